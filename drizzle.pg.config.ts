import { defineConfig } from 'drizzle-kit';

// The PostgreSQL engine's migrations (issue 33), generated from the pg-core mirror of api/db/schema.ts
// (scripts/pg-schema.mts writes it). The SQLite ones stay in drizzle.config.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/postgres/schema.ts',
  out: './api/db/postgres/migrations',
});
