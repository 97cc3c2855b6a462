import { defineConfig } from 'vitest/config';
import { SQLITE_ONLY } from './api/test/postgres-suite';
import base from './vitest.config';

// `npm run test:pg` (issue 33): the API's test files again, on a private PostgreSQL, each test app on
// its own database copied from a migrated template; the few that test SQLite itself are left out
// (api/test/postgres-suite.ts).
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['api/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...SQLITE_ONLY],
    globalSetup: ['api/test/postgres-setup.ts'],
    setupFiles: ['api/test/postgres-file-setup.ts'],
  },
});
