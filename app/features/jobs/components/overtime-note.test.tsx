// @vitest-environment happy-dom
import type { WorkerOvertimeView } from '@contracts/overtime-dispute';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { OvertimeNote } from './overtime-note';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-07T10:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const declined: WorkerOvertimeView = {
  minutes: 30,
  status: 'declined',
  disputableUntil: '2026-12-13T15:00:00.000Z',
  dispute: null,
  ruledAt: null,
  ruling: null,
};

function show(overtime: Partial<WorkerOvertimeView> = {}) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<OvertimeNote userId="u1" ticketId="t1" overtime={{ ...declined, ...overtime }} online />, {
    wrapper,
  });
}

it('offers "Dispute" on a decline, sending only a reason of 10 characters or more', () => {
  show();
  expect(screen.getByText('Overtime declined by the vendor')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Dispute the declined 30 min of overtime' }));
  const send = screen.getByRole('button', { name: 'Send dispute' });
  expect(send.hasAttribute('disabled')).toBe(true);
  fireEvent.change(screen.getByLabelText('Why the overtime is owed'), { target: { value: 'I stayed late' } });
  expect(send.hasAttribute('disabled')).toBe(false);
});

it('offers no dispute once the 7 days are over', () => {
  vi.setSystemTime(new Date('2026-12-13T15:01:00.000Z'));
  show();
  expect(screen.getByText('Overtime declined by the vendor')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Dispute/ })).toBeNull();
});

it('says a dispute waits for the admin, then how the admin ruled', () => {
  show({ status: 'disputed', disputableUntil: null });
  expect(screen.getByText('Overtime disputed: the admin will decide')).toBeTruthy();
  cleanup();
  show({
    status: 'approved',
    disputableUntil: null,
    ruledAt: '2026-12-08T10:00:00.000Z',
    ruling: 'Confirmed.',
  });
  expect(screen.getByText('Overtime of 30 min paid: the admin ruled it owed. Note: Confirmed.')).toBeTruthy();
  cleanup();
  show({ disputableUntil: null, ruledAt: '2026-12-08T10:00:00.000Z' });
  expect(screen.getByText('Overtime declined by the vendor: the admin upheld it.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Dispute/ })).toBeNull();
});
