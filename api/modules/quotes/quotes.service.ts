import { and, eq, isNull, sql } from 'drizzle-orm';
import { townToday } from '../../contracts/dates';
import { PAST_DAY_MESSAGE, type QuoteRequestInput, type QuoteRequestView } from '../../contracts/quotes';
import type { Db } from '../../db/client';
import { quoteRequests } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { leadVendors, writeLeads } from './leads';
import { countQuoteRequest } from './quote-throttle';

type QuoteRow = typeof quoteRequests.$inferSelect;

function quoteView({ userId: _user, ...row }: QuoteRow): QuoteRequestView {
  return row;
}

/**
 * A signed-in submitter owns a quote by account; a visitor's has no account, so its e-mail stands
 * in: a replay from the outbox carries the same e-mail, a stranger guessing the id does not.
 */
function sameSubmitter(row: QuoteRow, userId: string | null, email: string): boolean {
  return row.userId ? row.userId === userId : row.email.toLowerCase() === email.toLowerCase();
}

/** Who sends a request: their account if signed in, and the client address the limits count by. */
export type Submitter = { userId: string | null; address: string };

/**
 * Records a quote request. A replayed client id from the same submitter returns the first one
 * unchanged and uncounted; a new one counts against the limits (./quote-throttle.ts).
 */
export async function submitQuote(
  db: Db,
  input: QuoteRequestInput,
  { userId, address }: Submitter,
  now: Date,
): Promise<{ quote: QuoteRequestView; created: boolean }> {
  return await db.transaction(async (tx) => {
    if (input.id) {
      const existing = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, input.id)).get();
      if (existing && !sameSubmitter(existing, userId, input.email))
        throw conflict('That quote id is already used');
      if (existing) return { quote: quoteView(existing), created: false };
    }
    // Checked after the replay: a request sent yesterday for today stays answered, not refused.
    if (input.eventDate < townToday(now)) throw badRequest(PAST_DAY_MESSAGE, { eventDate: PAST_DAY_MESSAGE });
    await countQuoteRequest(tx, input.email, address, now);
    const leadTo = await leadVendors(tx, input, now);

    const row = await tx
      .insert(quoteRequests)
      .values({
        id: input.id ?? newId(),
        userId,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        eventDate: input.eventDate,
        eventTime: input.eventTime,
        guestCount: input.guestCount,
        eventType: input.eventType,
        venue: input.venue,
        additionalRequests: input.additionalRequests || null,
        packageId: input.packageId || null,
        vendorId: input.vendorId || null,
        category: input.category ?? null,
        createdAt: now.toISOString(),
      })
      .returning()
      .get();
    await writeLeads(tx, row, leadTo, now);
    return { quote: quoteView(row), created: true };
  });
}

/**
 * Joins a visitor's requests to the account that signs in or up with their e-mail (any case), so
 * the offers they receive show on /quotes. Reads through quote_requests_unclaimed_idx.
 */
export async function claimQuotes(db: Db, userId: string, email: string) {
  await db
    .update(quoteRequests)
    .set({ userId })
    .where(and(isNull(quoteRequests.userId), sql`lower(${quoteRequests.email}) = ${email.toLowerCase()}`))
    .run();
}
