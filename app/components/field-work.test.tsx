// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { FieldWork } from './field-work';

afterEach(cleanup);

const work = {
  arrivedAt: '2026-12-12T22:52:00.000Z', // 4:52 PM in Broken Bow
  doneAt: '2026-12-12T23:31:00.000Z', // 5:31 PM
  doneWord: 'Setup done',
  photos: ['/api/job-tickets/t1/photos/p1-1280.webp'],
};

it('says when the worker arrived and finished in Broken Bow time, with the photos opening the lightbox', () => {
  render(<FieldWork work={work} />);
  expect(screen.getByText('Arrived 4:52 PM')).toBeTruthy();
  expect(screen.getByText('Setup done 5:31 PM')).toBeTruthy();
  const photo = screen.getByRole('img', { name: 'The finished job, 1 of 1' });
  expect(photo.getAttribute('src')).toBe('/api/job-tickets/t1/photos/p1-1280.webp');
  expect(photo.closest('button')?.getAttribute('aria-haspopup')).toBe('dialog');
  expect(photo.closest('a')).toBeNull();
  expect(screen.queryByText(/phone/)).toBeNull();
});

it('tells the vendor where the phone was at each check', () => {
  render(
    <FieldWork work={{ ...work, doneWord: 'Delivered', positions: { arrived: 'near', done: 'far' } }} />,
  );
  expect(screen.getByText('Delivered 5:31 PM')).toBeTruthy();
  expect(screen.getByText('· phone near the event')).toBeTruthy();
  expect(screen.getByText('· phone away from the event')).toBeTruthy();
});
