import { addDays } from '../contracts/availability';
import { townToday } from '../contracts/dates';
import type { QuoteEventType } from '../contracts/quotes';
import { newId } from '../lib/ids';
import type { Tx } from './client';
import {
  messages,
  messageThreads,
  quoteLeads,
  quoteOffers,
  quoteRequests,
  type users,
  type vendors,
} from './schema';
import { DEMO_CUSTOMER_EMAIL, DEMO_VENDOR_EMAIL } from './seed-data';

const HOUR_MS = 60 * 60 * 1000;

type Parties = {
  customer: { id: string; firstName: string; lastName: string; email: string; phone: string };
  /** The demo vendor account's user id (it owns Timber Ridge Smokehouse). */
  vendorUserId: string;
  vendors: (typeof vendors.$inferInsert & { id: string })[];
};

type SeedQuote = {
  eventType: QuoteEventType;
  daysFromNow: number;
  guests: number;
  venue: string;
  notes: string | null;
  askedHoursAgo: number;
  packageId?: string;
  category?: 'catering';
  directedTo?: string;
  leadsTo: string[];
  offers?: { vendor: string; price: number; description: string; daysToDecide: number }[];
};

// Issue 15's demo: the demo customer's quote requests as local vendors received them, two offers to
// compare on one, and a conversation with the demo vendor about it. Days are relative to the seed.
const QUOTES: SeedQuote[] = [
  {
    eventType: 'anniversary',
    daysFromNow: 64,
    guests: 60,
    venue: 'Whispering Pines Event Barn, Hochatown',
    notes: 'Brisket and a vegetarian main; dinner at 6.',
    askedHoursAgo: 30,
    category: 'catering',
    leadsTo: ['Timber Ridge Smokehouse', 'Hickory Hollow Pit & Grill', 'Lakeshore Trattoria'],
    offers: [
      {
        vendor: 'Timber Ridge Smokehouse',
        price: 1_950_00,
        description:
          'Smoked brisket and pulled pork buffet for 60, two sides, a vegetarian main, staff of three.',
        daysToDecide: 10,
      },
      {
        vendor: 'Hickory Hollow Pit & Grill',
        price: 2_175_50,
        description: 'Family-style BBQ dinner for 60 with cornbread, peach cobbler and set-up and clean-up.',
        daysToDecide: 7,
      },
    ],
  },
  {
    eventType: 'birthday',
    daysFromNow: 75,
    guests: 25,
    venue: 'Cabin on Lukfata Creek',
    notes: 'A surprise 40th: smoked wings and sliders if you do them.',
    askedHoursAgo: 5,
    directedTo: 'Timber Ridge Smokehouse',
    leadsTo: ['Timber Ridge Smokehouse'],
  },
  {
    eventType: 'wedding',
    daysFromNow: 120,
    guests: 20,
    venue: 'Lakeview Bluff Chapel',
    notes: null,
    askedHoursAgo: 50,
    packageId: 'intimate',
    leadsTo: ['Timber Ridge Smokehouse', 'Kiamichi Light Photography', 'Wild Dogwood Florals'],
  },
];

const THREAD = [
  { from: 'customer', hoursAgo: 20, body: 'Hi! Could the vegetarian main be something smoked too?' },
  { from: 'vendor', hoursAgo: 18, body: 'Sure: smoked portobello stacks are a favourite. Same price.' },
  { from: 'customer', hoursAgo: 17, body: 'Perfect, thank you. We will decide by the weekend.' },
] as const;

/** The demo customer and vendor accounts as the seed made them. */
export function demoLeadParties(
  userRows: (typeof users.$inferInsert)[],
  vendorRows: Parties['vendors'],
): Parties {
  const customer = userRows.find((u) => u.email === DEMO_CUSTOMER_EMAIL);
  const vendorUser = userRows.find((u) => u.email === DEMO_VENDOR_EMAIL);
  if (!customer?.id || !vendorUser?.id) throw new Error('Seed data lacks the demo customer or vendor');
  return {
    customer: {
      id: customer.id,
      firstName: customer.firstName ?? 'Casey',
      lastName: customer.lastName ?? 'Morgan',
      email: customer.email,
      phone: customer.phone ?? '(580) 555-0131',
    },
    vendorUserId: vendorUser.id,
    vendors: vendorRows,
  };
}

export async function insertDemoLeads(tx: Tx, parties: Parties, now: Date) {
  const vendorId = (name: string) => {
    const found = parties.vendors.find((v) => v.businessName === name);
    if (!found) throw new Error(`Seed lead for an unknown vendor: ${name}`);
    return found.id;
  };
  const today = townToday(now);
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS).toISOString();
  for (const quote of QUOTES) {
    const quoteId = newId();
    const askedAt = ago(quote.askedHoursAgo);
    await tx
      .insert(quoteRequests)
      .values({
        id: quoteId,
        userId: parties.customer.id,
        firstName: parties.customer.firstName,
        lastName: parties.customer.lastName,
        email: parties.customer.email,
        phone: parties.customer.phone,
        eventDate: addDays(today, quote.daysFromNow),
        eventTime: '18:00',
        guestCount: quote.guests,
        eventType: quote.eventType,
        venue: quote.venue,
        additionalRequests: quote.notes,
        packageId: quote.packageId ?? null,
        vendorId: quote.directedTo ? vendorId(quote.directedTo) : null,
        category: quote.category ?? null,
        createdAt: askedAt,
      })
      .run();
    const offered = new Set(quote.offers?.map((o) => o.vendor));
    await tx
      .insert(quoteLeads)
      .values(
        quote.leadsTo.map((name) => ({
          quoteRequestId: quoteId,
          vendorId: vendorId(name),
          answeredAt: offered.has(name) ? ago(quote.askedHoursAgo - 4) : null,
          createdAt: askedAt,
        })),
      )
      .run();
    for (const offer of quote.offers ?? []) {
      await tx
        .insert(quoteOffers)
        .values({
          id: newId(),
          quoteRequestId: quoteId,
          vendorId: vendorId(offer.vendor),
          priceCents: offer.price,
          description: offer.description,
          expiresOn: addDays(today, offer.daysToDecide),
          createdAt: ago(quote.askedHoursAgo - 4),
          updatedAt: ago(quote.askedHoursAgo - 4),
        })
        .run();
    }
    if (quote.offers) await insertThread(tx, parties, quoteId, vendorId('Timber Ridge Smokehouse'), ago);
  }
}

/** The customer and the demo vendor talking about the offer (rows only: the threads API is elsewhere). */
async function insertThread(
  tx: Tx,
  parties: Parties,
  quoteId: string,
  vendorId: string,
  ago: (h: number) => string,
) {
  const threadId = newId();
  const last = THREAD[THREAD.length - 1];
  await tx
    .insert(messageThreads)
    .values({
      id: threadId,
      customerId: parties.customer.id,
      vendorId,
      quoteRequestId: quoteId,
      customerReadAt: ago(last?.hoursAgo ?? 0),
      // Both have read it all: the demo vendor's unread count starts at zero (e2e/messages.spec.ts counts on it).
      vendorReadAt: ago(last?.hoursAgo ?? 0),
      lastMessageAt: ago(last?.hoursAgo ?? 0),
      createdAt: ago(THREAD[0].hoursAgo),
    })
    .run();
  await tx
    .insert(messages)
    .values(
      THREAD.map((m) => ({
        id: newId(),
        threadId,
        senderId: m.from === 'customer' ? parties.customer.id : parties.vendorUserId,
        body: m.body,
        createdAt: ago(m.hoursAgo),
      })),
    )
    .run();
}
