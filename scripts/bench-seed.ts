// Builds a large directory for benchmarks: 10,000 vendors with 50,000 services (plus the demo data).
// Usage: node --import tsx scripts/bench-seed.ts <database-path> [vendors]
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../api/db/client';
import { seedDemoData } from '../api/db/seed';

const path = process.argv[2];
const count = Number(process.argv[3] ?? 10_000);
if (!path) throw new Error('usage: bench-seed.ts <database-path> [vendors]');

const db = openDatabase(path);
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
const PRICES = ['$', '$$', '$$$', '$$$$'];

const insertVendor = db.sqlite.prepare(
  `insert into vendors (id, business_name, business_type, description, city, state, price_range, rating, review_count, is_verified, featured_until, metadata)
   values (?, ?, ?, ?, 'Broken Bow', 'OK', ?, ?, ?, ?, ?, ?)`,
);
const insertService = db.sqlite.prepare(
  `insert into services (id, vendor_id, name, description, category, base_price_cents, price_unit, min_guests, max_guests, duration)
   values (?, ?, ?, ?, ?, ?, 'per event', ?, ?, '4 hours')`,
);
const soon = new Date(Date.now() + 30 * 86_400_000).toISOString();
db.sqlite.transaction(() => {
  for (let i = 0; i < count; i++) {
    const type = TYPES[i % TYPES.length] ?? 'venue';
    const id = randomUUID();
    insertVendor.run(
      id,
      `Bench ${type} ${i}`,
      type,
      'A vendor made for benchmarks: the same shape as a real listing.',
      PRICES[i % 4],
      Math.round((2 + (i % 300) / 100) * 100) / 100,
      i % 250,
      i % 3 === 0 ? 1 : 0,
      i % 50 === 0 ? soon : null,
      JSON.stringify(type === 'restaurant' ? { cuisineType: CUISINES[i % 6] } : {}),
    );
    for (let s = 0; s < 5; s++) {
      const min = [10, 26, 51, 101, 201][(i + s) % 5] ?? 10;
      insertService.run(
        randomUUID(),
        id,
        `Package ${s + 1}`,
        'Bench service',
        s === 4 && type === 'restaurant' ? 'delivery' : CATEGORY[type],
        5000 + s * 2500,
        min,
        min * 2,
      );
    }
  }
})();
db.sqlite.pragma('optimize');
const n = db.sqlite
  .prepare('select (select count(*) from vendors) as vendors, (select count(*) from services) as services')
  .get();
console.log(`bench database ${path}:`, n);
db.sqlite.close();
