import type { App } from '../app';
import type { VendorOfferView } from '../contracts/offers';
import type { QuoteRequestView } from '../contracts/quotes';
import type { Db } from '../db/client';
import { addService, addVendor } from './fixtures';
import type { Client } from './harness';
import { signUp } from './harness';

/** A quote request's body; tests state only what they are about. */
export const quoteBody = (over: Record<string, unknown> = {}) => ({
  firstName: 'June',
  lastName: 'Carter',
  email: 'june@example.com',
  phone: '(580) 555-0199',
  eventDate: '2026-12-12',
  eventTime: '17:00',
  guestCount: '40',
  eventType: 'wedding',
  venue: 'Lakeview Lodge, Beavers Bend',
  ...over,
});

/** A listed vendor owned by a signed-up vendor account, with one catering service for 10-60 guests. */
export async function vendorWithOwner(app: App, db: Db, businessName: string) {
  const { client, user } = await signUp(app, 'vendor');
  const vendor = await addVendor(db, { businessName, userId: user.id, rating: 4.5 });
  await addService(db, vendor.id, { name: 'Buffet', category: 'catering', minGuests: 10, maxGuests: 60 });
  return { client, user, vendor };
}

export async function sendQuote(client: Client, over: Record<string, unknown> = {}) {
  const res = await client.post('/api/quotes', quoteBody(over));
  if (res.status !== 201) throw new Error(`quote failed: ${JSON.stringify(res.json)}`);
  return res.json as QuoteRequestView;
}

export async function makeOffer(
  client: Client,
  quoteId: string,
  vendorId: string,
  over: Record<string, unknown> = {},
) {
  const res = await client.post(`/api/vendor/leads/${quoteId}/offers`, {
    vendorId,
    price: '1250.00',
    description: 'Dinner buffet for 40, set-up and clean-up',
    expiresOn: '2026-12-05',
    ...over,
  });
  return { status: res.status, json: res.json as VendorOfferView & { message?: string } };
}
