import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingChanges, refunds } from '../../db/schema';
import { reconcile } from '../../ledger/reconcile';
import { addJob } from '../../test/fixtures';
import { signUp } from '../../test/harness';
import { acceptChange, endChange, sweepChanges } from './booking-change-decide';
import { changeOf, changeWorld } from './booking-change-test-kit';

let w: Awaited<ReturnType<typeof changeWorld>>;
beforeEach(async () => {
  w = await changeWorld();
});
afterEach(() => {
  vi.restoreAllMocks();
});

type Pay = typeof w.t.payments;

/** The embedded provider, with every capture and release it is asked for written down; either may fail. */
function watchedPay(fail: { capture?: boolean; release?: boolean } = {}) {
  const base = w.t.payments;
  const captures: Parameters<Pay['captureIntent']>[0][] = [];
  const releases: Parameters<Pay['releaseIntent']>[0][] = [];
  // What the change's row said while the provider was capturing: a cancel must see it being paid.
  const holdWhileCapturing: (string | undefined)[] = [];
  const pay: Pay = {
    ...base,
    captureIntent: async (args) => {
      captures.push(args);
      holdWhileCapturing.push(
        (await w.t.db.select().from(bookingChanges).where(eq(bookingChanges.intentId, args.intentId)).get())
          ?.holdStatus,
      );
      if (fail.capture) throw new Error('The card network is unreachable');
      return base.captureIntent(args);
    },
    releaseIntent: async (args) => {
      releases.push(args);
      if (fail.release) throw new Error('The card network is unreachable');
      return base.releaseIntent(args);
    },
  };
  return { deps: { db: w.t.db, pay }, captures, releases, holdWhileCapturing };
}

const now = () => w.t.clock.now();
const setHold = (changeId: string, holdStatus: 'capturing' | 'held') =>
  w.t.db.update(bookingChanges).set({ holdStatus }).where(eq(bookingChanges.id, changeId)).run();
const accept = (changeId: string) => w.owner.client.post(`/api/vendor/changes/${changeId}/accept`);
const decline = (changeId: string) =>
  w.owner.client.post(`/api/vendor/changes/${changeId}/decline`, { reason: 'Booked late' });

describe('the vendor accepts', () => {
  it('the held $100.00 is captured under the key change_capture_<id>, the row marked capturing meanwhile', async () => {
    const { orderId, changeId, intentId } = await w.djChangeWaiting();
    const watched = watchedPay();
    expect(await acceptChange(watched.deps, changeId, 'vendor', now())).toMatchObject({ status: 'accepted' });
    expect(watched.captures).toEqual([
      { intentId, amountCents: 10_000, idempotencyKey: `change_capture_${changeId}` },
    ]);
    expect(watched.holdWhileCapturing).toEqual(['capturing']);
    expect(await w.changes(orderId)).toMatchObject([{ status: 'accepted', holdStatus: 'captured' }]);
  });

  it('a capture the provider fails leaves the change waiting with its hold "held", and the error is thrown', async () => {
    const { orderId, changeId } = await w.djChangeWaiting();
    const watched = watchedPay({ capture: true });
    await expect(acceptChange(watched.deps, changeId, 'vendor', now())).rejects.toThrow(
      'The card network is unreachable',
    );
    expect(await w.changes(orderId)).toMatchObject([{ status: 'awaiting_vendor', holdStatus: 'held' }]);
    expect((await w.order(orderId))?.amountCents).toBe(30_000);
  });

  it('a new day with no difference, Sat Dec 19, is accepted without asking the provider anything', async () => {
    const { client, orderId } = await w.bookDj();
    const asked = await w.change(client, orderId, { scheduledDate: '2026-12-19' });
    expect(changeOf(asked)).toMatchObject({ status: 'awaiting_vendor', difference: '0.00' });
    const [row] = await w.changes(orderId);
    const watched = watchedPay();
    expect(await acceptChange(watched.deps, row?.id ?? '', 'vendor', now())).toMatchObject({
      status: 'accepted',
    });
    expect(watched.captures).toEqual([]);
    expect(await w.order(orderId)).toMatchObject({ scheduledDate: '2026-12-19', amountCents: 30_000 });
  });

  it('more hours on the same day Dec 12 are accepted even after another booking filled that day', async () => {
    const { orderId, changeId } = await w.djChangeWaiting();
    const { user } = await signUp(w.t.app);
    await addJob(w.t.db, { customerId: user.id, vendorId: w.vendor.id, scheduledDate: '2026-12-12' });
    expect((await accept(changeId)).json).toMatchObject({ status: 'accepted' });
    expect((await w.order(orderId))?.amountCents).toBe(40_000);
  });

  it('3 → 2 hours accepted: the refund is paid back at once, not left pending', async () => {
    const { client, orderId } = await w.bookDj();
    const asked = await w.change(client, orderId, { endTime: '21:00' });
    expect(changeOf(asked)).toMatchObject({ status: 'awaiting_vendor', difference: '-100.00' });
    const [row] = await w.changes(orderId);
    const accepted = await accept(row?.id ?? '');
    expect(accepted.json).toMatchObject({ status: 'accepted', refundAmount: '97.00' });
    expect(await w.t.db.select().from(refunds).all()).toMatchObject([
      { kind: 'change', amountCents: 9_700, status: 'succeeded' },
    ]);
    expect(await w.providerRefundCents()).toEqual([9_700]);
    expect(await reconcile(w.t.db)).toEqual([]);
  });

  it('a change still awaiting its payment is a 409: "This change is awaiting payment and cannot be accepted"', async () => {
    const { client, orderId } = await w.bookDj();
    await w.change(client, orderId, { endTime: '23:00' });
    const [row] = await w.changes(orderId);
    const answer = await accept(row?.id ?? '');
    expect([answer.status, answer.json]).toEqual([
      409,
      expect.objectContaining({ message: 'This change is awaiting payment and cannot be accepted' }),
    ]);
  });

  it('a change whose hold is being captured is a 409: "This change is being settled. Please try again in a minute."', async () => {
    const { changeId } = await w.djChangeWaiting();
    await setHold(changeId, 'capturing');
    const answer = await accept(changeId);
    expect([answer.status, answer.json]).toEqual([
      409,
      expect.objectContaining({ message: 'This change is being settled. Please try again in a minute.' }),
    ]);
  });

  it('an unknown change is a 404 "Change not found", asked by the vendor or by the server', async () => {
    const answer = await accept('chg_nope');
    expect([answer.status, answer.json]).toEqual([
      404,
      expect.objectContaining({ message: 'Change not found' }),
    ]);
    await expect(acceptChange(watchedPay().deps, 'chg_nope', 'system', now())).rejects.toMatchObject({
      status: 404,
      message: 'Change not found',
    });
  });
});

describe('the vendor declines', () => {
  it('the vendor’s decline is recorded as decided by "vendor"', async () => {
    const { orderId, changeId } = await w.djChangeWaiting();
    expect((await decline(changeId)).json).toMatchObject({ status: 'declined', reason: 'Booked late' });
    expect(await w.changes(orderId)).toMatchObject([{ decidedBy: 'vendor', holdStatus: 'released' }]);
  });

  it('the held difference is let go under the key change_release_<id>', async () => {
    const { changeId, intentId } = await w.djChangeWaiting();
    const watched = watchedPay();
    await endChange(watched.deps, changeId, { status: 'declined', by: 'vendor', reason: null }, now());
    expect(watched.releases).toEqual([{ intentId, idempotencyKey: `change_release_${changeId}` }]);
  });

  it('a change not paid yet is declined without asking the provider to release anything', async () => {
    const { client, orderId } = await w.bookDj();
    await w.change(client, orderId, { endTime: '23:00' });
    const [row] = await w.changes(orderId);
    const watched = watchedPay();
    await endChange(watched.deps, row?.id ?? '', { status: 'declined', by: 'vendor', reason: null }, now());
    expect(watched.releases).toEqual([]);
    expect(await w.changes(orderId)).toMatchObject([{ status: 'declined' }]);
  });

  it('a change being captured is a 409: "This change is awaiting vendor and cannot be declined"', async () => {
    const { orderId, changeId } = await w.djChangeWaiting();
    await setHold(changeId, 'capturing');
    const answer = await decline(changeId);
    expect([answer.status, answer.json]).toEqual([
      409,
      expect.objectContaining({ message: 'This change is awaiting vendor and cannot be declined' }),
    ]);
    expect(await w.changes(orderId)).toMatchObject([{ status: 'awaiting_vendor', holdStatus: 'capturing' }]);
  });

  it('an unknown change is a 404 "Change not found"', async () => {
    await expect(
      endChange(watchedPay().deps, 'chg_nope', { status: 'declined', by: 'vendor', reason: null }, now()),
    ).rejects.toMatchObject({ status: 404, message: 'Change not found' });
  });

  it('a release that fails is logged, and the sweep lets the declined change’s hold go later', async () => {
    const { orderId, changeId, intentId } = await w.djChangeWaiting();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = watchedPay({ release: true });
    await endChange(failing.deps, changeId, { status: 'declined', by: 'vendor', reason: null }, now());
    expect(logged.mock.calls.map((c) => c[0])).toEqual([
      `booking changes: the hold of change ${changeId} was not released`,
    ]);
    expect(await w.changes(orderId)).toMatchObject([{ status: 'declined', holdStatus: 'held' }]);
    expect(await sweepChanges(watchedPay().deps, now())).toBe(0);
    expect(await w.changes(orderId)).toMatchObject([{ status: 'declined', holdStatus: 'released' }]);
    expect((await w.intent(intentId))?.status).toBe('canceled');
  });
});

describe('a cancellation against a change', () => {
  it('cancelling while the change’s difference is captured is a 409 that says to wait', async () => {
    const { client, orderId, changeId } = await w.djChangeWaiting();
    await setHold(changeId, 'capturing');
    const cancel = await client.post(`/api/orders/${orderId}/cancel`, {});
    expect([cancel.status, cancel.json]).toEqual([
      409,
      expect.objectContaining({
        message: 'A change of this booking is being paid. Please try again in a minute.',
      }),
    ]);
    expect((await w.order(orderId))?.status).toBe('accepted');
  });

  it('the sweep alone lets go of a withdrawn change’s hold', async () => {
    const { client, orderId, intentId } = await w.djChangeWaiting();
    expect((await client.post(`/api/orders/${orderId}/cancel`, {})).status).toBe(200);
    expect(await sweepChanges(watchedPay().deps, now())).toBe(0);
    expect(await w.changes(orderId)).toMatchObject([{ status: 'withdrawn', holdStatus: 'released' }]);
    expect((await w.intent(intentId))?.status).toBe('canceled');
  });
});

describe('the sweep of unanswered changes', () => {
  it('one change past its respond-by: the sweep counts 1, expired by the system, "The vendor did not answer in time."', async () => {
    const { orderId, changeId } = await w.djChangeWaiting();
    const [row] = await w.changes(orderId);
    w.t.clock.set(row?.respondBy ?? '');
    expect(await sweepChanges(watchedPay().deps, now())).toBe(1);
    expect(await w.changes(orderId)).toMatchObject([
      {
        id: changeId,
        status: 'expired',
        decidedBy: 'system',
        reason: 'The vendor did not answer in time.',
        holdStatus: 'released',
      },
    ]);
  });

  it('an overdue change being captured is not expired: counted 0 and logged', async () => {
    const { orderId, changeId } = await w.djChangeWaiting();
    const [row] = await w.changes(orderId);
    await setHold(changeId, 'capturing');
    w.t.clock.set(row?.respondBy ?? '');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await sweepChanges(watchedPay().deps, now())).toBe(0);
    expect(logged.mock.calls.map((c) => c[0])).toEqual([
      `booking changes: change ${changeId} was not expired`,
    ]);
    expect(await w.changes(orderId)).toMatchObject([{ status: 'awaiting_vendor', holdStatus: 'capturing' }]);
  });
});
