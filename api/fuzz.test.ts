import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_WEBHOOKS } from './app';
import { CHECK_UPLOAD_PATH } from './modules/jobs/jobs.routes';
import { REVIEW_UPLOAD_PATH } from './modules/reviews/reviews.routes';
import { PHOTOS_JSON_MAX } from './modules/vendor-page/photo-data-urls';
import { fingerprint } from './test/database-contents';
import { clientsForRoles, ENDPOINTS, ROLES, type Role } from './test/endpoints';
import { addJob, addService, addVendor } from './test/fixtures';
import { type Client, makeTestApp, ORIGIN } from './test/harness';

/**
 * Throws bad input at every endpoint as every role: no answer may be a 5xx, every 4xx must carry a
 * JSON message, and a refused call must leave the database exactly as it was.
 */
const t = await makeTestApp();
let clients: Record<Role, Client>;
let realIds: { vendor: string; service: string; ticket: string };
beforeAll(async () => {
  clients = await clientsForRoles(t);
  const vendor = await addVendor(t.db, { businessName: 'Fuzz Smokehouse' });
  const service = await addService(t.db, vendor.id);
  const customer = await clientsForRoles(t);
  const me = (await customer.customer.get('/api/user')).json as { id: string };
  realIds = {
    vendor: vendor.id,
    service: service.id,
    ticket: (await addJob(t.db, { customerId: me.id, vendorId: vendor.id })).id,
  };
});

// Failed sign-ins are counted on purpose (throttling); everything else must stay untouched.
const COUNTED = new Set(['login_attempts']);

const HUGE = 'x'.repeat(5_000); // six of them stay under the 100 KB body limit, so validation sees them
const BODIES: [string, string][] = [
  ['malformed JSON', '{"a": '],
  ['a JSON string', '"hello"'],
  ['a JSON array', '[1,2,3]'],
  ['null', 'null'],
  ['an empty object', '{}'],
  [
    'wrong types',
    JSON.stringify({
      email: 42,
      password: [],
      vendorId: {},
      guestCount: 'many',
      positions: 'all',
      price: { $gt: 0 },
      id: 7,
    }),
  ],
  [
    'extra fields',
    JSON.stringify({
      role: 'admin',
      isAdmin: true,
      __proto__: { polluted: true },
      constructor: { prototype: { x: 1 } },
    }),
  ],
  [
    'huge strings',
    JSON.stringify({
      email: `${HUGE}@example.com`,
      password: HUGE,
      name: HUGE,
      businessName: HUGE,
      notes: HUGE,
      vendorId: HUGE,
    }),
  ],
  [
    'unicode',
    JSON.stringify({
      email: '名前@例え.jp',
      firstName: '👩‍🌾\u0000\u202e',
      name: 'Ünïcødé 🎉',
      notes: '\ud800',
    }),
  ],
  [
    'SQL-looking text',
    JSON.stringify({
      email: "' or 1=1 --@x.com",
      vendorId: '1; drop table users; --',
      name: "Robert'); DROP TABLE vendors;--",
      serviceId: "' union select * from users --",
    }),
  ],
  ['deep nesting', `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`],
];
const BAD_IDS = ["'; drop table vendors; --", '%00', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(500), '😀', '-1'];
const BAD_QUERIES = [
  '?category[]=venue',
  '?priceRange=%24%24%24%24%24%24',
  '?limit=1e309',
  '?offset=1e300',
  '?offset=NaN',
  '?limit=-1',
  '?guests=99999999999-1',
  '?cuisineType=%E0%A4%A',
  '?package=__proto__',
];

function pathsFor(path: string): string[] {
  if (!path.includes(':id')) return [path];
  const real = path.startsWith('/api/vendors/')
    ? realIds.vendor
    : path.includes('job-tickets')
      ? realIds.ticket
      : realIds.service;
  return [path.replace(':id', real), ...BAD_IDS.map((id) => path.replace(':id', encodeURIComponent(id)))];
}

async function expectSafe(label: string, send: () => Promise<{ status: number; json: unknown }>) {
  const before = await fingerprint(t.db, COUNTED);
  const res = await send();
  expect(res.status, `${label} answered ${res.status}`).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.json, `${label} must explain itself in JSON`).toMatchObject({ message: expect.any(String) });
    expect(await fingerprint(t.db, COUNTED), `${label} was refused but changed the database`).toBe(before);
  }
}

describe('fuzzing the API', () => {
  // The Stripe webhook is not registered on this (local payments) app; stripe.test.ts covers it.
  const writes = ENDPOINTS.filter((e) => e.method !== 'GET' && !e.stripeOnly);
  for (const endpoint of writes) {
    it(`${endpoint.method} ${endpoint.path} survives bad bodies, ids and roles`, async () => {
      for (const role of ROLES) {
        for (const path of pathsFor(endpoint.path)) {
          for (const [name, raw] of BODIES) {
            if (endpoint.path === '/api/logout') continue; // ending the shared session would skew later rows
            await expectSafe(`${role} ${endpoint.method} ${path} with ${name}`, () =>
              clients[role].call(endpoint.method, path, {
                rawBody: raw,
                headers: { 'Content-Type': 'application/json' },
              }),
            );
          }
        }
      }
    });
  }

  for (const endpoint of ENDPOINTS.filter((e) => e.method === 'GET')) {
    it(`GET ${endpoint.path} survives bad ids and query strings`, async () => {
      for (const role of ROLES) {
        for (const path of pathsFor(endpoint.path)) {
          for (const query of ['', ...BAD_QUERIES]) {
            await expectSafe(`${role} GET ${path}${query}`, () => clients[role].get(`${path}${query}`));
          }
        }
      }
    });
  }

  it('answers every out-of-range or non-whole number in the directory query with a 400 JSON message', async () => {
    for (const query of [
      'offset=1e300',
      'offset=1e309',
      'offset=NaN',
      'offset=Infinity',
      'offset=-1',
      'offset=0x10',
      'offset=%20',
      'offset=1.5',
      'offset=100001',
      'offset=99999999999999999999',
      'limit=-1',
      'limit=0',
      'limit=101',
      'limit=1e2',
      'limit=',
      'limit=1&limit=2',
      'guests=99999999999-1',
      'guests=1-9999999',
      'guests=500-10',
      'guests=-5-10',
      `q=${'x'.repeat(101)}`,
      'q=a&q=b',
      'sort=cheapest',
      'sort=featured&sort=price',
    ]) {
      const res = await clients.anonymous.get(`/api/vendors?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json, query).toMatchObject({ message: expect.any(String), code: 'bad_request' });
    }
    for (const query of [
      'offset=100000',
      'limit=100',
      'limit=1&offset=0',
      'guests=99999%2B',
      'guests=26-50',
      'q=%22',
      'q=NEAR(a%20b)',
      'q=*',
      'q=%F0%9F%98%80',
      'q=%00',
      `q=${'%C3%A9'.repeat(100)}`,
      'sort=price&q=bbq&offset=100000',
    ]) {
      expect((await clients.anonymous.get(`/api/vendors?${query}`)).status, query).toBe(200);
    }
  });

  it('answers out-of-range numbers in bodies with a 400, never a 500', async () => {
    const huge = [1e300, -1, 1.5, Number.MAX_SAFE_INTEGER + 2, '1e300', 'NaN'];
    const bodies: [Role, string, string, (n: unknown) => unknown][] = [
      [
        'customer',
        'POST',
        '/api/events',
        (n) => ({
          name: 'Party',
          eventType: 'wedding',
          guestCount: n,
          eventDate: '2027-06-05',
          eventTime: '18:00',
        }),
      ],
      ['anonymous', 'POST', '/api/quotes', (n) => ({ guestCount: n })],
      [
        'customer',
        'POST',
        '/api/cart/items',
        (n) => ({
          vendorId: realIds.vendor,
          serviceId: realIds.service,
          selectedDate: '2027-06-05',
          guestCount: n,
          eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
        }),
      ],
      [
        'vendor',
        'POST',
        '/api/vendor/services',
        (n) => ({ vendorId: realIds.vendor, name: 'x', category: 'catering', price: '10', minGuests: n }),
      ],
      [
        'worker',
        'POST',
        '/api/push/subscriptions',
        (n) => ({
          endpoint: 'https://fcm.googleapis.com/fcm/send/x',
          expirationTime: n,
          keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
        }),
      ],
    ];
    for (const [role, method, path, body] of bodies) {
      for (const n of huge) {
        await expectSafe(`${role} ${method} ${path} with ${n}`, async () => {
          const res = await clients[role].call(method, path, { body: body(n) });
          expect(res.status, `${path} with ${n}`).toBe(400);
          return res;
        });
      }
    }
  });

  it('answers a body over the limit with 413 on every write', async () => {
    for (const endpoint of writes) {
      // A check-out and a review carry their photos in their JSON (photo-data-urls.ts): their limit is their own.
      const path = endpoint.path.replace(':id', 'x');
      const size = [CHECK_UPLOAD_PATH, REVIEW_UPLOAD_PATH].some((p) => p.test(path))
        ? PHOTOS_JSON_MAX
        : 200_000;
      const res = await clients.admin.call(endpoint.method, endpoint.path.replace(':id', 'x'), {
        rawBody: JSON.stringify({ notes: 'y'.repeat(size) }),
        headers: { 'Content-Type': 'application/json' },
      });
      expect(res.status, `${endpoint.method} ${endpoint.path}`).toBe(413);
    }
  });

  it('refuses writes that are not JSON, and from other origins', async () => {
    const before = await fingerprint(t.db, COUNTED);
    // Twilio's webhook takes Twilio's form and no Origin; its signature guards it (modules/sms/sms.test.ts).
    for (const endpoint of writes.filter((e) => !SIGNED_WEBHOOKS.has(e.path))) {
      const path = endpoint.path.replace(':id', 'x');
      const form = await t.app.request(`${ORIGIN}${path}`, {
        method: endpoint.method,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
        body: 'a=1',
      });
      expect(form.status).toBe(403);
      const text = await clients.customer.call(endpoint.method, path, {
        rawBody: 'hello',
        headers: { 'Content-Type': 'text/plain' },
      });
      expect(text.status).toBe(415);
    }
    expect(await fingerprint(t.db, COUNTED)).toBe(before);
  });
});
