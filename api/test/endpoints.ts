import { readFileSync } from 'node:fs';
import type { App } from '../app';
import type { Db } from '../db/client';
import { approveWorker, makeAdmin } from './fixtures';
import { Client, signUp } from './harness';

export const ROLES = ['anonymous', 'customer', 'vendor', 'worker', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type Endpoint = {
  method: string;
  path: string;
  allowed: Record<Role, boolean>;
  notes: string;
  /** Registered only when Stripe is the payment provider (its notes begin "Stripe only"). */
  stripeOnly: boolean;
};

/** Every endpoint, read from docs/permissions.md: the one list the permission and fuzz tests walk. */
export const ENDPOINTS: Endpoint[] = readFileSync(
  new URL('../../docs/permissions.md', import.meta.url),
  'utf8',
)
  .split('\n')
  // Any upper-case verb, so a PATCH (or a typo) row is read, and then has to match a real route.
  .filter((line) => /^\|\s*[A-Z]+\s*\|/.test(line))
  .map((line) => {
    const [method = '', path = '', ...marks] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const notes = marks[ROLES.length] ?? '';
    return {
      method,
      path,
      allowed: Object.fromEntries(ROLES.map((role, i) => [role, marks[i] === '✓'])) as Record<Role, boolean>,
      notes,
      stripeOnly: /^Stripe only\b/i.test(notes),
    };
  });

/** "METHOD /path", with every path parameter spelled `:id` as the table writes it. */
export const endpointKey = (method: string, path: string) =>
  `${method} ${path.replace(/\/:[^/]+/g, '/:id').replace(/(.)\/$/, '$1')}`;

/**
 * What an app really answers, from Hono's own route list. Middleware (registered with `use`, so
 * method ALL, and written to take `next`) is not an endpoint, nor is the catch-all that answers an
 * unknown /api path with a JSON 404. An `all()` handler on a real path stays in, and fails the
 * comparison with the table, which lists verbs only.
 */
export function registeredEndpoints(app: App): string[] {
  const keys = new Set<string>();
  for (const route of app.routes) {
    const middleware = route.method === 'ALL' && route.handler.length >= 2;
    const catchAll = route.method === 'ALL' && route.path === '/api/*';
    if (middleware || catchAll) continue;
    keys.add(endpointKey(route.method, route.path));
  }
  return [...keys].sort();
}

/** One signed-in client per role (the worker approved, so worker-only rows are reachable). */
export async function clientsForRoles(t: { app: App; db: Db }): Promise<Record<Role, Client>> {
  const worker = await signUp(t.app, 'worker');
  await approveWorker(t.db, worker.user.id);
  const admin = await signUp(t.app, 'customer');
  await makeAdmin(t.db, admin.user.id);
  return {
    anonymous: new Client(t.app),
    customer: (await signUp(t.app, 'customer')).client,
    vendor: (await signUp(t.app, 'vendor')).client,
    worker: worker.client,
    admin: admin.client,
  };
}
