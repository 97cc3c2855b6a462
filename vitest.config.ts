import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['api/**/*.test.ts', 'app/**/*.test.{ts,tsx}'],
    // Real scrypt, at a cost that keeps hundreds of sign-ups in the suite quick.
    env: { PASSWORD_HASH_COST: '14', NODE_ENV: 'test' },
    testTimeout: 20_000,
  },
});
