import { openDatabase } from './client';
import { isEmpty, seedDemoData } from './seed';

const path = process.env.DATABASE_PATH ?? 'data/app.db';
const db = openDatabase(path);

try {
  // Seeding only an empty database keeps a rerun from clashing with, or doubling, existing rows.
  if (await isEmpty(db)) {
    const inserted = await seedDemoData(db);
    console.log(
      `Seeded ${path}: ${inserted.vendors} vendors, ${inserted.services} services, ${inserted.users} demo accounts.`,
    );
  } else {
    console.log(`${path} already has users or vendors; nothing seeded.`);
  }
} finally {
  db.sqlite.close();
}
