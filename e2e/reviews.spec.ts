import type { Browser, Page } from '@playwright/test';
import {
  DEMO,
  expect,
  expectToast,
  moveBookingTo,
  readDatabase,
  signIn,
  signUpThroughUi,
  test,
  townDay,
  unique,
} from './support';

// One story, one test per person and page, in order: a customer books Hickory Hollow three days
// ahead (catering needs 48 hours' notice; no other spec books it), the demo worker takes the job but
// cannot start it yet, the days go by, the worker does the job, the customer reviews it, the page
// shows it.
const VENDOR = 'Hickory Hollow Pit & Grill';

const vendorId = () =>
  readDatabase<{ id: string }>('select id from vendors where business_name = ?', VENDOR)[0]?.id ?? '';

/** The vendor's visible reviews as the page will count them. */
const visibleTotals = () =>
  readDatabase<{ total: number; n: number }>(
    'select coalesce(sum(rating), 0) as total, count(*) as n from reviews where vendor_id = ? and hidden_at is null',
    vendorId(),
  )[0] ?? { total: 0, n: 0 };

async function secondPhone(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

test.describe('a customer reviews a completed booking', () => {
  test.describe.configure({ mode: 'serial' });
  const notes = `Back gate ${unique('')}`;
  let customerPage: Page;
  let orderId = '';
  let before = { total: 0, n: 0 };

  test.afterAll(async () => customerPage?.context().close());

  test('the customer books three days ahead and pays with 4242', async ({ browser, baseURL }) => {
    customerPage = (await secondPhone(browser, baseURL)).page;
    const page = customerPage;
    await signUpThroughUi(page);
    const [service] = readDatabase<{ serviceId: string }>(
      `select s.id as serviceId from services s where s.vendor_id = ? and s.is_active = 1
         and s.category = 'catering' and coalesce(s.min_guests, 0) <= 30 and coalesce(s.max_guests, 1000) >= 30
       order by s.name limit 1`,
      vendorId(),
    );
    expect(service).toBeDefined();
    // The booking form has its own spec (catalogue.spec); the cart line is put there directly.
    const added = await page.request.post('/api/cart/items', {
      data: {
        vendorId: vendorId(),
        serviceId: service?.serviceId,
        selectedDate: townDay(3),
        selectedTime: '17:00',
        guestCount: 30,
        notes,
        eventAddress: '12 Quail Hollow Ln, Hochatown, OK 74728',
      },
    });
    expect(added.status()).toBe(201);
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Payment Details' })).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration date').fill('1230');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    const [order] = readDatabase<{ id: string }>(
      `select o.id from orders o join job_tickets t on t.order_id = o.id where t.customer_notes = ?`,
      notes,
    );
    orderId = order?.id ?? '';
    expect(orderId).not.toBe('');
  });

  test('the worker accepts the job, starts it once its day has come, and completes it', async ({ page }) => {
    await signIn(page, DEMO.worker);
    await page.goto('/worker-jobs');
    const card = page.getByTestId('job-ticket').filter({ hasText: notes });
    await card.getByRole('button', { name: 'Accept Job' }).click();
    await expectToast(page, 'Job accepted!', 'The job has been assigned to you');
    await page.getByRole('tab', { name: 'My Jobs' }).click();
    const mine = page.getByTestId('job-ticket').filter({ hasText: notes });
    // Due at 4:00 PM to set up for the 5:00 PM party: it opens two hours before.
    await expect(mine).toContainText(/You can start this job from 2:00 PM on /);
    await expect(mine.getByRole('button', { name: 'Start job' })).toBeDisabled();
    // The days go by: the party was yesterday (a row without instants is read as its whole day).
    moveBookingTo(orderId, townDay(-1));
    await page.reload();
    await page.getByRole('tab', { name: 'My Jobs' }).click();
    await mine.getByRole('button', { name: 'Start job' }).click();
    await expectToast(page, 'Job started');
    await mine.getByRole('button', { name: 'Mark completed' }).click();
    await expectToast(page, 'Job completed');
    await expect(mine.getByText('Completed', { exact: true })).toBeVisible();
  });

  test('the customer rates the completed booking once its day has passed', async () => {
    const page = customerPage;
    before = visibleTotals();
    await page.goto(`/bookings/${orderId}`);
    const form = page.getByTestId('rate-booking');
    // Its day is over, so completing its job completed it, and it can be rated at once.
    await expect(form.getByRole('heading', { name: 'Rate your booking' })).toBeVisible();
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect(form.getByText('Please choose 1 to 5 stars')).toBeVisible();
    await expect(form.getByText('Please write at least 10 characters')).toBeVisible();
    await form.getByRole('group', { name: 'Your rating' }).getByRole('radio', { name: '4 stars' }).check();
    await form
      .getByLabel('Your review')
      .fill('Hot brisket, friendly crew, and they left the cabin spotless.');
    await form
      .getByRole('group', { name: 'Rate the worker who did the job (optional)' })
      .getByRole('radio', { name: '5 stars' })
      .check();
    await form.getByRole('button', { name: 'Send review' }).click();
    await expectToast(page, 'Thank you for your review');
    await expect(form).toContainText('You rated this 4 stars.');
    await expect(form).toContainText('You rated the worker 5 stars.');
  });

  test('the vendor page shows the review and the new average', async ({ page }) => {
    await page.goto(`/vendor/${vendorId()}`);
    const reviews = page.locator('#reviews');
    const count = before.n + 1;
    // Stored to two places, shown to one, as the server and the page do.
    const average = (Math.round(((before.total + 4) / count) * 100) / 100).toFixed(1);
    await expect(reviews.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(reviews).toContainText(`${average} out of 5 stars`);
    await expect(reviews).toContainText(`${count} reviews`);
    const newest = reviews.getByTestId('review').first();
    await expect(newest).toContainText('Hot brisket, friendly crew, and they left the cabin spotless.');
    await expect(newest).toContainText('Avery L.');
    await expect(newest).toContainText('Verified booking');
    await expect(newest).toContainText('Catering');
    // The header's rating (vendors.rating and reviewCount) moved in the same transaction.
    await expect(page.getByRole('heading', { level: 1, name: VENDOR })).toBeVisible();
    expect(
      readDatabase<{ n: number }>('select review_count as n from vendors where id = ?', vendorId()),
    ).toEqual([{ n: count }]);
  });
});
