import { eq } from 'drizzle-orm';
import { needsWorkers, postalAddress } from '../../contracts/event-address';
import { workerPayCents } from '../../contracts/worker-pay';
import type { Tx } from '../../db/client';
import { jobTickets, services, vendors } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { Order } from './cancel-order';

type Booked = { selectedTime?: string | null; endTime?: string | null; guestCount?: number | null };

/**
 * The job tickets of a booking the vendor has (an instant booking once paid, a request once
 * accepted): one for gig workers when its service needs them, none otherwise. The one place a booking
 * becomes work, so what a ticket pays is decided here alone. Returns the ids of the tickets it made.
 */
export async function dispatchTickets(tx: Tx, order: Order, now: Date): Promise<string[]> {
  // A booking without a service (an offer's) finds no row: it is the vendor's own work.
  const found = await tx
    .select({ category: services.category, vendor: vendors })
    .from(services)
    .innerJoin(vendors, eq(vendors.id, order.vendorId))
    .where(eq(services.id, order.serviceId ?? ''))
    .get();
  if (!found || !needsWorkers(found.category)) return [];
  const { category } = found;
  const booked = order.metadata as Booked;
  const stamp = now.toISOString();
  const ticketId = newId();
  await tx
    .insert(jobTickets)
    .values({
      id: ticketId,
      orderId: order.id,
      vendorId: order.vendorId,
      customerId: order.customerId,
      serviceId: order.serviceId,
      scheduledDate: order.scheduledDate,
      scheduledTime: booked.selectedTime ?? null,
      endTime: booked.endTime ?? null,
      guestCount: booked.guestCount ?? null,
      // The worker picks up at the vendor (when it has an address) and drops off at the event.
      location: postalAddress(found.vendor),
      dropoffAddress: order.deliveryAddress,
      customerNotes: order.notes,
      amountCents: workerPayCents(category, booked.guestCount ?? null, {
        selectedTime: booked.selectedTime ?? null,
        endTime: booked.endTime ?? null,
      }),
      createdAt: stamp,
      updatedAt: stamp,
    })
    .run();
  return [ticketId];
}
