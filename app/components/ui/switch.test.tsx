// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { commitsDrawing } from './commits.test-support';
import { Switch } from './switch';

afterEach(cleanup);

function Labelled({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return (
    <>
      <label htmlFor="alerts">Job alerts</label>
      <Switch id="alerts" checked={on} onCheckedChange={setOn} disabled={disabled} thumbClassName="thumb" />
    </>
  );
}

it('is a switch named by its label, turned on and off by a tap, its state in aria-checked and data-state', () => {
  render(<Labelled />);
  const toggle = screen.getByRole('switch', { name: 'Job alerts' });
  expect(toggle.getAttribute('aria-checked')).toBe('false');
  expect(toggle.getAttribute('type')).toBe('button');
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-checked')).toBe('true');
  expect(toggle.getAttribute('data-state')).toBe('checked');
  expect(toggle.querySelector('.thumb')?.getAttribute('data-state')).toBe('checked');
  fireEvent.click(screen.getByText('Job alerts'));
  expect(toggle.getAttribute('aria-checked')).toBe('false');
});

it('does nothing while disabled', () => {
  render(<Labelled disabled />);
  const toggle = screen.getByRole('switch', { name: 'Job alerts' });
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-checked')).toBe('false');
});

it('commits once as it is first drawn (Radix’s set state from its ref and rendered again)', () => {
  expect(commitsDrawing(<Labelled />)).toEqual(['mount']);
});
