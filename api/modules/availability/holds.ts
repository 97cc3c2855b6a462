import { eq, lte } from 'drizzle-orm';
import { HOLD_MINUTES, unavailableMessage } from '../../contracts/availability';
import type { Executor, Tx } from '../../db/client';
import { bookingHolds } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { dayProblem } from './day-capacity';

export type HeldLine = { vendorId: string; day: string | null; name: string };

/**
 * Holds every (vendor, day) a payment covers for its customer until HOLD_MINUTES from now, after
 * checking that none of them is blocked or full for that customer; a refusal is a 409 naming the
 * line, and nothing is held. Run it in the same transaction that records the payment: on SQLite
 * one transaction runs at a time (api/db/transaction-gate.ts), so of two customers racing for a vendor's last slot
 * the second one's check already counts the first one's hold. A payment held again (reused) gets
 * fresh holds with a new expiry.
 */
export async function holdDays(
  tx: Tx,
  q: { paymentId: string; customerId: string; lines: HeldLine[]; now: Date },
): Promise<void> {
  const seen = new Map<string, { vendorId: string; day: string }>();
  for (const line of q.lines) {
    if (!line.day) continue;
    const key = `${line.vendorId}|${line.day}`;
    if (seen.has(key)) continue;
    const problem = await dayProblem(tx, {
      vendorId: line.vendorId,
      day: line.day,
      customerId: q.customerId,
      now: q.now,
    });
    if (problem)
      throw conflict(`${unavailableMessage(line.name, line.day, problem)}. Remove it to continue.`);
    seen.set(key, { vendorId: line.vendorId, day: line.day });
  }
  await releaseHolds(tx, q.paymentId);
  // Holds of payments nobody finished count for nothing once expired: the table keeps only live ones.
  await tx.delete(bookingHolds).where(lte(bookingHolds.expiresAt, q.now.toISOString())).run();
  if (seen.size === 0) return;
  const expiresAt = new Date(q.now.getTime() + HOLD_MINUTES * 60_000).toISOString();
  await tx
    .insert(bookingHolds)
    .values(
      [...seen.values()].map((d) => ({ ...d, paymentId: q.paymentId, customerId: q.customerId, expiresAt })),
    )
    .run();
}

/** A payment replaced, or fulfilled (its orders now count instead), holds nothing any more. */
export async function releaseHolds(db: Executor, paymentId: string): Promise<void> {
  await db.delete(bookingHolds).where(eq(bookingHolds.paymentId, paymentId)).run();
}
