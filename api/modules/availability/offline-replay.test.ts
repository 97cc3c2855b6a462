import 'fake-indexeddb/auto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { QueuedItemRow } from '~/features/cart/components/queued-item-row';
import { queuedBookings } from '~/features/cart/queued-bookings';
import { setApiTransport } from '~/lib/api';
import { localDb } from '~/offline/db';
import { createSyncEngine } from '~/offline/sync-engine';
import { outboxRoutes } from '~/sync-registry';
import type { CheckoutIntent } from '../../contracts/checkout';
import { addService, addVendor } from '../../test/fixtures';
import { makeTestApp, ORIGIN, signUp } from '../../test/harness';

// A booking made with no signal waits in the phone's outbox; by the time the phone is back online
// someone else has booked the vendor's last slot that day. The phone's real sync engine replays it
// to the real API: it must end failed, with the server's words, in the cart's row for it.

afterAll(() => setApiTransport((path, init) => fetch(path, init)));

describe('an offline booking replayed onto a day that filled meanwhile', () => {
  it("is marked failed with the server's message, and the cart says so", async () => {
    const t = await makeTestApp();
    const vendor = await addVendor(t.db, { businessName: 'Smokehouse' });
    const buffet = await addService(t.db, vendor.id, { name: 'BBQ Buffet', basePriceCents: 50_000 });
    const [offline, quick] = [await signUp(t.app), await signUp(t.app)];
    // The phone speaks to this app, with the offline customer's session, as a browser would.
    setApiTransport(async (path, init) =>
      t.app.request(`${ORIGIN}${path}`, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          Cookie: offline.client.cookie,
          Origin: ORIGIN,
        },
      }),
    );
    let online = false;
    const engine = createSyncEngine({
      routes: outboxRoutes,
      currentUserId: async () => offline.user.id,
      isOnline: () => online,
    });

    const booking = {
      id: crypto.randomUUID(),
      vendorId: vendor.id,
      serviceId: buffet.id,
      itemName: 'Smokehouse - BBQ Buffet',
      selectedDate: '2026-12-12',
      eventAddress: 'Cabin 12, Hochatown, OK',
    };
    expect(await engine.sendOrQueue('cart-item', booking, 'Booking: Smokehouse', offline.user.id)).toEqual({
      status: 'queued',
    });

    // Meanwhile another customer books and pays for the day (capacity 1).
    await quick.client.post('/api/cart/items', {
      vendorId: vendor.id,
      serviceId: buffet.id,
      selectedDate: '2026-12-12',
      eventAddress: 'Cabin 12, Hochatown, OK',
    });
    const intent = (await quick.client.post('/api/cart/checkout')).json as CheckoutIntent;
    await quick.client.post('/api/payments/local/confirm', {
      clientSecret: intent.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 30',
      cvc: '123',
    });
    expect((await quick.client.post('/api/checkout/complete', { cartId: intent.cartId })).status).toBe(200);

    online = true;
    await engine.run();
    const message =
      'Smokehouse is not available on Saturday, December 12, 2026: the vendor is fully booked that day';
    const stored = await localDb.outbox.get(booking.id);
    expect(stored).toMatchObject({ status: 'failed', attempts: 1, lastError: message });

    if (!stored) throw new Error('the outbox lost the booking');
    const [queued] = queuedBookings([stored], offline.user.id);
    if (!queued) throw new Error('the cart does not list the booking');
    expect(queued).toMatchObject({ status: 'failed', reason: message });
    const row = renderToStaticMarkup(createElement(QueuedItemRow, { queued }));
    expect(row).toContain(`Could not be added: ${message}`);
    expect(row).toContain('aria-label="Discard Smokehouse - BBQ Buffet"');
    // Nothing reached the cart.
    expect(((await offline.client.get('/api/cart')).json as { items: unknown[] }).items).toEqual([]);
  });
});
