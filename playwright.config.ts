import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './scripts/ensure-chromium.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

// One real server on a fresh SQLite file per run, serving the production build, as `npm start` does.
// Set once in the main process so test workers (which inherit the environment) read the same file.
process.env.E2E_DATABASE ??= `.tmp/e2e-${Date.now()}.db`;
export const E2E_DATABASE = process.env.E2E_DATABASE;
// Photos vendors upload in a run go to the system's temporary folder, never the project's data/.
process.env.E2E_PHOTOS_DIR ??= join(tmpdir(), `bbe-e2e-photos-${Date.now()}`);

export default defineConfig({
  testDir: 'e2e',
  // CI is a busy 2-core machine: two workers at most, and each test one page or one person's story
  // (a loop over pages or accounts is a loop of tests, never a loop inside one test's 60 s).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_FLAGS },
    serviceWorkers: 'allow',
    trace: 'off',
  },
  webServer: {
    command: 'node --import tsx api/server.ts',
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      DATABASE_PATH: E2E_DATABASE,
      PHOTOS_DIR: process.env.E2E_PHOTOS_DIR,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      // The origin the browser opens (baseURL above): writes from anywhere else are refused.
      PUBLIC_ORIGIN: `http://localhost:${E2E_PORT}`,
      STATIC_ROOT: process.env.STATIC_ROOT ?? 'dist',
      // A request past its answer-by expires within seconds rather than the minute a real server waits.
      HOLD_JOB_SECONDS: '2',
    },
  },
});
