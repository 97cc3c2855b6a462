import pg from 'pg';
import { startPostgres } from '../../scripts/postgres.mjs';
import { openPostgres } from '../db/postgres/client';
import { TEMPLATE_DATABASE } from './test-database';

/*
 * `npm run test:pg`'s global setup: a private PostgreSQL for the run (scripts/postgres.mjs), and one
 * database migrated once as the template every test app copies (api/test/test-database.ts).
 */
export default async function setup() {
  const server = await startPostgres({ database: 'postgres_tests' });
  const template = new URL(server.url);
  template.pathname = `/${TEMPLATE_DATABASE}`;
  const admin = new pg.Client(server.url);
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  await (await openPostgres(template.href, { connections: 1 })).close();
  // The test processes start after this and inherit it.
  process.env.TEST_POSTGRES_URL = server.url;
  return () => server.stop();
}
