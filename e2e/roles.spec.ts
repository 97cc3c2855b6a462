import type { Browser, Page } from '@playwright/test';
import {
  applyAsGigWorker,
  checkoutThroughApi,
  DEMO,
  expect,
  expectToast,
  readDatabase,
  signIn,
  signUpThroughUi,
  test,
} from './support';

// Each person's place (issue 14, item 8): where a sign-in lands, what the menus offer, a booking's own
// page, and the admin's reasons.

async function secondPhone(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

/** React's hydration mismatches arrive as page errors; a signed-in visitor's 401s are not expected here. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const openAccountMenu = async (page: Page) => {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  return page.getByRole('menu');
};

test('a vendor signing in lands on the vendor dashboard, with it in the menu', async ({ page }) => {
  await signIn(page, DEMO.vendor);
  await expect(page).toHaveURL('/vendor-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor Dashboard' })).toBeVisible();
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Vendor dashboard' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'My bookings' })).toHaveCount(0);
});

test('a vendor is offered the dashboard instead of a blank application', async ({ page }) => {
  await signIn(page, DEMO.vendor);
  await page.goto('/vendor-signup');
  const status = page.getByTestId('vendor-application-status');
  await expect(status).toContainText('Timber Ridge Smokehouse');
  await expect(status).toContainText('Listed');
  await expect(page.getByRole('form', { name: 'Vendor application' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL('/vendor-dashboard');
  // The home page is drawn for a signed-out visitor; the vendor's link appears once the app adopts it.
  const errors = watchErrors(page);
  await page.goto('/');
  // The home page's call to action (the footer's sitemap keeps its link to the application page).
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Become a Vendor' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('a worker signing in lands on the job board, and is not asked to apply again', async ({ page }) => {
  await signIn(page, DEMO.worker);
  await expect(page).toHaveURL('/worker-jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Board' })).toBeVisible();
  const errors = watchErrors(page);
  await page.goto('/gig-workers');
  await expect(page.getByRole('link', { name: 'Open the Job Board' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply now' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('an admin signing in lands on the console', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Console' })).toBeVisible();
});

test('a vendor sent to sign in from a page returns to it', async ({ page }) => {
  await page.goto('/auth?redirect=%2Fpreferences');
  await page.getByRole('tabpanel').getByLabel('Email').fill(DEMO.vendor);
  await page.getByRole('tabpanel').getByLabel('Password').fill('BrokenBow!2026');
  await page.getByRole('button', { name: /^Sign In as / }).click();
  await expect(page).toHaveURL('/preferences');
});

test('a customer pays and the success screen gives each booking its reference, amount and next step', async ({
  page,
}) => {
  await signUpThroughUi(page);
  const [service] = readDatabase<{ vendorId: string; serviceId: string }>(
    `select v.id as vendorId, s.id as serviceId from vendors v join services s on s.vendor_id = v.id
     where v.business_name = 'Timber Ridge Smokehouse' and s.is_active = 1 and s.category = 'catering'
       and coalesce(s.min_guests, 0) <= 30 and coalesce(s.max_guests, 1000) >= 30
     order by s.name limit 1`,
  );
  const added = await page.request.post('/api/cart/items', {
    data: {
      ...service,
      selectedDate: '2027-05-15',
      selectedTime: '17:00',
      guestCount: 30,
      eventAddress: '58 Stevens Gap Rd, Hochatown, OK 74728',
    },
  });
  expect(added.status()).toBe(201);
  await page.goto('/checkout');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration date').fill('1230');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await page.getByRole('button', { name: 'Stay on this page' }).click();

  const [order] = readDatabase<{ id: string; amount_cents: number; status: string }>(
    'select id, amount_cents, status from orders where customer_id = (select id from users where email = ?)',
    await page.evaluate(async () => ((await (await fetch('/api/user')).json()) as { email: string }).email),
  );
  const reference = order?.id.slice(0, 8).toUpperCase() ?? '';
  const paid = page.getByTestId('paid-order');
  await expect(paid).toContainText(`Reference ${reference}`);
  await expect(paid).toContainText('Timber Ridge Smokehouse');
  await expect(paid).toContainText(`$${((order?.amount_cents ?? 0) / 100).toFixed(2)}`);
  // Confirmed only when it is (an instant booking); a request says whom it waits for.
  const state =
    order?.status === 'accepted'
      ? 'Confirmed — Timber Ridge Smokehouse is booked.'
      : /^(Request sent — Timber Ridge Smokehouse answers by|Waiting for Timber Ridge Smokehouse to accept)/;
  await expect(page.getByTestId('paid-order-state')).toHaveText(state);
  await page.getByRole('link', { name: `View booking ${reference}` }).click();
  await expect(page).toHaveURL(`/bookings/${order?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${reference}` })).toBeVisible();
  await expect(page.getByTestId('booking-next')).toContainText(state);
});

test("the booking's page shows its receipt and its history, from My bookings in the menu", async ({
  page,
  request,
}) => {
  const booking = await checkoutThroughApi(request, '2027-04-17', undefined, 'request');
  // The vendor accepts it (the dashboard has its own tests).
  const vendor = await request.post('/api/login', {
    data: { email: DEMO.vendor, password: 'BrokenBow!2026' },
  });
  expect(vendor.ok()).toBe(true);
  expect((await request.post(`/api/vendor/orders/${booking.orderId}/accept`, { data: {} })).ok()).toBe(true);

  await signIn(page, booking.customer.email, booking.customer.password);
  await expect(page).toHaveURL('/');
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'My bookings' }).click();
  await expect(page).toHaveURL('/bookings');
  const reference = booking.orderId.slice(0, 8).toUpperCase();
  await page
    .getByRole('link', { name: `View details of booking ${reference} with Timber Ridge Smokehouse` })
    .click();
  await expect(page).toHaveURL(`/bookings/${booking.orderId}`);
  await expect(page.getByTestId('booking-summary')).toContainText('Saturday, April 17, 2027 at 5:00 PM');
  // Accepted by the vendor: now, and only now, it is called confirmed.
  await expect(page.getByTestId('booking-summary')).toContainText('Confirmed');
  const receipt = page.getByTestId('booking-receipt');
  await expect(receipt).toContainText('Card (test payments)');
  await expect(page.getByTestId('receipt-policy')).toContainText('If you cancel: ');
  await expect(receipt).toContainText('Paid on');
  const history = page.getByTestId('history-entry');
  await expect(history).toHaveText([/Booked and paid by you/, /Accepted by the vendor/]);
});

test('the admin rejects a gig worker with a reason, and the applicant reads it', async ({
  page,
  browser,
  baseURL,
}) => {
  const applicant = await secondPhone(browser, baseURL);
  const person = await applyAsGigWorker(applicant.page);
  const name = `${person.firstName} ${person.lastName}`;

  await signIn(page, DEMO.admin);
  const card = page.getByTestId('gig-worker-application').filter({ hasText: person.email });
  await card.getByRole('button', { name: `Reject ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Reject ${name}?` });
  // No rejection without the reason the applicant will read.
  await expect(dialog.getByRole('button', { name: 'Reject application' })).toBeDisabled();
  const reason = `No weekend crew needed this season ${Date.now().toString(36)}`;
  await dialog.getByLabel('Reason (the applicant reads this)').fill(reason);
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expectToast(page, 'Gig worker rejected');
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(0);
  const decided = page.getByTestId('decision').filter({ hasText: reason });
  await expect(decided).toContainText(name);
  await expect(decided).toContainText('rejected');

  await applicant.page.goto('/gig-workers');
  await expect(applicant.page.getByTestId('application-status')).toContainText(
    'Your application was not approved',
  );
  await expect(applicant.page.getByTestId('decision-note')).toHaveText(`Reason: ${reason}`);
  await applicant.context.close();
});
