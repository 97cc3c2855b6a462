// `npm run db:migrate`: applies the committed migrations to DATABASE_PATH (the server also does it at start).
import { openDatabase } from './client';

const path = process.env.DATABASE_PATH ?? 'data/app.db';
openDatabase(path).sqlite.close();
console.log(`Migrated ${path}`);
