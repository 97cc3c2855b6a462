import type { BookingActor } from '../../contracts/enums';
import type { Executor } from '../../db/client';
import { orderStatusChanges } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { OrderStatus } from './transitions';

export type StatusChange = {
  orderId: string;
  from: OrderStatus | null;
  to: OrderStatus;
  actor: BookingActor;
  actorId: string | null;
  reason?: string | null;
  now: Date;
};

/** One line of a booking's history; written in the transaction that moves the order. */
export async function recordStatusChange(tx: Executor, change: StatusChange): Promise<void> {
  await tx
    .insert(orderStatusChanges)
    .values({
      id: newId(),
      orderId: change.orderId,
      fromStatus: change.from,
      toStatus: change.to,
      actor: change.actor,
      actorId: change.actorId,
      reason: change.reason ?? null,
      createdAt: change.now.toISOString(),
    })
    .run();
}
