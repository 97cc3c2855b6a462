// @vitest-environment happy-dom
import type { AssignedWorkerView } from '@contracts/worker-rating';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AssignedWorker } from './assigned-worker';

// The API's answers are the fetches made: what was sent, and a 200.
const sent: { url: string; body: unknown }[] = [];
beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) });
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const worker: AssignedWorkerView = {
  ticketId: 't1',
  name: 'Jo Worker',
  rating: 4.3,
  ratingCount: 3,
  completedJobs: 12,
  overtime: { minutes: 45, status: 'requested' },
  canRate: true,
  myRating: null,
};

function show(over: Partial<AssignedWorkerView> = {}) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<AssignedWorker userId="u1" worker={{ ...worker, ...over }} online />, { wrapper });
}

it("shows the worker's rating and completed jobs", () => {
  show();
  expect(screen.getByText('12 jobs completed', { exact: false })).toBeTruthy();
  expect(screen.getByText('3 reviews')).toBeTruthy();
  expect(screen.getByText('4.3')).toBeTruthy();
});

it('approves the overtime asked', async () => {
  show();
  expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Approve 45 min overtime' }));
  await vi.waitFor(() =>
    expect(sent).toEqual([{ url: '/api/vendor/job-tickets/t1/overtime', body: { approve: true } }]),
  );
});

it('asks a reason below 4 stars before sending the rating', async () => {
  show({ overtime: { minutes: 0, status: 'none' } });
  expect(screen.queryByRole('button', { name: /overtime/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Rate the worker' }));
  fireEvent.click(await screen.findByRole('radio', { name: '3 stars' }));
  fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
  expect(screen.getByRole('alert').textContent).toBe('Tell us why: a rating below 4 needs a reason');
  expect(sent).toEqual([]);
  fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Arrived late' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
  await vi.waitFor(() =>
    expect(sent).toEqual([
      { url: '/api/vendor/job-tickets/t1/rating', body: { rating: 3, reason: 'Arrived late' } },
    ]),
  );
});

it('says the answer once given, with no buttons', () => {
  show({ overtime: { minutes: 45, status: 'approved' }, canRate: false, myRating: 5 });
  expect(screen.getByText('Overtime of 45 min approved.')).toBeTruthy();
  expect(screen.getByText('You rated this job 5 stars.')).toBeTruthy();
  expect(screen.queryAllByRole('button')).toEqual([]);
});
