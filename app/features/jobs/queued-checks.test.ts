import { expect, it } from 'vitest';
import type { OutboxItem } from '~/offline/db';
import { queuedCheck } from './queued-checks';

const item = (over: Partial<OutboxItem> & { payload: Record<string, unknown> }): OutboxItem => ({
  id: crypto.randomUUID(),
  kind: 'job-check',
  label: 'Check-out',
  userId: 'u1',
  createdAt: 1,
  attempts: 0,
  status: 'waiting',
  lastError: null,
  syncedAt: null,
  nextAttemptAt: 0,
  ...over,
});

it("finds the ticket's newest waiting check of this worker, and nobody else's", () => {
  const items = [
    item({ payload: { ticketId: 't1', step: 'start' } }),
    item({ payload: { ticketId: 't1', step: 'complete' }, status: 'failed', lastError: 'Job not found' }),
    item({ payload: { ticketId: 't2', step: 'start' }, userId: 'u2' }),
    item({ kind: 'message', payload: { ticketId: 't3', step: 'start' } }),
  ];
  expect(queuedCheck(items, 'u1', 't1')).toEqual({
    step: 'complete',
    status: 'failed',
    reason: 'Job not found',
  });
  expect(queuedCheck(items, 'u1', 't2')).toBeNull();
  expect(queuedCheck(items, 'u1', 't3')).toBeNull();
});
