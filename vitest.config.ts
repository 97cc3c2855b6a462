import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The app's import aliases (vite.config.ts), so app/ tests import as the app does.
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '@contracts': fileURLToPath(new URL('./api/contracts', import.meta.url)),
    },
  },
  test: {
    include: ['api/**/*.test.ts', 'app/**/*.test.{ts,tsx}'],
    // The PostgreSQL runner's own tests need `npm run test:pg`'s server (vitest.pg.config.ts).
    exclude: ['**/node_modules/**', '**/*.pg.test.ts'],
    // Real scrypt, at a cost that keeps hundreds of sign-ups in the suite quick.
    env: { PASSWORD_HASH_COST: '14', NODE_ENV: 'test' },
    testTimeout: 20_000,
    // A world built before each test (sign-ups, a paid booking) gets the same room as a test on a
    // busy 2-core machine, not the 10 s default.
    hookTimeout: 20_000,
  },
});
