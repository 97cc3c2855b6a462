// `npm run db:migrate`: applies the committed migrations to DATABASE_URL or DATABASE_PATH (the server
// also does it at start).
import { databaseSettingsFromEnv, describeDatabase, openConfigured } from './engine';

const settings = databaseSettingsFromEnv();
await (await openConfigured(settings)).close();
console.log(`Migrated ${describeDatabase(settings)}`);
