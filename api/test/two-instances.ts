import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { Db } from '../db/client';
import { testClock } from './harness';
import { newSharedDatabase, openTestDatabaseAt } from './test-database';

/**
 * Two app instances on one database, as two server processes sharing it would be: `next()` opens a
 * new SQLite file (a new PostgreSQL database under `npm run test:pg`) with two connections (a and b), its number (for names unique to it in fakes the files
 * share) and an app clock at 2026-11-27 09:00 UTC. The folder goes
 * when the test file ends. Call it at the top of a test file.
 */
export function twoInstancesOnOneFile(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let files = 0;
  return {
    /** A path in the folder, for a test that opens the file itself (a child process, say). */
    path: (name: string) => join(dir, name),
    async next(): Promise<{ a: Db; b: Db; file: number; clock: ReturnType<typeof testClock> }> {
      files += 1;
      const where = await newSharedDatabase(join(dir, `app${files}.db`));
      return {
        a: await openTestDatabaseAt(where),
        b: await openTestDatabaseAt(where),
        file: files,
        clock: testClock('2026-11-27T09:00:00.000Z'),
      };
    },
  };
}
