// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { AcceptButton } from './accept-button';

afterEach(cleanup);

const money = (vendorKeeps: string) => ({
  feePercent: 3,
  platformFee: '0.45',
  workerCosts: '40.00',
  vendorKeeps,
});

it('asks before accepting a booking that would leave the vendor owing, and accepts on the answer', async () => {
  const onAccept = vi.fn();
  render(<AcceptButton money={money('-25.45')} disabled={false} busy={false} onAccept={onAccept} />);
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Accept a booking you would pay for?' });
  expect(dialog.textContent).toContain('you would owe $25.45');
  expect(onAccept).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Accept and owe $25.45' }));
  expect(onAccept).toHaveBeenCalledTimes(1);
});

it('accepts at once a booking the vendor keeps money from', () => {
  const onAccept = vi.fn();
  render(<AcceptButton money={money('150.00')} disabled={false} busy={false} onAccept={onAccept} />);
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(onAccept).toHaveBeenCalledTimes(1);
});
