import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { approveWorker, makeAdmin } from './test/fixtures';
import { Client, makeTestApp, signUp } from './test/harness';

// docs/permissions.md is the table; this walks every row as every role.
const ROLES = ['anonymous', 'customer', 'vendor', 'worker', 'admin'] as const;
type Role = (typeof ROLES)[number];
const rows = readFileSync(new URL('../docs/permissions.md', import.meta.url), 'utf8')
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

const t = makeTestApp();
const clients = {} as Record<Role, Client>;
beforeAll(async () => {
  clients.anonymous = new Client(t.app);
  clients.customer = (await signUp(t.app, 'customer')).client;
  clients.vendor = (await signUp(t.app, 'vendor')).client;
  const worker = await signUp(t.app, 'worker');
  approveWorker(t.db, worker.user.id);
  clients.worker = worker.client;
  const admin = await signUp(t.app, 'customer');
  makeAdmin(t.db, admin.user.id);
  clients.admin = admin.client;
});

describe('the permission table', () => {
  it('lists every endpoint', () => {
    expect(rows.length).toBeGreaterThan(40);
  });

  for (const row of rows) {
    for (const role of ROLES) {
      const verdict = row.allowed[role] ? 'may' : 'may not';
      it(`${role} ${verdict} ${row.method} ${row.path}`, async () => {
        const path = row.path.replace(':id', '00000000-0000-4000-8000-000000000000');
        const client = clients[role];
        // Logging out would end the shared session: use a throwaway client for that row.
        const caller = row.path === '/api/logout' ? new Client(t.app) : client;
        const res = await caller.call(
          row.method,
          path,
          row.method === 'GET' || row.method === 'DELETE' ? {} : { body: {} },
        );
        if (row.allowed[role]) {
          expect([401, 403], `${res.status} ${JSON.stringify(res.json)}`).not.toContain(res.status);
        } else {
          expect(res.status).toBe(role === 'anonymous' ? 401 : 403);
        }
        expect(res.status).toBeLessThan(500);
      });
    }
  }
});
