import { formatLongDay } from '../../contracts/dates';
import { formatMoney } from '../../contracts/money';
import type { Executor } from '../../db/client';
import type { quoteOffers, quoteRequests, vendors } from '../../db/schema';
import { renderMail } from '../../mail/layout';
import { VISITOR_OFFER_MAIL } from '../../mail/mail-lists';
import { queueMail } from '../../mail/queue';
import { unsubscribeUrl } from '../../mail/unsubscribe-token';
import { notify } from '../../notifications/notify';

/** Where a visitor's offer e-mail links: the site, and the key that signs its unsubscribe link. */
export type OfferMailSite = { publicOrigin: string; unsubscribeSecret: string };

/**
 * A vendor's offer reaches whoever asked. A customer with an account gets a notification; a visitor
 * who asked signed out has only the e-mail address they gave for the answer, so it is e-mailed there
 * (they asked for exactly this), with the way to see it: an account under that address.
 */
export async function tellOfOffer(
  db: Executor,
  offer: typeof quoteOffers.$inferSelect,
  quote: typeof quoteRequests.$inferSelect,
  vendor: Pick<typeof vendors.$inferSelect, 'businessName'>,
  { publicOrigin, unsubscribeSecret }: OfferMailSite,
  now: Date,
) {
  const price = formatMoney(offer.priceCents, 'cents');
  const title = `New offer from ${vendor.businessName}: ${price}`;
  const body = `${vendor.businessName} offers ${price} for your event on ${formatLongDay(quote.eventDate)}.`;
  const facts = [
    `What is included: ${offer.description}`,
    `Guests: ${quote.guestCount}`,
    `The offer runs until ${formatLongDay(offer.expiresOn)}.`,
  ];
  if (quote.userId) {
    await notify(
      db,
      {
        userId: quote.userId,
        kind: 'offer-new',
        about: `offer:${offer.id}`,
        title,
        body,
        url: '/quotes',
        facts,
      },
      now,
    );
    return;
  }
  await queueMail(
    db,
    {
      key: `${VISITOR_OFFER_MAIL}${offer.id}`,
      to: quote.email,
      ...renderMail({
        subject: title,
        greeting: `Hello ${quote.firstName},`,
        paragraphs: [
          body,
          facts.join('\n'),
          `To compare offers and book, sign in or create an account with this e-mail address (${quote.email}): your request joins it.`,
        ],
        action: { label: 'See your offers', url: new URL('/quotes', publicOrigin).href },
        footnote: 'You get this because you asked for quotes on Broken Bow Events.',
        preferencesUrl: new URL('/preferences', publicOrigin).href,
        unsubscribeUrl: unsubscribeUrl(publicOrigin, unsubscribeSecret, {
          email: quote.email.toLowerCase(),
          kind: 'offers',
          userId: null,
        }),
      }),
    },
    now,
  );
}

/** The vendor's owner learns their offer was declined, with the customer's reason when they gave one. */
export async function tellOfDecline(
  db: Executor,
  offer: typeof quoteOffers.$inferSelect,
  quote: typeof quoteRequests.$inferSelect,
  vendor: Pick<typeof vendors.$inferSelect, 'userId'>,
  now: Date,
) {
  if (!vendor.userId) return;
  const price = formatMoney(offer.priceCents, 'cents');
  await notify(
    db,
    {
      userId: vendor.userId,
      kind: 'offer-declined',
      about: `offer-declined:${offer.id}`,
      title: `${quote.firstName} declined your ${price} offer`,
      body: offer.declineReason
        ? `${quote.firstName} declined your offer for ${formatLongDay(quote.eventDate)}: “${offer.declineReason}”`
        : `${quote.firstName} declined your offer for ${formatLongDay(quote.eventDate)} without giving a reason.`,
      url: `/vendor-dashboard?tab=leads&quote=${quote.id}`,
    },
    now,
  );
}
