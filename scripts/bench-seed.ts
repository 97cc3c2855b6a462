// Builds a large directory for benchmarks: 10,000 vendors with 50,000 services (plus the demo data),
// on either engine: a SQLite file, or a PostgreSQL database when given a `postgres://` URL.
// Usage: node --import tsx scripts/bench-seed.ts <database-path-or-url> [vendors]
import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { SqliteDb } from '../api/db/client';
import { openConfigured } from '../api/db/engine';
import { services, vendors } from '../api/db/schema';
import { seedDemoData } from '../api/db/seed';

const database = process.argv[2];
const total = Number(process.argv[3] ?? 10_000);
if (!database) throw new Error('usage: bench-seed.ts <database-path-or-url> [vendors]');

const db = await openConfigured(
  /^postgres(ql)?:\/\//.test(database) ? { url: database, path: '' } : { path: database },
);
await seedDemoData(db, new Date(), { ifEmpty: true });
const TYPES = [
  'restaurant',
  'venue',
  'photography',
  'entertainment',
  'florist',
  'bartending',
  'rentals',
] as const;
const CATEGORY = {
  restaurant: 'catering',
  venue: 'venue',
  photography: 'photography',
  entertainment: 'entertainment',
  florist: 'florist',
  bartending: 'bartending',
  rentals: 'rentals',
} as const;
const CUISINES = ['BBQ & Grilled', 'Italian', 'Mexican', 'Comfort Food', 'Healthy', 'Desserts'];
const PRICES = ['$', '$$', '$$$', '$$$$'] as const;
// Rows per insert statement: every column is a parameter (about 30 a vendor), well inside either
// engine's limit (32,766 on SQLite, 65,535 on PostgreSQL).
const CHUNK = 500;

const soon = new Date(Date.now() + 30 * 86_400_000).toISOString();
const vendorRows: (typeof vendors.$inferInsert)[] = [];
const serviceRows: (typeof services.$inferInsert)[] = [];
for (let i = 0; i < total; i++) {
  const type = TYPES[i % TYPES.length] ?? 'venue';
  const id = randomUUID();
  vendorRows.push({
    id,
    businessName: `Bench ${type} ${i}`,
    businessType: type,
    description: 'A vendor made for benchmarks: the same shape as a real listing.',
    city: 'Broken Bow',
    state: 'OK',
    priceRange: PRICES[i % 4],
    rating: Math.round((2 + (i % 300) / 100) * 100) / 100,
    reviewCount: i % 250,
    isVerified: i % 3 === 0,
    featuredUntil: i % 50 === 0 ? soon : null,
    metadata: type === 'restaurant' ? { cuisineType: CUISINES[i % 6] } : {},
  });
  for (let s = 0; s < 5; s++) {
    const min = [10, 26, 51, 101, 201][(i + s) % 5] ?? 10;
    serviceRows.push({
      id: randomUUID(),
      vendorId: id,
      name: `Package ${s + 1}`,
      description: 'Bench service',
      category: s === 4 && type === 'restaurant' ? 'delivery' : CATEGORY[type],
      basePriceCents: 5000 + s * 2500,
      priceUnit: 'per event',
      minGuests: min,
      maxGuests: min * 2,
      duration: '4 hours',
    });
  }
}

// A vendor's services follow it, CHUNK vendors at a time. After the first chunk the planner gets
// statistics: without any, SQLite's trigger that keeps a vendor's guest range (services_after_insert)
// scans every active service through services_guests_idx instead of the vendor's few, and the seed
// takes minutes at 10,000 vendors instead of seconds.
await db.transaction(async (tx) => {
  for (let from = 0; from < vendorRows.length; from += CHUNK) {
    await tx.insert(vendors).values(vendorRows.slice(from, from + CHUNK));
    const theirs = serviceRows.slice(from * 5, (from + CHUNK) * 5);
    for (let at = 0; at < theirs.length; at += CHUNK)
      await tx.insert(services).values(theirs.slice(at, at + CHUNK));
    if (from === 0) await tx.run(sql`analyze`);
  }
});
// Fresh statistics for the planner, as a long-lived database has.
if (db.engine === 'sqlite') (db as SqliteDb).sqlite.pragma('optimize');
else await db.run(sql`analyze`);
const [v] = await db.select({ n: count() }).from(vendors);
const [s] = await db.select({ n: count() }).from(services);
console.log(`bench database ${database}:`, { vendors: v?.n, services: s?.n });
await db.close();
