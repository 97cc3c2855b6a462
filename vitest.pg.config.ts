import { defineConfig } from 'vitest/config';
import { POSTGRES_SUITE } from './api/test/postgres-suite';
import base from './vitest.config';

// `npm run test:pg` (issue 33): the API's test files on a private PostgreSQL, each test app on its own
// database copied from a migrated template. The files are listed in api/test/postgres-suite.ts;
// POSTGRES_TRY_ALL=1 runs every API test file instead, to find the next ones that pass.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: process.env.POSTGRES_TRY_ALL ? ['api/**/*.test.ts'] : [...POSTGRES_SUITE],
    exclude: ['**/node_modules/**'],
    globalSetup: ['api/test/postgres-setup.ts'],
    setupFiles: ['api/test/postgres-file-setup.ts'],
  },
});
