import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ledgerEntries, orderStatusChanges, orders } from '../../db/schema';
import { acquire } from '../../lib/job-lease';
import { addJob, addVendor } from '../../test/fixtures';
import { makeTestApp, signUp } from '../../test/harness';
import { movedMeanwhile } from '../../test/triggers';
import { createCompletionJob } from './completion-job';

// A catering booking on Sat 2026-12-12 (no end time: it ends at midnight in Broken Bow, 06:00 UTC on
// the 13th) whose crew completed its job during the party: in progress until the job completes it.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let orderId: string;

beforeEach(async () => {
  t = await makeTestApp();
  const customer = await signUp(t.app);
  const vendor = await addVendor(t.db, { businessName: 'Smokehouse' });
  ({ orderId } = await addJob(t.db, {
    customerId: customer.user.id,
    vendorId: vendor.id,
    ticket: { status: 'completed' },
  }));
  await t.db.update(orders).set({ status: 'in_progress' }).where(eq(orders.id, orderId)).run();
  t.clock.set('2026-12-13T06:00:00.000Z');
});
afterEach(() => {
  vi.useRealTimers();
});

const job = () => createCompletionJob({ db: t.db, clock: t.clock });
const statusOf = async () => (await t.db.select().from(orders).where(eq(orders.id, orderId)).get())?.status;
const historyOf = async () =>
  (await t.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, orderId)).all()).map(
    (h) => [h.fromStatus, h.toStatus, h.actor],
  );

describe('the booking completion job', () => {
  it('completes the ended booking and counts it, once', async () => {
    expect(await job().run()).toBe(1);
    expect(await statusOf()).toBe('completed');
    expect(await historyOf()).toEqual([['in_progress', 'completed', 'system']]);
    expect(await job().run()).toBe(0);
  });

  it('looks again every 15 minutes', async () => {
    t.clock.set('2026-12-13T05:50:00.000Z'); // 23:50 on the 12th: not over yet
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const running = job();
    running.start();
    expect(await running.run()).toBe(0);
    t.clock.set('2026-12-13T06:00:00.000Z');
    await vi.advanceTimersByTimeAsync(15 * 60_000 - 1);
    await running.idle();
    expect(await statusOf()).toBe('in_progress');
    await vi.advanceTimersByTimeAsync(1);
    // The timer started a run; its queries take their time on an engine over a socket.
    await running.idle();
    expect(await statusOf()).toBe('completed');
    await running.stop();
  });

  it('leaves the work to the instance holding its lease, then takes over when the lease expires', async () => {
    expect(await acquire(t.db, 'booking completion', 'other-host:1:aa', 60_000, t.clock.now())).toBe(1);
    expect(await job().run()).toBeNull();
    expect(await statusOf()).toBe('in_progress');
    t.clock.set('2026-12-13T06:01:00.000Z');
    expect(await job().run()).toBe(1);
  });

  it('does not count, record or settle a booking another instance cancelled between its read and its write', async () => {
    await movedMeanwhile(t.db, orderId, 'cancelled');
    expect(await job().run()).toBe(0);
    expect(await statusOf()).toBe('cancelled');
    expect(await historyOf()).toEqual([]);
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)).all()).toEqual(
      [],
    );
  });
});
