import { databaseSettingsFromEnv, describeDatabase, openConfigured } from './engine';
import { seedDemoData } from './seed';

const settings = databaseSettingsFromEnv();
const where = describeDatabase(settings);
const db = await openConfigured(settings);

try {
  // Seeding only an empty database keeps a rerun from clashing with, or doubling, existing rows.
  const inserted = await seedDemoData(db, new Date(), { ifEmpty: true });
  if (inserted) {
    console.log(
      `Seeded ${where}: ${inserted.vendors} vendors, ${inserted.services} services, ${inserted.users} demo accounts.`,
    );
  } else {
    console.log(`${where} already has users or vendors; nothing seeded.`);
  }
} finally {
  await db.close();
}
