// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { commitsDrawing } from './commits.test-support';
import { ConfirmButton } from './confirm-button';

afterEach(cleanup);

const cancelBooking = (onConfirm = () => undefined, onOpenChange?: (open: boolean) => void) => (
  <ConfirmButton
    label="Cancel booking"
    title="Cancel this booking?"
    description="The vendor is told at once."
    confirmLabel="Cancel booking"
    dismissLabel="Keep booking"
    onConfirm={onConfirm}
    onOpenChange={onOpenChange}
  />
);

it('draws only its button while closed, in one commit (a list has one a row)', () => {
  expect(commitsDrawing(cancelBooking())).toEqual(['mount']);
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(screen.getByRole('button', { name: 'Cancel booking' }).getAttribute('aria-expanded')).toBe('false');
});

it('asks first, and backing out changes nothing and gives the focus back to the button', async () => {
  const onConfirm = vi.fn();
  const onOpenChange = vi.fn();
  render(cancelBooking(onConfirm, onOpenChange));
  const button = screen.getByRole('button', { name: 'Cancel booking' });
  act(() => button.focus());
  fireEvent.click(button);
  const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
  expect(onOpenChange).toHaveBeenLastCalledWith(true);
  expect(document.activeElement?.textContent).toBe('Keep booking');
  fireEvent.click(screen.getByRole('button', { name: 'Keep booking' }));
  expect(dialog.isConnected).toBe(false);
  expect(onConfirm).not.toHaveBeenCalled();
  expect(onOpenChange).toHaveBeenLastCalledWith(false);
  // Radix gives the focus back a task after the dialog goes.
  await waitFor(() => expect(document.activeElement).toBe(button));
});

it('confirms once and closes', async () => {
  const onConfirm = vi.fn();
  render(cancelBooking(onConfirm));
  fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
  const dialog = await screen.findByRole('alertdialog');
  const confirm = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Cancel booking');
  fireEvent.click(confirm as HTMLButtonElement);
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alertdialog')).toBeNull();
});
