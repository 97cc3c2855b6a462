import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../contracts/checkout';
import { makeTestApp, signUp } from '../../test/harness';
import { payCart } from '../../test/pay';
import { makeOffer, sendQuote, vendorWithOwner } from '../../test/quote-fixtures';
import { changeWorld } from './booking-change-test-kit';

describe('the customer’s bookings', () => {
  it('a booking made from a vendor’s offer is listed as "Custom offer" at the offer’s price', async () => {
    const t = await makeTestApp();
    const { client } = await signUp(t.app);
    const smoke = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const quote = await sendQuote(client, { category: 'catering' });
    const offer = (await makeOffer(smoke.client, quote.id, smoke.vendor.id)).json as { id: string };
    expect((await client.post(`/api/offers/${offer.id}/book`, {})).status).toBe(201);
    await payCart(client);
    const listed = (await client.get('/api/orders')).json as OrderView[];
    expect(listed).toMatchObject([
      { vendorName: 'Smokehouse', serviceName: 'Custom offer', amount: '1250.00' },
    ]);
  });

  it('lists the newest first: the DJ’s billed hours, and a cancelled buffet with its refund', async () => {
    const w = await changeWorld();
    const { client, orderIds } = await w.bookCart([
      { serviceId: w.buffet.id, selectedDate: '2026-12-10', selectedTime: '18:00', guestCount: 20 },
    ]);
    const [buffetId = ''] = orderIds;
    w.t.clock.advance(60_000);
    await client.post('/api/cart/items', {
      vendorId: w.vendor.id,
      serviceId: w.dj.id,
      selectedDate: '2026-12-12',
      selectedTime: '19:00',
      endTime: '22:30',
      eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
    });
    const [djId = ''] = (await payCart(client)).orderIds;
    await w.owner.client.post(`/api/vendor/orders/${buffetId}/cancel`, {});
    const listed = (await client.get('/api/orders')).json as OrderView[];
    expect(listed).toMatchObject([
      { id: djId, serviceName: 'Party DJ', hours: 3.5, amount: '350.00', guestCount: null, refund: null },
      {
        id: buffetId,
        serviceName: 'Buffet',
        hours: null,
        guestCount: 20,
        status: 'cancelled',
        refund: { amount: '1000.00', status: 'succeeded' },
      },
    ]);
  });
});
