import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { HttpClient, startServer } from './test/server-process';

type Server = Awaited<ReturnType<typeof startServer>>;
let counter = 0;

async function customer(base: string) {
  counter += 1;
  const client = new HttpClient(base);
  const res = await client.call('POST', '/api/register', {
    username: `fault${counter}_${Date.now()}`,
    email: `fault${counter}.${Date.now()}@example.com`,
    password: 'correct horse battery',
  });
  expect(res.status).toBe(201);
  return client;
}

/**
 * A customer with a paid cart of two bookings (one needing a gig worker), not yet completed. Each
 * customer books their own day: a vendor takes one event a day, so twelve on one day would be refused.
 */
async function paidCart(server: Server, services: { vendorId: string; serviceId: string }[], day: number) {
  const client = await customer(server.base);
  for (const s of services) {
    const added = await client.call('POST', '/api/cart/items', {
      vendorId: s.vendorId,
      serviceId: s.serviceId,
      selectedDate: `2030-06-${String(day + 1).padStart(2, '0')}`,
      guestCount: 30,
      eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
    });
    expect(added.status).toBe(201);
  }
  const prepared = await client.call('POST', '/api/cart/checkout');
  expect(prepared.status, JSON.stringify(prepared.json)).toBe(200);
  const intent = prepared.json as { clientSecret: string; cartId: string };
  const paid = await client.call('POST', '/api/payments/local/confirm', {
    clientSecret: intent.clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/30',
    cvc: '123',
  });
  expect(paid.json).toMatchObject({ status: 'succeeded' });
  return { client, cartId: intent.cartId };
}

function bookable(database: string) {
  const db = new Database(database, { readonly: true });
  const rows = db
    .prepare(
      `select s.vendor_id as vendorId, s.id as serviceId from services s join vendors v on v.id = s.vendor_id
       where v.is_active = 1 and s.is_active = 1 and s.category in ('catering', 'rentals')
       and s.booking_mode = 'instant'
       and coalesce(s.min_guests, 0) <= 30 and coalesce(s.max_guests, 1000) >= 30 limit 2`,
    )
    .all() as { vendorId: string; serviceId: string }[];
  db.close();
  return rows;
}

/** What must hold after any crash: nothing half-written, nothing doubled, nothing lost. */
function checkIntegrity(database: string, cartIds: string[]) {
  const db = new Database(database, { readonly: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    for (const cartId of cartIds) {
      const cart = db
        .prepare('select status, customer_id as customerId from carts where id = ?')
        .get(cartId) as { status: string; customerId: string };
      const items = db.prepare('select count(*) as n from cart_items where cart_id = ?').get(cartId) as {
        n: number;
      };
      const made = db
        .prepare(
          'select count(*) as n from orders o join cart_items i on i.id = o.cart_item_id where i.cart_id = ?',
        )
        .get(cartId) as { n: number };
      const tickets = db
        .prepare(
          'select count(*) as n from job_tickets t join orders o on o.id = t.order_id join cart_items i on i.id = o.cart_item_id where i.cart_id = ?',
        )
        .get(cartId) as { n: number };
      const active = db
        .prepare("select count(*) as n from carts where customer_id = ? and status = 'active'")
        .get(cart.customerId) as { n: number };
      expect(items.n).toBe(2); // the cart itself is never lost
      if (cart.status === 'checked_out') {
        expect(made.n).toBe(items.n);
        expect(tickets.n).toBe(2);
        expect(active.n).toBe(1);
      } else {
        expect(cart.status).toBe('active');
        expect(made.n).toBe(0);
        expect(tickets.n).toBe(0);
      }
    }
    const torn = db
      .prepare(
        "select count(*) as n from job_tickets where (status = 'pending' and assigned_worker_id is not null) or (status = 'assigned' and assigned_worker_id is null)",
      )
      .get() as { n: number };
    expect(torn.n).toBe(0);
    const mismatched = db
      .prepare(
        "select count(*) as n from job_tickets t join orders o on o.id = t.order_id where t.status = 'assigned' and o.assigned_worker_id is not t.assigned_worker_id",
      )
      .get() as { n: number };
    expect(mismatched.n).toBe(0);
  } finally {
    db.close();
  }
}

describe('faults', () => {
  it('survives SIGKILL in the middle of checkouts and job accepts, losing and doubling nothing', async () => {
    let server = await startServer();
    const services = bookable(server.database);
    expect(services).toHaveLength(2);
    const carts = await Promise.all(Array.from({ length: 12 }, (_, i) => paidCart(server, services, i)));
    // Half the carts complete first, so there are tickets for workers to race for.
    await Promise.all(
      carts.slice(0, 6).map((c) => c.client.call('POST', '/api/checkout/complete', { cartId: c.cartId })),
    );
    const worker = new HttpClient(server.base);
    await worker.call('POST', '/api/login', {
      email: 'worker@demo.brokenbow.events',
      password: 'BrokenBow!2026',
    });
    const pending = (await worker.call('GET', '/api/job-tickets/pending')).json as { id: string }[];
    expect(pending.length).toBeGreaterThan(0);

    // Fire everything at once and kill the process while it is busy.
    const inFlight = [
      ...carts
        .slice(6)
        .map((c) => c.client.call('POST', '/api/checkout/complete', { cartId: c.cartId }).catch(() => null)),
      ...pending.map((t) => worker.call('POST', `/api/job-tickets/${t.id}/accept`).catch(() => null)),
    ];
    await new Promise((resolve) => setTimeout(resolve, 15));
    server.child.kill('SIGKILL');
    await Promise.all(inFlight);
    await server.exited;
    const cartIds = carts.map((c) => c.cartId);
    checkIntegrity(server.database, cartIds);

    // Restart on the same file: finishing the interrupted checkouts fulfils each exactly once.
    server = await startServer(server.database);
    for (const c of carts) {
      c.client = Object.assign(new HttpClient(server.base), { cookie: c.client.cookie });
      const done = await c.client.call('POST', '/api/checkout/complete', { cartId: c.cartId });
      expect(done.status).toBe(200);
    }
    checkIntegrity(server.database, cartIds);
    const db = new Database(server.database, { readonly: true });
    // Two orders for each of the 12 carts (the demo seed's own bookings are not these carts').
    const ordered = db
      .prepare(
        `select count(*) as n from orders o join payments p on p.id = o.payment_id
         where p.cart_id in (${cartIds.map(() => '?').join(',')})`,
      )
      .get(...cartIds) as { n: number };
    expect(ordered.n).toBe(24);
    db.close();
    server.child.kill('SIGTERM');
    await server.exited;
  }, 120_000);

  it('finishes in-flight requests on SIGTERM, then exits cleanly', async () => {
    const server = await startServer();
    const requests = Array.from({ length: 30 }, () =>
      customer(server.base).then(
        () => 'ok',
        (e: Error) => e.message,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill('SIGTERM');
    const outcomes = await Promise.all(requests);
    const code = await server.exited;
    expect(code).toBe(0);
    // Every request the server had accepted got its full answer; none was cut off half-way.
    const answered = outcomes.filter((o) => o === 'ok').length;
    expect(answered).toBeGreaterThan(0);
    for (const outcome of outcomes) expect(['ok', 'fetch failed']).toContain(outcome);
    expect(server.output()).toContain('SIGTERM received');
  }, 60_000);

  it('reports the database and the push queue on /api/health', async () => {
    const server = await startServer();
    const health = (await (await fetch(`${server.base}/api/health`)).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ status: 'ok', database: 'ok', pushQueue: { pending: 0, failed: 0 } });
    server.child.kill('SIGTERM');
    await server.exited;
  }, 60_000);
});
