import { readFileSync } from 'node:fs';
import { approveWorker, makeAdmin } from './fixtures';
import { Client, type makeTestApp, signUp } from './harness';

export const ROLES = ['anonymous', 'customer', 'vendor', 'worker', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type Endpoint = { method: string; path: string; allowed: Record<Role, boolean> };

/** Every endpoint, read from docs/permissions.md: the one list the permission and fuzz tests walk. */
export const ENDPOINTS: Endpoint[] = readFileSync(
  new URL('../../docs/permissions.md', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line) => /^\|\s*(GET|POST|PUT|DELETE)\s*\|/.test(line))
  .map((line) => {
    const [method = '', path = '', ...marks] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    return {
      method,
      path,
      allowed: Object.fromEntries(ROLES.map((role, i) => [role, marks[i] === '✓'])) as Record<Role, boolean>,
    };
  });

/** One signed-in client per role (the worker approved, so worker-only rows are reachable). */
export async function clientsForRoles(t: ReturnType<typeof makeTestApp>): Promise<Record<Role, Client>> {
  const worker = await signUp(t.app, 'worker');
  approveWorker(t.db, worker.user.id);
  const admin = await signUp(t.app, 'customer');
  makeAdmin(t.db, admin.user.id);
  return {
    anonymous: new Client(t.app),
    customer: (await signUp(t.app, 'customer')).client,
    vendor: (await signUp(t.app, 'vendor')).client,
    worker: worker.client,
    admin: admin.client,
  };
}
