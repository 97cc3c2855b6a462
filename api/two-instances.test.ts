import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { CheckoutIntent } from './contracts/checkout';
import type { Db } from './db/client';
import { jobTickets, ledgerEntries, orders, payments } from './db/schema';
import { reconcile } from './ledger/reconcile';
import { deliverWebhook, startFakeStripe, stripeAgainstFake } from './test/fake-stripe';
import { addBbqBuffet, addJob, addVendor, approveWorker } from './test/fixtures';
import { Client, signUp } from './test/harness';
import { twoInstancesOnOneFile } from './test/two-instances';

// Two app instances on one SQLite file, as two servers behind a proxy: each with its own connection,
// its own in-process state and its own Stripe client; a session begun on one is good on the other.
const instances = twoInstancesOnOneFile('bbe-two-apps-');
const WEBHOOK_SECRET = 'whsec_two_instances';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

async function twoApps() {
  const { a, b, clock } = await instances.next();
  const on = async (db: Db) => {
    const stripe = stripeAgainstFake(fake.port, WEBHOOK_SECRET);
    return { db, stripe, app: await createApp({ db, clock, payments: stripe }) };
  };
  return { A: await on(a), B: await on(b) };
}
/** The same signed-in person, reaching the other instance. */
const through = (client: Client, app: Client['app']) =>
  Object.assign(new Client(app), { cookie: client.cookie });

describe('two instances on one database', () => {
  it('a checkout completed on A while its webhook lands on B makes one set of orders, charged once', async () => {
    const { A, B } = await twoApps();
    const vendor = await addVendor(A.db, { businessName: 'Smokehouse' });
    const buffet = await addBbqBuffet(A.db, vendor.id);
    const { client } = await signUp(A.app);
    await client.post('/api/cart/items', {
      vendorId: vendor.id,
      serviceId: buffet.id,
      selectedDate: '2026-12-12',
      guestCount: 40,
      eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
    });
    const intent = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    const intentId = intent.clientSecret?.split('_secret_')[0] ?? '';
    fake.succeed(intentId);

    const [completed, told] = await Promise.all([
      client.post('/api/checkout/complete', { cartId: intent.cartId }),
      deliverWebhook(
        B.app,
        B.stripe,
        {
          id: 'evt_two_instances_1',
          object: 'event',
          type: 'payment_intent.succeeded',
          data: { object: fake.intents.get(intentId) },
        },
        { secret: WEBHOOK_SECRET },
      ),
    ]);
    expect(completed.status).toBe(200);
    expect(told.status).toBe(200);
    expect(await B.db.select({ amountCents: orders.amountCents }).from(orders).all()).toEqual([
      { amountCents: 74_000 },
    ]);
    expect(await B.db.select({ status: payments.status }).from(payments).all()).toEqual([
      { status: 'fulfilled' },
    ]);
    const charges = await B.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'charge'), eq(ledgerEntries.amountCents, 74_000)))
      .all();
    expect(charges).toHaveLength(1);
    expect(await reconcile(A.db)).toEqual([]);
  });

  it('50 accepts of one job, split across both instances, give one winner', async () => {
    const { A, B } = await twoApps();
    const customer = await signUp(A.app);
    const vendorId = (await addVendor(A.db)).id;
    const ticketId = (await addJob(A.db, { customerId: customer.user.id, vendorId })).id;
    const workers: Client[] = [];
    for (let i = 0; i < 50; i++) {
      const { client, user } = await signUp(A.app, 'worker');
      await approveWorker(A.db, user.id);
      workers.push(i % 2 === 0 ? client : through(client, B.app));
    }
    const answers = await Promise.all(
      workers.map((worker) => worker.post(`/api/job-tickets/${ticketId}/accept`, {})),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const ticket = await B.db.select().from(jobTickets).where(eq(jobTickets.id, ticketId)).get();
    expect(ticket?.status).toBe('assigned');
    expect(
      (
        await A.db
          .select()
          .from(orders)
          .where(eq(orders.id, ticket?.orderId ?? ''))
          .get()
      )?.assignedWorkerId,
    ).toBe(ticket?.assignedWorkerId);
  }, 60_000);
});
