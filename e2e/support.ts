import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_DATABASE } from '../playwright.config';

export { expect };

/**
 * The test's page is used as a person uses it: no wait for the app after a navigation. A drawn page
 * answers a tap made before the app has adopted it (public/start-app.js keeps and replays it).
 *
 * `test.use({ signedInAs: DEMO.vendor })` starts each test of a group with that account's session
 * cookie, signed in through the API (the /auth screen has its own tests), so a group of one-page
 * tests does not type the same sign-in once per page.
 */
export const test = base.extend<{ signedInAs: string | undefined }>({
  signedInAs: [undefined, { option: true }],
  storageState: async ({ signedInAs, storageState, baseURL, playwright }, use) => {
    if (!signedInAs) return use(storageState);
    const request = await playwright.request.newContext({ baseURL });
    const answer = await request.post('/api/login', { data: { email: signedInAs, password: DEMO_PASSWORD } });
    const signedIn = answer.ok();
    const state = await request.storageState();
    await request.dispose();
    expect(signedIn, `signing in as ${signedInAs} answered ${answer.status()}`).toBe(true);
    await use(state);
  },
});

export const DEMO_PASSWORD = 'BrokenBow!2026';
export const DEMO = {
  customer: 'customer@demo.brokenbow.events',
  vendor: 'vendor@demo.brokenbow.events',
  worker: 'worker@demo.brokenbow.events',
  admin: 'admin@demo.brokenbow.events',
} as const;

const ACCOUNT_TYPE_LABEL = {
  customer: 'Customer',
  vendor: 'Vendor / Business',
  worker: 'Gig Worker',
} as const;
const BUTTON_NAME = { customer: 'Customer', vendor: 'Vendor', worker: 'Gig Worker' } as const;

export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs up through the /auth screen as a person would; returns what was typed. */
export async function signUpThroughUi(page: Page, role: keyof typeof ACCOUNT_TYPE_LABEL = 'customer') {
  const username = unique(role);
  const person = {
    firstName: 'Avery',
    lastName: 'Lane',
    username,
    email: `${username}@example.com`,
    password: 'pine-lake-2026',
  };
  await page.goto('/auth');
  await page.getByLabel(ACCOUNT_TYPE_LABEL[role]).check();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('button', { name: `Create ${BUTTON_NAME[role]} Account` }).click();
  await expect(page.getByTestId('avatar')).toBeVisible();
  return person;
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  await page.getByRole('tabpanel').getByLabel('Email').fill(email);
  await page.getByRole('tabpanel').getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /^Sign In as / }).click();
  await expect(page.getByTestId('avatar')).toBeVisible();
}

/**
 * Resolves once a service worker is activated and controls the page (DESIGN.md, Toolchain facts).
 * A document whose navigation began while the worker was still installing is not claimed by
 * clients.claim() and stays uncontrolled for good; a person's next open of the page is controlled,
 * so the page is reloaded once in that case instead of waiting for a controllerchange that never comes.
 */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) => {
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve());
      });
    }
  });
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
  const claimed = await expect
    .poll(controlled, { timeout: 5_000 })
    .toBe(true)
    .then(() => true)
    .catch(() => false);
  if (claimed) return;
  await page.reload();
  await expect.poll(controlled).toBe(true);
}

/** The one visible toast (SPEC section 9), by its title and optional description. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId('toast');
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(toast.getByText(description, { exact: true })).toBeVisible();
}

/** Pays on /checkout with the embedded provider's card form (README, Payments): 4242... succeeds. */
export async function payWith(page: Page, card = '4242 4242 4242 4242') {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiration date').fill('1230');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

/** Reads the server's real SQLite file (read-only), to check what a flow left behind. */
export function readDatabase<T>(query: string, ...params: unknown[]): T[] {
  const db = new Database(E2E_DATABASE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(query).all(...params) as T[];
  } finally {
    db.close();
  }
}

/**
 * Changes the server's SQLite file, for what a test cannot wait for: time passing (a booking's day
 * moved into the past stands for the days going by). Not for setting up what a person would do.
 */
export function writeDatabase(statement: string, ...params: unknown[]): void {
  const db = new Database(E2E_DATABASE, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(statement).run(...params);
  } finally {
    db.close();
  }
}

/** Fills the Sign Up tab of an /auth screen a link already opened with its type and tab chosen. */
export async function signUpHere(page: Page, buttonName: string) {
  const username = unique('applicant');
  await page.getByLabel('First name').fill('Avery');
  await page.getByLabel('Last name').fill('Lane');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('pine-lake-2026');
  await page.getByLabel('Confirm password').fill('pine-lake-2026');
  await page.getByRole('button', { name: buttonName }).click();
  await expect(page.getByTestId('avatar')).toBeVisible();
}

/** A form draft kept on the phone (app/offline/drafts.ts), read straight from IndexedDB; null once cleared. */
export function readDraft(page: Page, key: string) {
  return page.evaluate(
    (draftKey) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('broken-bow-events');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('drafts', 'readonly').objectStore('drafts').get(draftKey);
          request.onsuccess = () => {
            resolve((request.result as { value?: unknown } | undefined)?.value ?? null);
            open.result.close();
          };
        };
      }),
    key,
  );
}

type ApiRequest = Page['request'];
/**
 * Moves a paid booking and its jobs to `day`, as if the days had gone by (the server keeps the real
 * clock): a row without its start and end instants is read as its whole day.
 */
export function moveBookingTo(orderId: string, day: string) {
  writeDatabase(
    'update orders set scheduled_date = ?, starts_at = null, ends_at = null where id = ?',
    day,
    orderId,
  );
  writeDatabase('update job_tickets set scheduled_date = ? where order_id = ?', day, orderId);
}

export type PaidBooking = {
  customer: { email: string; password: string; firstName: string; lastName: string; name: string };
  notes: string;
  eventAddress: string;
  orderId: string;
  ticketId: string;
};

/**
 * A fresh customer who books one catering service (Timber Ridge's, unless another vendor is named) for 30 guests and pays with the
 * embedded test card, all through the API (the checkout screen has its own spec). `request` is
 * signed in as that customer afterwards. The notes are unique, so the job card can be found by them.
 * Timber Ridge takes one event a day: each call in a run needs a day no other test books.
 */
export async function checkoutThroughApi(
  request: ApiRequest,
  selectedDate = '2027-03-06',
  vendorName = 'Timber Ridge Smokehouse',
  // Instant: accepted when paid, its job ticket out. A request waits for the vendor, its card held.
  bookingMode: 'instant' | 'request' = 'instant',
): Promise<PaidBooking> {
  const username = unique('buyer');
  const customer = {
    email: `${username}@example.com`,
    password: 'pine-lake-2026',
    firstName: 'Morgan',
    lastName: `Buyer${username.slice(-6)}`,
    name: '',
  };
  customer.name = `${customer.firstName} ${customer.lastName}`;
  const ok = async <T>(answer: Awaited<ReturnType<ApiRequest['post']>>): Promise<T> => {
    expect(answer.ok(), `${answer.url()} answered ${answer.status()}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };
  const { email, password, firstName, lastName } = customer;
  await ok(
    await request.post('/api/register', {
      data: { username, email, password, firstName, lastName, role: 'customer' },
    }),
  );
  const [service] = readDatabase<{ vendorId: string; serviceId: string }>(
    `select v.id as vendorId, s.id as serviceId from vendors v join services s on s.vendor_id = v.id
     where v.business_name = ? and s.is_active = 1 and s.category = 'catering' and s.booking_mode = ?
       and coalesce(s.min_guests, 0) <= 30 and coalesce(s.max_guests, 1000) >= 30
     order by s.name limit 1`,
    vendorName,
    bookingMode,
  );
  expect(service).toBeDefined();
  const notes = `Gate code ${unique('')}`;
  const eventAddress = '214 Bear Den Rd, Hochatown, OK 74728';
  await ok(
    await request.post('/api/cart/items', {
      data: { ...service, selectedDate, selectedTime: '17:00', guestCount: 30, notes, eventAddress },
    }),
  );
  const { clientSecret, cartId } = await ok<{ clientSecret: string; cartId: string }>(
    // A body makes it JSON, which the same-origin guard accepts without an Origin header.
    await request.post('/api/cart/checkout', { data: {} }),
  );
  await ok(
    await request.post('/api/payments/local/confirm', {
      data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' },
    }),
  );
  const { orderIds } = await ok<{ orderIds: string[] }>(
    await request.post('/api/checkout/complete', { data: { cartId } }),
  );
  const orderId = orderIds[0] ?? '';
  const [ticket] = readDatabase<{ id: string }>('select id from job_tickets where order_id = ?', orderId);
  // A request's ticket goes out only once the vendor accepts it.
  if (bookingMode === 'instant') expect(ticket).toBeDefined();
  return { customer, notes, eventAddress, orderId, ticketId: ticket?.id ?? '' };
}

/** Broken Bow's calendar day `days` from today, as YYYY-MM-DD (the server's "today" for bookings and jobs). */
export function townDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Waits until the persisted query cache (localStorage, written at most once a second) holds a query
 * whose key contains `fragment`, so a page left right after it paints is still there offline.
 */
export async function expectPersisted(page: Page, fragment: string) {
  await expect
    .poll(() =>
      page.evaluate((part) => {
        const raw = localStorage.getItem('bbe-query-cache');
        if (!raw) return false;
        const cache = JSON.parse(raw) as { clientState: { queries: { queryKey: unknown[] }[] } };
        return cache.clientState.queries.some((q) => JSON.stringify(q.queryKey).includes(part));
      }, fragment),
    )
    .toBe(true);
}

/** A new worker, signed up through /auth, whose application went in through the API (pending). */
export async function applyAsGigWorker(page: Page) {
  const person = await signUpThroughUi(page, 'worker');
  const answer = await page.request.post('/api/gig-workers', {
    data: {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: '(580) 555-0166',
      positions: ['setup_crew'],
      availability: ['weekends'],
      hasTransportation: true,
      experience: 'Summer crew at the lake lodges.',
    },
  });
  expect(answer.status()).toBe(201);
  return person;
}

/** Every page a visitor reaches without signing in (the offline matrix and the axe scan walk it). */
export const VISITOR_PAGES = [
  '/',
  '/vendors',
  '/catering',
  '/delivery',
  '/packages',
  '/quote',
  '/blog',
  '/terms',
  '/gig-workers',
  '/vendor-signup',
  '/event-planner',
  '/preferences',
  '/auth',
];

/**
 * Lie-fi, as a phone near Broken Bow has it: the radio says connected (`navigator.onLine` stays true)
 * while no request to /api is answered, the service worker's included. With `reachingServer`, each
 * request still reaches the server and only its answer is lost, as on a link that drops on the way
 * back. Returns the signal's return: requests are answered again.
 */
export async function lieFi(context: BrowserContext, { reachingServer = false } = {}) {
  await context.route('**/api/**', async (route) => {
    if (reachingServer) await route.fetch().catch(() => undefined);
    // Never answered: the page gives up at its own deadline.
  });
  return () => context.unrouteAll({ behavior: 'ignoreErrors' });
}

export const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/** A date two months ahead, so the booking is never in the past whenever the suite runs. */
export const futureDay = () => new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A seeded vendor's id, by its business name. */
export const vendorId = (name: string) => {
  const [row] = readDatabase<{ id: string }>('select id from vendors where business_name = ?', name);
  if (!row) throw new Error(`No seeded vendor named ${name}`);
  return row.id;
};

export const PASTA_BAR_ADDRESS = '12 Quail Hollow Ln, Hochatown, OK 74728';

/** Books Lakeshore Trattoria's Pasta Bar Buffet for 40 guests ($22.00 x 40) through the form. */
export async function bookPastaBar(page: Page, day: string) {
  await combo(page, 'Service').selectOption({ label: 'Pasta Bar Buffet — $22.00 per person' });
  await page.getByLabel('Event date').fill(day);
  await page.getByLabel('Time (optional)').fill('18:30');
  await page.getByLabel('Number of guests').fill('40');
  await page.getByLabel('Event address', { exact: true }).fill(PASTA_BAR_ADDRESS);
  await page.getByLabel('Notes (optional)').fill('Gate code 4411');
  await expect(page.getByTestId('price-hint')).toContainText('Estimated total: $880.00');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
}

/** Books the Pasta Bar while the server cannot be reached: the booking waits on the phone. */
export async function bookPastaBarToWait(page: Page) {
  await bookPastaBar(page, futureDay());
  await expectToast(
    page,
    'Saved offline',
    'Your booking will be added to your cart when you are back online.',
  );
  await expect(page.getByTestId('sync-status')).toContainText('1 change waiting to sync');
}
