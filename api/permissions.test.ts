import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { createStripeProvider } from './payments/stripe';
import {
  clientsForRoles,
  ENDPOINTS,
  type Endpoint,
  endpointKey,
  ROLES,
  type Role,
  registeredEndpoints,
} from './test/endpoints';
import { Client, makeTestApp, ORIGIN, testClock } from './test/harness';

// docs/permissions.md is the table. The app's own route list says what must be in it, and every
// row is called as every role, so a route missing from the table, a row for a route that is gone
// and a guard that does not match its row each fail here.

/** The same app with Stripe as the payment provider: its webhook exists only then. Nothing is sent. */
async function makeStripeTestApp() {
  const db = openDatabase(':memory:');
  const payments = createStripeProvider({
    secretKey: 'sk_test_permissions',
    publishableKey: 'pk_test_permissions',
    webhookSecret: 'whsec_permissions',
  });
  return { db, app: await createApp({ db, clock: testClock(), payments, publicOrigin: ORIGIN }) };
}

const local = await makeTestApp();
const stripe = await makeStripeTestApp();
const onLocal = registeredEndpoints(local.app);
const onStripe = registeredEndpoints(stripe.app);
const registered = [...new Set([...onLocal, ...onStripe])].sort();
const documented = ENDPOINTS.map((row) => endpointKey(row.method, row.path));
const without = (list: string[], other: string[]) => list.filter((key) => !other.includes(key));

describe('the permission table and the registered routes', () => {
  it('reads a sensible number of routes from the app', () => {
    // Guards the reader itself: an empty list would make the comparisons below vacuous.
    expect(onLocal.length).toBeGreaterThan(40);
    expect(onLocal).toContain('POST /api/job-tickets/:id/accept');
  });

  it('documents every route the app registers', () => {
    expect(without(registered, documented), 'routes missing from docs/permissions.md').toEqual([]);
  });

  it('documents no route the app does not register', () => {
    expect(without(documented, registered), 'rows in docs/permissions.md with no route').toEqual([]);
  });

  it('documents each route once', () => {
    expect(documented.filter((key, i) => documented.indexOf(key) !== i)).toEqual([]);
  });

  it('marks as "Stripe only" exactly the routes that exist only with Stripe configured', () => {
    const stripeOnly = ENDPOINTS.filter((row) => row.stripeOnly).map((r) => endpointKey(r.method, r.path));
    expect(stripeOnly.length).toBeGreaterThan(0);
    expect(without(onStripe, onLocal)).toEqual(stripeOnly);
    expect(without(onLocal, onStripe), 'routes that vanish when Stripe is configured').toEqual([]);
  });

  it('would notice a route added without a row, whatever its parameter is called', async () => {
    const t = await makeTestApp();
    t.app.get('/api/brand-new', (c) => c.json({}));
    t.app.post('/api/vendors/:vendorId/brand-new/', (c) => c.json({}));
    expect(without(registeredEndpoints(t.app), documented)).toEqual([
      'GET /api/brand-new',
      'POST /api/vendors/:id/brand-new',
    ]);
  });
});

let clients: { local: Record<Role, Client>; stripe: Record<Role, Client> };
beforeAll(async () => {
  clients = { local: await clientsForRoles(local), stripe: await clientsForRoles(stripe) };
});

/** What each row's marks promise: ✓ is never refused; ✗ is 401 signed out and 403 signed in. */
describe('every row is enforced as written', () => {
  const appFor = (row: Endpoint) => (row.stripeOnly ? stripe.app : local.app);
  for (const row of ENDPOINTS) {
    for (const role of ROLES) {
      const verdict = row.allowed[role] ? 'may' : 'may not';
      it(`${role} ${verdict} ${row.method} ${row.path}`, async () => {
        const path = row.path.replaceAll(':id', '00000000-0000-4000-8000-000000000000');
        const client = clients[row.stripeOnly ? 'stripe' : 'local'][role];
        // Logging out would end the shared session: use a throwaway client for that row.
        const caller = row.path === '/api/logout' ? new Client(await appFor(row)) : client;
        const res = await caller.call(
          row.method,
          path,
          row.method === 'GET' || row.method === 'DELETE' ? {} : { body: {} },
        );
        if (row.allowed[role]) {
          expect([401, 403], `${res.status} ${JSON.stringify(res.json)}`).not.toContain(res.status);
        } else {
          expect(res.status, JSON.stringify(res.json)).toBe(role === 'anonymous' ? 401 : 403);
        }
        expect(res.status).toBeLessThan(500);
      });
    }
  }
});
