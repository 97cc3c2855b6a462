import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../contracts/checkout';
import { makeTestApp, signUp } from '../../test/harness';
import { payCart } from '../../test/pay';
import { makeOffer, sendQuote, vendorWithOwner } from '../../test/quote-fixtures';

describe('the customer’s bookings', () => {
  it('a booking made from a vendor’s offer is listed as "Custom offer" at the offer’s price', async () => {
    const t = makeTestApp();
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
});
