import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CARD, REVENUE } from '../ledger/post';
import { planInForce } from '../lib/plan-in-force';
import { runPlanBilling } from '../modules/plans/renewals';
import { createLocalProvider } from '../payments/local';
import { type Db, openDatabase } from './client';
import { ledgerEntries, planInvoices, planSubscriptions, users, vendors } from './schema';
import { seedDemoData } from './seed';
import { DEMO_VENDOR_EMAIL } from './seed-data';

const NOW = new Date('2026-03-01T12:00:00.000Z');

describe('the demo seed’s plans', () => {
  let db: Db;
  beforeAll(async () => {
    db = openDatabase(':memory:');
    await seedDemoData(db, NOW);
  });

  it('backs every FEATURED vendor with an active Featured subscription paid to its featuredUntil', async () => {
    const featured = await db.select().from(vendors).where(isNotNull(vendors.featuredUntil)).all();
    const live = featured.filter((v) => (v.featuredUntil ?? '') > NOW.toISOString());
    expect(live.length).toBeGreaterThanOrEqual(3);
    for (const vendor of live) {
      const sub = await db
        .select()
        .from(planSubscriptions)
        .where(eq(planSubscriptions.vendorId, vendor.id))
        .get();
      expect(sub).toMatchObject({
        tier: 'featured',
        status: 'active',
        currentPeriodEnd: vendor.featuredUntil,
      });
      expect(await planInForce(db, vendor.id, NOW)).toBe('featured');
      const invoice = await db
        .select()
        .from(planInvoices)
        .where(eq(planInvoices.subscriptionId, sub?.id ?? ''))
        .get();
      expect(invoice).toMatchObject({ status: 'paid', amountCents: 4_900, periodEnd: vendor.featuredUntil });
      const entry = await db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.key, `invoice:${invoice?.id}`))
        .get();
      expect(entry).toMatchObject({ fromAccount: CARD, toAccount: REVENUE, amountCents: 4_900 });
    }
    const lapsed = featured.filter((v) => (v.featuredUntil ?? '') <= NOW.toISOString());
    for (const vendor of lapsed) expect(await planInForce(db, vendor.id, NOW)).toBe('basic');
  });

  it("puts the demo vendor's account on Featured, and the seeded plans renew on the server clock", async () => {
    const account = await db.select().from(users).where(eq(users.email, DEMO_VENDOR_EMAIL)).get();
    expect(account).toMatchObject({ subscriptionTier: 'featured', subscriptionStatus: 'active' });
    const later = new Date(NOW.getTime() + 40 * 86_400_000);
    await runPlanBilling(db, createLocalProvider(db, { now: () => later }), later);
    const live = await db
      .select()
      .from(planSubscriptions)
      .where(eq(planSubscriptions.status, 'active'))
      .all();
    expect(live.length).toBeGreaterThanOrEqual(3);
    for (const sub of live) expect((sub.currentPeriodEnd ?? '') > later.toISOString()).toBe(true);
  });
});
