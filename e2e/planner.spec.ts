import type { Locator, Page } from '@playwright/test';
import {
  DEMO,
  expect,
  expectToast,
  payWith,
  signUpThroughUi,
  test,
  unique,
  waitForServiceWorker,
} from './support';

// Issue 18 at phone width: a host plans an event from step 1 to a paid, confirmed event, and the
// demo customer finds the planned event the seed gives them.

test.use({ viewport: { width: 390, height: 844 } });

/** YYYY-MM-DD `days` from today (UTC): a date a few weeks ahead, whatever the day the suite runs. */
function daysAhead(days: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Picks the best-rated vendor a category suggests into the plan; returns its business name. */
async function pickFirst(page: Page, category: string): Promise<string> {
  const section = page.getByRole('region', { name: category, exact: true });
  const card: Locator = section.getByTestId('suggestion').first();
  await expect(card).toBeVisible();
  const vendor = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('button', { name: /^Add to plan/ }).click();
  await expect(card.getByText('In your plan')).toBeVisible();
  return vendor;
}

test('a host creates an event, picks a caterer and a venue, sees the budget, books both, pays, and the event is confirmed', async ({
  page,
}) => {
  await signUpThroughUi(page);
  const name = unique('Company picnic ');
  await page.goto('/event-planner');
  await page.getByLabel('Event name').fill(name);
  await page.getByLabel('Event type').selectOption('corporate');
  await page.getByLabel('Guest count').fill('40');
  await page.getByLabel('Event date').fill(daysAhead(35));
  await page.getByLabel('Event time').fill('17:30');
  await page.getByLabel('Budget (optional)').fill('12000');
  await page.getByLabel('Location (optional)').fill('58 Stevens Gap Rd, Hochatown, OK 74728');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expectToast(
    page,
    'Event Created!',
    'Your event has been saved. You can now add services and vendors.',
  );

  // Step 2: the suggested services are chosen already; a caterer and a venue go in the plan.
  await expect(page.getByRole('heading', { name: 'Step 2: Services' })).toBeVisible();
  const eventUrl = page.url().replace(/\?.*$/, '');
  await expect(page.getByRole('button', { name: /^Catering/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /^Venue/ })).toHaveAttribute('aria-pressed', 'true');
  const caterer = await pickFirst(page, 'Catering');
  const venue = await pickFirst(page, 'Venue');

  // Step 3: the plan against the $12,000 budget, a line per category and the buffer.
  const steps = page.getByRole('list', { name: 'Planning steps' });
  await steps.getByRole('link', { name: /Budget/ }).click();
  await expect(page.getByRole('heading', { name: 'Step 3: Budget' })).toBeVisible();
  await expect(page.getByTestId('budget-total')).toContainText('planned of $12,000.00');
  const rows = page.getByTestId('budget-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Catering' })).toContainText('Allowance $6,000.00');
  await expect(rows.filter({ hasText: 'Venue' })).toContainText('Allowance $1,200.00');
  await expect(rows.filter({ hasText: 'Buffer' })).toContainText('40%');
  await expect(page.getByRole('checkbox', { name: /Book the venue/ })).not.toBeChecked();

  // Step 4: both checked again and put in the cart in one tap.
  await steps.getByRole('link', { name: /Review & Book/ }).click();
  await expect(page.getByRole('heading', { name: 'Step 4: Review & Book' })).toBeVisible();
  await expect(page.getByTestId('review-line')).toHaveCount(2);
  await page.getByRole('button', { name: 'Add 2 services to cart' }).click();
  await expectToast(page, 'Added to cart!', 'View your cart to proceed to checkout');
  await expect(page).toHaveURL('/cart');
  await expect(page.getByText(caterer).first()).toBeVisible();
  await expect(page.getByText(venue).first()).toBeVisible();

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Details' })).toBeVisible();
  await payWith(page);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  // The event's page: confirmed, both booked, each booking with its link and a way to its vendor.
  await page.goto(eventUrl);
  const summary = page.getByTestId('event-summary');
  await expect(summary).toContainText('Confirmed');
  await expect(page.getByTestId('plan-item').filter({ hasText: 'Booked' })).toHaveCount(2);
  const bookings = page.getByTestId('event-booking');
  await expect(bookings).toHaveCount(2);
  await expect(page.getByRole('link', { name: `Message ${venue}` })).toBeVisible();
  await expect(bookings.first().getByRole('link', { name: /^Booking / })).toHaveAttribute(
    'href',
    /^\/bookings\//,
  );
  await expect(summary).not.toContainText('Total paid$0.00');

  // Booked services ticked their own checklist items.
  await page.goto(`${eventUrl}?step=3`);
  await expect(page.getByRole('checkbox', { name: /Book the venue/ })).toBeChecked();
  await expect(
    page.getByTestId('checklist-item').filter({ hasText: 'Book the venue (booked)' }),
  ).toBeVisible();
});

test('offline, a pick in step 2 waits on the phone, then joins the plan when the network returns', async ({
  page,
  context,
}) => {
  await signUpThroughUi(page);
  const id = crypto.randomUUID();
  const created = await page.request.post('/api/events', {
    data: {
      id,
      name: unique('Lake picnic '),
      eventType: 'birthday',
      guestCount: 30,
      eventDate: daysAhead(42),
      eventTime: '12:00',
      budget: '5000',
    },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/event-planner/${id}?step=2`);
  const card = page.getByRole('region', { name: 'Catering', exact: true }).getByTestId('suggestion').first();
  await expect(card).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await card.getByRole('button', { name: /^Add to plan/ }).click();
  await expectToast(page, 'Saved offline', 'The service joins your plan when you are back online.');
  await expect(card.getByText('Waiting to sync')).toBeVisible();
  await expect(page.getByTestId('sync-status')).toContainText('1 change waiting to sync');

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(card.getByText('In your plan')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('sync-status')).toHaveCount(0);
});

test.describe('the demo customer', () => {
  test.use({ signedInAs: DEMO.customer });

  test("finds the seeded planned wedding in the planner's list and opens its plan", async ({ page }) => {
    await page.goto('/event-planner');
    const wedding = page
      .getByRole('region', { name: 'Your Events' })
      .getByTestId('my-event')
      .filter({ hasText: 'Avery & Sam’s Wedding' });
    await expect(wedding).toContainText('Planning');
    await expect(wedding).toContainText('80 guests');
    await wedding.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Avery & Sam’s Wedding');
    const plan = page.getByTestId('plan-item');
    await expect(plan.filter({ hasText: 'Whispering Pines Event Barn' })).toContainText('Planned');
    await expect(plan.filter({ hasText: 'Timber Ridge Smokehouse' })).toContainText('Planned');
    await expect(page.getByTestId('unbooked')).toHaveCount(2);
    // The seed ticked the invitations off; the budget is $25,000.00.
    await page.getByRole('link', { name: 'Budget & checklist' }).click();
    await expect(page.getByRole('checkbox', { name: /Send invitations/ })).toBeChecked();
    await expect(page.getByTestId('budget-total')).toContainText('planned of $25,000.00');
  });

  test('an event of another account is not found', async ({ page }) => {
    await page.goto('/event-planner/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Event not found')).toBeVisible();
  });
});

test('a visitor is asked to sign in on an event page', async ({ page }) => {
  await page.goto('/event-planner/00000000-0000-4000-8000-000000000000?step=2');
  await expect(page.getByTestId('sign-in-prompt')).toContainText('Sign in to see and plan your event.');
});
