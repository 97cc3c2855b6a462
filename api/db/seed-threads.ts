import { and, eq } from 'drizzle-orm';
import { newId } from '../lib/ids';
import type { Tx } from './client';
import { messages, messageThreads, orders, services, vendors } from './schema';

const MINUTE_MS = 60_000;

type SeedMessage = { from: 'customer' | 'vendor'; body: string; minutesAgo: number };

/**
 * The demo conversations, by the seeded booking's service. The last one ends with the vendor's reply
 * the demo customer has not read yet, so the navbar badge shows on a first sign-in.
 */
const DEMO_THREADS: { service: string; readByCustomer: boolean; messages: SeedMessage[] }[] = [
  {
    service: 'Family-Style Cabin Dinner',
    readByCustomer: true,
    messages: [
      {
        from: 'customer',
        body: 'Thank you for dinner, the brisket was the talk of the cabin!',
        minutesAgo: 7 * 1440,
      },
      {
        from: 'vendor',
        body: 'So glad you enjoyed it. Reviews help us a lot: https://brokenbow.events/vendors',
        minutesAgo: 7 * 1440 - 90,
      },
    ],
  },
  {
    service: 'Hochatown Cabin Delivery',
    readByCustomer: false,
    messages: [
      {
        from: 'customer',
        body: 'Could the delivery come closer to 6 pm? We are out on the lake until 5:30.',
        minutesAgo: 200,
      },
      { from: 'vendor', body: 'Sure, the driver will call when leaving the smokehouse.', minutesAgo: 150 },
      { from: 'vendor', body: 'Do you need plates and napkins for 12?', minutesAgo: 148 },
    ],
  },
];

/** Conversations on the demo customer's seeded bookings with Timber Ridge (after insertDemoBookings). */
export async function insertDemoThreads(tx: Tx, customerId: string, now: Date) {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE_MS).toISOString();
  for (const demo of DEMO_THREADS) {
    const order = await tx
      .select({ id: orders.id, vendorId: orders.vendorId, ownerId: vendors.userId })
      .from(orders)
      .innerJoin(services, eq(services.id, orders.serviceId))
      .innerJoin(vendors, eq(vendors.id, orders.vendorId))
      .where(and(eq(orders.customerId, customerId), eq(services.name, demo.service)))
      .get();
    const ownerId = order?.ownerId;
    if (!order || !ownerId) throw new Error(`Seed thread for a booking that is not seeded: ${demo.service}`);
    const threadId = newId();
    const last = at(Math.min(...demo.messages.map((m) => m.minutesAgo)));
    const lastFromCustomer = demo.messages.filter((m) => m.from === 'customer').at(-1);
    await tx
      .insert(messageThreads)
      .values({
        id: threadId,
        customerId,
        vendorId: order.vendorId,
        orderId: order.id,
        customerReadAt: demo.readByCustomer
          ? last
          : lastFromCustomer
            ? at(lastFromCustomer.minutesAgo)
            : null,
        vendorReadAt: last,
        lastMessageAt: last,
        createdAt: at(Math.max(...demo.messages.map((m) => m.minutesAgo))),
      })
      .run();
    await tx
      .insert(messages)
      .values(
        demo.messages.map((m) => ({
          id: newId(),
          threadId,
          senderId: m.from === 'customer' ? customerId : ownerId,
          body: m.body,
          createdAt: at(m.minutesAgo),
        })),
      )
      .run();
  }
}
