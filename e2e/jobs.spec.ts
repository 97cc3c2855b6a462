import type { Browser, Page } from '@playwright/test';
import { formatDay } from '../api/contracts/dates';
import {
  applyAsGigWorker,
  checkoutThroughApi,
  DEMO,
  expect,
  expectToast,
  moveBookingTo,
  type PaidBooking,
  readDatabase,
  signIn,
  signUpThroughUi,
  test,
  townDay,
  waitForServiceWorker,
} from './support';

/** Another person on another phone: a context of its own, sized like the project's phone. */
async function secondPhone(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

const ticketCard = (page: Page, booking: PaidBooking) =>
  page.getByTestId('job-ticket').filter({ hasText: booking.notes });

/** Waits until the Available Jobs tab has answered (a list, or the empty state), then nothing is pending. */
async function availableJobsShown(page: Page) {
  await expect(
    page.getByRole('list', { name: 'Available jobs' }).or(page.getByText('No available jobs')),
  ).toBeVisible();
}

test('signed out, the job board asks the visitor to sign in', async ({ page }) => {
  await page.goto('/worker-jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Board' })).toBeVisible();
  await expect(page.getByText('Please sign in to see and accept jobs.')).toBeVisible();
  await expect(page.getByTestId('sign-in-prompt').getByRole('link', { name: 'Sign In' })).toBeVisible();
});

// One story in three parts, in order: the demo worker's job, a newcomer's approval, then a race.
test.describe('two workers', () => {
  test.describe.configure({ mode: 'serial' });
  let booking: PaidBooking;
  let newcomer: Awaited<ReturnType<typeof applyAsGigWorker>>;

  test('a worker accepts, starts and completes a job', async ({ page, request }) => {
    // Four days ahead: catering needs 48 hours' notice, and the demo customer has Timber Ridge in three.
    booking = await checkoutThroughApi(request, townDay(4));

    await signIn(page, DEMO.worker);
    // A push notification's link opens the board on that job, outlined.
    await page.goto(`/worker-jobs?ticket=${booking.ticketId}`);
    const card = ticketCard(page, booking);
    await expect(card).toHaveAttribute('data-highlighted', 'true');
    await expect(page.getByRole('tab', { name: 'Available Jobs' })).toHaveAttribute('aria-selected', 'true');
    await expect(card.getByText('Available', { exact: true })).toBeVisible();
    await expect(card).toContainText(formatDay(townDay(4)));
    await expect(card).toContainText('5:00 PM');
    await expect(card).toContainText('30');
    await expect(card).toContainText('$60.00');
    await expect(card).toContainText('Timber Ridge Smokehouse');

    await card.getByRole('button', { name: 'Accept Job' }).click();
    await expectToast(page, 'Job accepted!', 'The job has been assigned to you');
    await expect(card).toHaveCount(0);

    await page.getByRole('tab', { name: 'My Jobs' }).click();
    const mine = ticketCard(page, booking);
    await expect(mine.getByText('Assigned', { exact: true })).toBeVisible();
    // Due at 4:00 PM to set up for the 5:00 PM party: it opens two hours before.
    await expect(mine).toContainText(/You can start this job from 2:00 PM on /);
    await expect(mine.getByRole('button', { name: 'Start job' })).toBeDisabled();
    moveBookingTo(booking.orderId, townDay(-1)); // the days go by
    await page.reload();
    await page.getByRole('tab', { name: 'My Jobs' }).click();
    await mine.getByLabel('Your notes').fill('Loaded the van at 3.');
    await mine.getByRole('button', { name: 'Start job' }).click();
    await expectToast(page, 'Job started');
    await expect(mine.getByText('In progress', { exact: true })).toBeVisible();
    await mine.getByRole('button', { name: 'Mark completed' }).click();
    await expectToast(page, 'Job completed');
    await expect(mine.getByText('Completed', { exact: true })).toBeVisible();
    await expect(mine).toContainText('Loaded the van at 3.');
    expect(
      readDatabase<{ status: string; worker_notes: string }>(
        'select status, worker_notes from job_tickets where id = ?',
        booking.ticketId,
      ),
    ).toEqual([{ status: 'completed', worker_notes: 'Loaded the van at 3.' }]);
  });

  test('a newly approved worker cannot take a job already taken', async ({ browser, baseURL }) => {
    // A second worker applies: the board says why it is closed until an admin approves, in /admin.
    const second = await secondPhone(browser, baseURL);
    newcomer = await applyAsGigWorker(second.page);
    await second.page.goto('/worker-jobs');
    await expect(second.page.getByTestId('not-approved')).toContainText(
      'Your gig worker application is pending. Jobs open once it is approved.',
    );
    const admin = await secondPhone(browser, baseURL);
    await signIn(admin.page, DEMO.admin);
    await admin.page.goto('/admin');
    const application = admin.page.getByTestId('gig-worker-application').filter({ hasText: newcomer.email });
    await expect(application).toContainText('Setup crew');
    await application.getByRole('button', { name: /^Approve/ }).click();
    await expectToast(admin.page, 'Gig worker approved');
    await expect(application).toHaveCount(0);
    await admin.context.close();

    await second.page.goto(`/worker-jobs?ticket=${booking.ticketId}`);
    await availableJobsShown(second.page);
    await expect(second.page.getByText('This job has already been taken')).toBeVisible();
    await expect(ticketCard(second.page, booking)).toHaveCount(0);
    await second.context.close();
  });

  test('two workers race for one job: one gets it, the other is told', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    // Both see the contested job; the newcomer wins it while the demo worker still has it on screen.
    const contested = await checkoutThroughApi(request, '2027-03-07');
    const second = await secondPhone(browser, baseURL);
    await signIn(second.page, newcomer.email, newcomer.password);
    await second.page.goto('/worker-jobs');
    await signIn(page, DEMO.worker);
    await page.goto('/worker-jobs');
    await expect(ticketCard(page, contested)).toBeVisible();
    // The demo worker's phone is on a weak signal: its list does not refresh before the tap (on a busy
    // machine a late refresh could otherwise take the job off its screen before the race is run).
    await page.route('**/api/job-tickets/pending', () => undefined);
    await ticketCard(second.page, contested).getByRole('button', { name: 'Accept Job' }).click();
    await expectToast(second.page, 'Job accepted!', 'The job has been assigned to you');
    await ticketCard(page, contested).getByRole('button', { name: 'Accept Job' }).click();
    await expectToast(page, 'Failed to accept job', '409: This job has already been taken by another worker');
    await expect(ticketCard(page, contested).getByRole('button', { name: 'Already taken' })).toBeDisabled();
    await second.context.close();
  });
});

test('a signed-in customer is told why the job board is closed to them', async ({ page }) => {
  await signUpThroughUi(page);
  await page.goto('/worker-jobs');
  const reason = page.getByTestId('not-approved');
  await expect(reason).toContainText('Apply as a gig worker first');
  await reason.getByRole('link', { name: 'Gig worker application' }).click();
  await expect(page).toHaveURL('/gig-workers');
  await page.goto('/worker-jobs');
  await page.getByRole('tab', { name: 'My Jobs' }).click();
  await expect(page.getByText('No assigned jobs')).toBeVisible();
});

test('the vendor accepts a booking and the customer sees it accepted', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Requests: they wait for the vendor's answer (an instant booking is accepted when paid).
  const booking = await checkoutThroughApi(request, '2027-03-20', undefined, 'request');
  const unwanted = await checkoutThroughApi(request, '2027-03-13', undefined, 'request');
  await signIn(page, DEMO.vendor);
  await page.goto('/vendor-dashboard');
  await expect(page.getByTestId('business').filter({ hasText: 'Timber Ridge Smokehouse' })).toContainText(
    'Approved',
  );
  const row = page.getByTestId('vendor-booking').filter({ hasText: booking.customer.name });
  await expect(row).toContainText('pending');
  await expect(row).toContainText('Saturday, March 20, 2027 at 5:00 PM · 30 guests');
  await row.getByRole('button', { name: 'Accept' }).click();
  await expectToast(page, 'Booking accepted');
  await expect(row).toContainText('accepted');
  await expect(row.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  const declined = page.getByTestId('vendor-booking').filter({ hasText: unwanted.customer.name });
  await declined.getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Decline booking' }).click();
  await expectToast(page, 'Booking declined');
  await expect(declined).toContainText('cancelled');

  const customer = await secondPhone(browser, baseURL);
  await signIn(customer.page, booking.customer.email, booking.customer.password);
  await customer.page.goto('/bookings');
  await expect(customer.page.getByTestId('booking').first()).toContainText('Confirmed');
  await customer.context.close();
});

test('the vendor adds a service, with the contract’s messages first', async ({ page }) => {
  await signIn(page, DEMO.vendor);
  await page.goto('/vendor-dashboard');
  await page.getByRole('tab', { name: 'Services' }).click();
  await page.getByRole('button', { name: 'Add service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add service' });
  await dialog.getByLabel('Price ($)').fill('18.5.0');
  await dialog.getByRole('button', { name: 'Add service' }).click();
  const messages = dialog.getByRole('alert');
  await expect(messages.filter({ hasText: 'Service name is required' })).toBeVisible();
  await expect(messages.filter({ hasText: 'Choose a category' })).toBeVisible();
  await expect(messages.filter({ hasText: 'Price must look like 125 or 18.50' })).toBeVisible();
  const name = `Smoked Turkey Trays ${Date.now().toString(36)}`;
  await dialog.getByLabel('Service name').fill(name);
  await dialog.getByLabel('Category').selectOption('catering');
  await dialog.getByLabel('Price ($)').fill('18.50');
  await dialog.getByLabel('Price unit').selectOption('per person');
  await dialog.getByLabel('Min guests').fill('10');
  await dialog.getByLabel('Max guests').fill('60');
  await dialog.getByRole('button', { name: 'Add service' }).click();
  await expectToast(page, 'Service added');
  const service = page.getByTestId('vendor-service').filter({ hasText: name });
  await expect(service).toContainText('$18.50 per person');
  await expect(service).toContainText('10-60 guests');

  await service.getByRole('button', { name: `Deactivate ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expectToast(page, 'Service deactivated');
  await expect(service).toContainText('Inactive');
});

test('the admin approves a vendor application and marks the vendor verified', async ({
  page,
  browser,
  baseURL,
}) => {
  const applicant = await secondPhone(browser, baseURL);
  const person = await signUpThroughUi(applicant.page, 'vendor');
  const businessName = `Mountain Fork Florals ${Date.now().toString(36)}`;
  const answer = await applicant.page.request.post('/api/vendors', {
    data: {
      businessName,
      businessType: 'florist',
      description: 'Wildflower arrangements and arches for lakeside weddings.',
      address: '210 N Park Dr, Broken Bow',
      phone: '(580) 555-0199',
      email: person.email,
      experience: '3-5',
      hasLicense: true,
      hasInsurance: true,
      agreeToTerms: true,
      plan: 'premium',
    },
  });
  expect(answer.ok()).toBe(true);
  await applicant.page.goto('/vendor-dashboard');
  await expect(applicant.page.getByTestId('business').filter({ hasText: businessName })).toContainText(
    'Awaiting approval',
  );

  await signIn(page, DEMO.admin);
  await page.goto('/admin');
  const application = page.getByTestId('vendor-application').filter({ hasText: businessName });
  await expect(application).toContainText('Florist');
  await expect(application).toContainText('Premium');
  await expect(application).toContainText(person.email);
  await application.getByRole('button', { name: /^Approve/ }).click();
  await expectToast(page, 'Vendor approved');
  await expect(application).toHaveCount(0);

  await page.getByRole('tab', { name: 'Vendors' }).click();
  const verified = page
    .getByTestId('admin-vendor')
    .filter({ hasText: businessName })
    .getByRole('switch', { name: `${businessName} Verified` });
  await expect(verified).not.toBeChecked();
  await verified.click();
  await expectToast(page, 'Vendor verified');
  await expect(verified).toBeChecked();
  expect(
    readDatabase<{ is_verified: number; application_status: string }>(
      'select is_verified, application_status from vendors where business_name = ?',
      businessName,
    ),
  ).toEqual([{ is_verified: 1, application_status: 'approved' }]);

  await applicant.page.reload();
  await expect(applicant.page.getByTestId('business').filter({ hasText: businessName })).toContainText(
    'Approved',
  );
  await applicant.context.close();
});

test('a customer visiting /admin is not allowed, and the API answers 403', async ({ page }) => {
  await signUpThroughUi(page);
  await page.goto('/admin');
  await expect(page.getByText('You are not allowed to view this page.')).toBeVisible();
  expect((await page.request.get('/api/admin/applications')).status()).toBe(403);
  await page.goto('/vendor-dashboard');
  await expect(page.getByText('This page is for vendors')).toBeVisible();
});

test('offline, the worker’s jobs show as last seen and accepting needs a connection', async ({
  page,
  context,
  request,
}) => {
  const taken = await checkoutThroughApi(request, '2027-04-03');
  const open = await checkoutThroughApi(request, '2027-04-04');
  await signIn(page, DEMO.worker);
  await page.goto('/worker-jobs');
  await ticketCard(page, taken).getByRole('button', { name: 'Accept Job' }).click();
  await expectToast(page, 'Job accepted!');
  await expect(ticketCard(page, open)).toBeVisible();
  await waitForServiceWorker(page);
  // The query cache reaches localStorage a moment later (throttled); offline reads it from there.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('bbe-query-cache') ?? ''))
    .toContain(taken.notes);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/showing jobs as last seen/)).toBeVisible();
  await expect(ticketCard(page, open).getByRole('button', { name: 'Connect to accept' })).toBeDisabled();
  await page.getByRole('tab', { name: 'My Jobs' }).click();
  const mine = ticketCard(page, taken);
  await expect(mine.getByText('Assigned', { exact: true })).toBeVisible();
  // A check-in waits on the phone (issue 31): Start job is offered offline, held only by its window.
  await expect(mine.getByRole('button', { name: 'Start job' })).toBeVisible();
  await context.setOffline(false);
});
