import { townToday } from '../contracts/dates';
import { feeCents } from '../contracts/finance';
import { newId } from '../lib/ids';
import { mapInOrder } from '../lib/in-order';
import { feeRateBpsFor } from '../lib/plan-in-force';
import { recomputeVendorRating } from '../modules/reviews/vendor-rating';
import type { Tx } from './client';
import { orders, reviews, type services, users, type vendors } from './schema';
import type { SeedBooking, SeedVendor } from './seed-data';
import { PAST_CUSTOMERS, REVIEW_WORDS, VENDOR_REPLIES } from './seed-review-words';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A seeded vendor's typed count becomes this many real reviews: enough to read, not to flood a dashboard. */
const REVIEWS_PER_TYPED = 15;
const MIN_REVIEWS = 3;

/** mulberry32: the same demo on every install, with no library. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Stars for `n` reviews whose mean is as near `target` as whole stars allow, in a shuffled order. */
export function starsFor(target: number, n: number, random: () => number): number[] {
  const stars = Array.from({ length: n }, () => 5);
  let deficit = 5 * n - Math.min(5 * n, Math.max(n, Math.round(target * n)));
  while (deficit > 0) {
    const i = Math.floor(random() * n);
    const current = stars[i] ?? 5;
    if (current === 1) continue;
    // Mostly one star off, now and then a harsher one, as real pages read.
    const step = Math.min(deficit, current - 1, random() < 0.8 ? 1 : 2);
    stars[i] = current - step;
    deficit -= step;
  }
  return stars;
}

type Parties = {
  vendors: (typeof vendors.$inferInsert & { id: string })[];
  services: (typeof services.$inferInsert & { id: string })[];
};

/** Not a scrypt hash, so verifyPassword refuses every password: these people cannot sign in. */
const NO_SIGN_IN = '!';

/**
 * Past completed bookings and their reviews behind every seeded rating: each vendor's rating and count
 * are then computed from the rows (recomputeVendorRating, as the API does), never typed. Past orders
 * avoid the services the demo customer's own bookings use, so those stay the only orders of theirs.
 */
export async function insertDemoReviews(
  tx: Tx,
  seedVendors: SeedVendor[],
  demoBookings: SeedBooking[],
  parties: Parties,
  now: Date,
) {
  const customerIds = await mapInOrder(PAST_CUSTOMERS, async ([firstName, lastName]) => {
    const id = newId();
    const handle = `${firstName}.${lastName}`.toLowerCase();
    await tx
      .insert(users)
      .values({
        id,
        username: handle,
        email: `${handle}@guests.brokenbow.events`,
        passwordHash: NO_SIGN_IN,
        firstName,
        lastName,
      })
      .run();
    return id;
  });
  const booked = new Set(demoBookings.map((b) => `${b.vendor}|${b.service}`));
  for (const [index, seed] of seedVendors.entries()) {
    const vendor = parties.vendors.find((v) => v.businessName === seed.businessName);
    if (!vendor) continue;
    const random = prng(index + 1);
    const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;
    const offered = parties.services.filter(
      (s) =>
        s.vendorId === vendor.id &&
        !booked.has(`${seed.businessName}|${s.name}`) &&
        s.category !== 'delivery',
    );
    const n = Math.max(MIN_REVIEWS, Math.round(seed.reviewCount / REVIEWS_PER_TYPED));
    for (const stars of starsFor(seed.rating, n, random)) {
      const daysAgo = 10 + Math.floor(random() * 540);
      const written = new Date(now.getTime() - daysAgo * DAY_MS);
      const eventDay = townToday(new Date(written.getTime() - (1 + Math.floor(random() * 4)) * DAY_MS));
      const service = offered.length > 0 ? pick(offered) : null;
      const orderId = newId();
      const customerId = pick(customerIds);
      const amountCents = 25_000 + Math.floor(random() * 200) * 500;
      // Bookings from before the books: no payment recorded, so nothing in the ledger (a charge
      // nobody took cannot be split); the fee of the plan then is kept like any order's.
      const feeRateBps = await feeRateBpsFor(tx, vendor.id, written);
      await tx
        .insert(orders)
        .values({
          id: orderId,
          customerId,
          vendorId: vendor.id,
          serviceId: service?.id ?? null,
          type:
            service?.category === 'catering' || seed.businessType === 'restaurant'
              ? 'catering'
              : 'event_service',
          status: 'completed',
          amountCents,
          feeRateBps,
          feeCents: feeCents(amountCents, feeRateBps),
          scheduledDate: eventDay,
          createdAt: new Date(written.getTime() - 30 * DAY_MS).toISOString(),
          updatedAt: written.toISOString(),
        })
        .run();
      const replied = random() < 0.3;
      await tx
        .insert(reviews)
        .values({
          id: newId(),
          customerId,
          vendorId: vendor.id,
          orderId,
          rating: stars,
          comment: pick(REVIEW_WORDS[stars as 1 | 2 | 3 | 4 | 5]),
          reply: replied ? pick(VENDOR_REPLIES) : null,
          repliedAt: replied ? new Date(written.getTime() + DAY_MS).toISOString() : null,
          createdAt: written.toISOString(),
        })
        .run();
    }
    await recomputeVendorRating(tx, vendor.id, now);
  }
}
