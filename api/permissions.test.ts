import { beforeAll, describe, expect, it } from 'vitest';
import { clientsForRoles, ENDPOINTS, ROLES, type Role } from './test/endpoints';
import { Client, makeTestApp } from './test/harness';

// docs/permissions.md is the table; this walks every row as every role.
const rows = ENDPOINTS;

const t = makeTestApp();
let clients: Record<Role, Client>;
beforeAll(async () => {
  clients = await clientsForRoles(t);
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
