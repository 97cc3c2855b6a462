// @vitest-environment happy-dom
import type { JobTicketView } from '@contracts/jobs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ProgressForm } from './progress-form';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-12T19:00:00.000Z')); // 13:00 on the 12th in Broken Bow
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const ticket = {
  id: 't1',
  workerNotes: null,
  startsFrom: '2026-12-12T20:00:00.000Z', // 14:00
  completesFrom: '2026-12-12T23:00:00.000Z', // 17:00
} as JobTicketView;

function show(step: 'start' | 'complete', over: Partial<JobTicketView> = {}) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<ProgressForm userId="u1" ticket={{ ...ticket, ...over }} step={step} />, { wrapper });
}

it('keeps Start job off until two hours before arrival, and says from when', () => {
  show('start');
  expect(screen.getByText('You can start this job from 2:00 PM.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Start job' }).hasAttribute('disabled')).toBe(true);
});

it('keeps Mark completed off until the booking starts, and says when', () => {
  show('complete', { completesFrom: '2026-12-13T23:00:00.000Z' });
  expect(
    screen.getByText('You can complete this job after it starts at 5:00 PM on Sun, Dec 13.'),
  ).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Mark completed' }).hasAttribute('disabled')).toBe(true);
});

it('lets the worker start once the window is open', () => {
  show('start', { startsFrom: '2026-12-12T18:00:00.000Z' });
  expect(screen.getByRole('button', { name: 'Start job' }).hasAttribute('disabled')).toBe(false);
});

it('asks for up to 3 photos at completion only, and holds a fourth back with the reason', () => {
  show('start', { startsFrom: '2026-12-12T18:00:00.000Z' });
  expect(screen.queryByLabelText(/Photos of the finished job/)).toBeNull();
  cleanup();
  show('complete', { completesFrom: '2026-12-12T18:00:00.000Z' });
  const input = screen.getByLabelText(/Photos of the finished job/) as HTMLInputElement;
  expect(input.accept).toBe('image/*');
  expect(input.getAttribute('capture')).toBe('environment');
  const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
  fireEvent.change(input, {
    target: { files: [photo('1.jpg'), photo('2.jpg'), photo('3.jpg'), photo('4.jpg')] },
  });
  expect(screen.getByRole('alert').textContent).toBe('Add at most 3 photos.');
  expect(screen.getByRole('button', { name: 'Mark completed' }).hasAttribute('disabled')).toBe(true);
  fireEvent.change(input, { target: { files: [photo('1.jpg'), photo('2.jpg'), photo('3.jpg')] } });
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('button', { name: 'Mark completed' }).hasAttribute('disabled')).toBe(false);
});
