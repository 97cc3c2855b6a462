// @vitest-environment happy-dom
import type { JobTicketView } from '@contracts/jobs';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { JobFacts } from './job-facts';

afterEach(cleanup);

const ticket = {
  id: 't1',
  scheduledDate: '2026-12-12',
  scheduledTime: '18:00',
  endTime: null,
  arrivalTime: '17:00',
  guestCount: 40,
  pickupAddress: null,
  dropoffAddress: null,
  contacts: null,
  customerNotes: null,
  workerNotes: null,
  vendorName: 'Smokehouse',
} as JobTicketView;

it('tells the worker the window to arrive in', () => {
  render(<JobFacts ticket={{ ...ticket, arriveFrom: '16:30', arriveBy: '17:00' }} showWorkerNotes={false} />);
  expect(screen.getByText('Arrive between 4:30 and 5:00 PM')).toBeTruthy();
});

it('keeps the arrival time alone where there is no window', () => {
  render(<JobFacts ticket={{ ...ticket, arriveFrom: null, arriveBy: null }} showWorkerNotes={false} />);
  expect(screen.getByText('5:00 PM')).toBeTruthy();
  expect(screen.queryByText(/Arrive between/)).toBeNull();
});
