/**
 * `npm run test:pg` runs every API test file on PostgreSQL (issue 33) but these, each with its reason.
 * A file that opens its own SQLite (`openDatabase(':memory:')`) rather than a test app's database runs
 * on SQLite there too, harmlessly.
 */
export const SQLITE_ONLY = [
  // The embedded engine's own machinery: its pragmas, and the gate that shares one connection.
  'api/db/client.test.ts',
  'api/db/transaction-gate.test.ts',
  // Each has a test of SQLite's query plan (EXPLAIN QUERY PLAN) beside tests that run anywhere.
  'api/modules/availability/booking-days.test.ts',
  'api/modules/events/event-suggestions.test.ts',
  // Digests every table around each of its thousands of requests: minutes on SQLite, far longer over
  // a socket. The same endpoints' refusals run on PostgreSQL in their own files.
  'api/fuzz.test.ts',
] as const;
