/**
 * An app instance that takes the refunds lease and never finishes its run, in its own process
 * (api/lib/job-lease.test.ts kills it with SIGKILL, as a crash would). It renews the lease while it
 * lives (JOB_LEASE_MS from the test), and says 'holding' once it has it.
 *
 * argv: database path, and a holder id to use instead of this process's (to stand for a process on
 * another machine).
 */

import { openDatabase } from '../db/client';
import { backgroundJob } from '../lib/background-job';

const [databasePath = '', holder] = process.argv.slice(2);
const db = openDatabase(databasePath);
// The work runs once the lease is ours: it says so, and never finishes.
const job = backgroundJob(
  'refunds',
  () => {
    process.send?.('holding');
    return new Promise<never>(() => undefined);
  },
  60_000,
  { lease: { db, holder } },
);
job.kick();
