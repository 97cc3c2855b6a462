import type { Page } from '@playwright/test';
import {
  expect,
  expectToast,
  readDatabase,
  signUpThroughUi,
  test,
  unique,
  waitForServiceWorker,
} from './support';

/** A calendar day comfortably in the future, whatever the day the suite runs. */
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const EVENT_DAY = `${NEXT_YEAR}-06-20`;

async function fillQuote(page: Page, email: string) {
  await page.getByLabel('First name').fill('June');
  await page.getByLabel('Last name').fill('Carter');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('(580) 555-0199');
  await page.getByLabel('Event date').fill(EVENT_DAY);
  await page.getByLabel('Event time').fill('17:00');
  await page.getByLabel('Event type').selectOption('wedding');
  await page.getByLabel('Venue').fill('Lakeview Lodge, Beavers Bend');
}

async function fillEvent(page: Page, name: string, day = EVENT_DAY, time = '18:30') {
  await page.getByLabel('Event name').fill(name);
  await page.getByLabel('Event type').selectOption('birthday');
  await page.getByLabel('Guest count').fill('45');
  await page.getByLabel('Event date').fill(day);
  await page.getByLabel('Event time').fill(time);
  await page.getByLabel('Budget (optional)').fill('1800');
}

test.describe('quote request', () => {
  test('from a package: badge, prefilled guests, sent, toast, reset, back on /packages after 2 s', async ({
    page,
  }) => {
    const email = `${unique('quote')}@example.com`;
    await page.goto('/packages');
    await page.getByRole('link', { name: 'Get a Quote for the Social package' }).click();
    await expect(page).toHaveURL(/\/quote\?package=social&guests=26-50/);
    await expect(page.getByTestId('package-badge')).toHaveText('Social Events');
    await expect(page.getByLabel('Guest count')).toHaveValue('26');
    await expect(page.getByRole('heading', { name: 'Event Details' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to Packages/ })).toHaveAttribute('href', '/packages');
    await expect(page.getByRole('heading', { name: 'What Happens Next' })).toBeVisible();
    await expect(page.getByText('Broken Bow, Oklahoma', { exact: true })).toBeVisible();

    await fillQuote(page, email);
    // Hold the answer a moment so the sending state can be seen.
    await page.route('**/api/quotes', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expectToast(
      page,
      'Quote Request Submitted!',
      "We'll contact you within 24 hours with a custom quote.",
    );
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(page).toHaveURL(/\/quote/);
    await expect(page).toHaveURL('/packages', { timeout: 5_000 });

    const rows = readDatabase<{ package_id: string; guest_count: number; event_date: string }>(
      'select package_id, guest_count, event_date from quote_requests where email = ?',
      email,
    );
    expect(rows).toEqual([{ package_id: 'social', guest_count: 26, event_date: EVENT_DAY }]);
  });

  test('signed in: the form starts with the account, and sending lands on My quotes', async ({ page }) => {
    const person = await signUpThroughUi(page);
    await page.goto('/quote');
    await expect(page.getByLabel('First name')).toHaveValue(person.firstName);
    await expect(page.getByLabel('Last name')).toHaveValue(person.lastName);
    await expect(page.getByLabel('Email')).toHaveValue(person.email);
    await page.getByLabel('Phone').fill('(580) 555-0123');
    await page.getByLabel('Event date').fill('2027-03-17');
    await page.getByLabel('Event time').fill('16:00');
    await page.getByLabel('Guest count').fill('30');
    await page.getByLabel('Event type').selectOption('birthday');
    await page.getByLabel('Venue').fill('Still looking');
    await page.getByLabel('Kind of vendor').selectOption('florist');
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expectToast(
      page,
      'Quote Request Submitted!',
      "We'll contact you within 24 hours with a custom quote.",
    );
    await expect(page).toHaveURL('/quotes');
    expect(
      readDatabase<{ first_name: string; event_date: string }>(
        'select first_name, event_date from quote_requests where email = ?',
        person.email,
      ),
    ).toEqual([{ first_name: person.firstName, event_date: '2027-03-17' }]);
  });

  test('shows the contract messages under the fields, and Custom Package for an unknown package', async ({
    page,
  }) => {
    await page.goto('/quote?package=fish-fry');
    await expect(page.getByTestId('package-badge')).toHaveText('Custom Package');
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Valid email is required',
      'Phone number is required',
      'Event date is required',
      'Event time is required',
      'Guest count is required',
      'Event type is required',
      'Venue information is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('First name')).toBeFocused();
    await page.goto('/quote');
    await expect(page.getByTestId('package-badge')).toHaveCount(0);
  });
});

test.describe('when the server refuses', () => {
  // Requests go straight to the network (no service worker), so they can be answered here.
  test.use({ serviceWorkers: 'block' });

  test('a refused quote shows the Error toast and stays on the page', async ({ page }) => {
    await page.route('**/api/quotes', (route) =>
      route.fulfill({ status: 400, json: { message: 'Nope', code: 'bad_request' } }),
    );
    await page.goto('/quote');
    await fillQuote(page, 'june@example.com');
    await page.getByLabel('Guest count').fill('40');
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expectToast(page, 'Error', 'Failed to submit quote request. Please try again.');
    await expect(page).toHaveURL('/quote');
  });

  test('a refused event shows Error Creating Event with the server message', async ({ page }) => {
    await signUpThroughUi(page);
    await page.route('**/api/events', (route) =>
      route.fulfill({ status: 400, json: { message: 'The lake is frozen', code: 'bad_request' } }),
    );
    await page.goto('/event-planner');
    await fillEvent(page, 'Ice fishing');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expectToast(page, 'Error Creating Event', 'The lake is frozen');
  });
});

test.describe('communication preferences', () => {
  test('saved, then read back after a reload', async ({ page }) => {
    const person = await signUpThroughUi(page);
    await page.goto('/preferences');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(person.email);
    await expect(page.getByText('Format: +1 (area code) number')).toBeVisible();
    await expect(page.getByTestId('consent-note')).toContainText('STOP');
    const marketing = page.getByRole('switch', { name: 'Marketing emails' });
    await expect(marketing).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: 'Email notifications' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await page.getByLabel('Phone').fill('555');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText('Valid phone number is required')).toBeVisible();

    await page.getByLabel('Phone').fill('+1 (580) 555-0123');
    await marketing.click();
    await page.getByRole('switch', { name: 'Booking reminders' }).click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expectToast(page, 'Preferences Updated', 'Your communication preferences have been saved.');

    await page.reload();
    await expect(page.getByLabel('Phone')).toHaveValue('+1 (580) 555-0123');
    await expect(page.getByRole('switch', { name: 'Marketing emails' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('switch', { name: 'Booking reminders' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  test('a visitor sees the page and is told that saving needs an account', async ({ page }) => {
    await page.goto('/preferences');
    await expect(page.getByRole('heading', { name: 'Communication Preferences' })).toBeVisible();
    const note = page.getByTestId('preferences-sign-in-note');
    await expect(note.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      /redirect=%2Fpreferences/,
    );
    await page.getByLabel('Email', { exact: true }).fill('visitor@example.com');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByTestId('sign-in-prompt')).toContainText('Sign in to save your preferences.');
  });
});

test.describe('event planner', () => {
  // The planner books Broken Bow time wherever the phone is: run it from Tokyo to prove it.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('a visitor is asked to sign in, keeps the draft, then creates the event and reaches step 2', async ({
    page,
  }) => {
    await page.goto('/event-planner');
    await expect(page.getByRole('link', { name: /Browse Catering/ })).toHaveAttribute('href', '/catering');
    await expect(
      page.getByRole('list', { name: 'Planning steps' }).locator('[aria-current="step"]'),
    ).toContainText('Event Details');
    await page.getByRole('button', { name: 'Create Event' }).click();
    for (const message of [
      'Event name is required',
      'Event type is required',
      'Guest count must be at least 1',
      'Event date is required',
      'Event time is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    const name = unique('Reunion ');
    await fillEvent(page, name, `${NEXT_YEAR}-12-05`, '18:30');
    await page.getByRole('button', { name: 'Create Event' }).click();
    const prompt = page.getByTestId('sign-in-prompt');
    await expect(prompt.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      /redirect=%2Fevent-planner/,
    );

    await signUpThroughUi(page);
    await page.goto('/event-planner');
    await expect(page.getByLabel('Event name')).toHaveValue(name);
    await expect(page.getByLabel('Event time')).toHaveValue('18:30');

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/events') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Create Event' }).click();
    // 18:30 in Broken Bow in December is 00:30 UTC the next day, even from a phone set to Tokyo.
    expect((await sent).postDataJSON()).toMatchObject({
      eventDate: `${NEXT_YEAR}-12-06T00:30:00.000Z`,
      eventTime: '18:30',
      guestCount: 45,
      budget: '1800',
    });
    await expectToast(
      page,
      'Event Created!',
      'Your event has been saved. You can now add services and vendors.',
    );
    // Created online: the event's own page opens at step 2.
    await expect(page).toHaveURL(/\/event-planner\/[0-9a-f-]{36}\?step=2$/);
    await expect(page.getByRole('heading', { name: 'Step 2: Services' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(
      page.getByRole('list', { name: 'Planning steps' }).locator('[aria-current="step"]'),
    ).toContainText('Services');

    await page.getByRole('link', { name: 'All your events' }).click();
    const mine = page.getByRole('region', { name: 'Your Events' });
    await expect(mine).toContainText(name);
    await expect(mine).toContainText('6:30 PM');
    await expect(mine.getByRole('link', { name: new RegExp(name) })).toContainText('Planning');
    await expect(page.getByLabel('Event name')).toHaveValue('');
  });
});

test('offline: a quote, a preferences change and an event wait, then sync when the network returns', async ({
  page,
  context,
}) => {
  const email = `${unique('offline')}@example.com`;
  const person = await signUpThroughUi(page);
  await page.goto('/preferences');
  await expect(page.getByRole('switch', { name: 'Promotional texts' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: 'Request a quote' }).click();
  await expect(page.getByRole('heading', { name: 'Event Details' })).toBeVisible();

  await context.setOffline(true);
  await fillQuote(page, email);
  await page.getByLabel('Guest count').fill('30');
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expectToast(page, 'Saved offline', 'Your quote request will be sent when you are back online.');
  // The form starts over from the account, as it began.
  await expect(page.getByLabel('First name')).toHaveValue(person.firstName);
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  await expect(page.getByTestId('sync-status')).toContainText('1 change waiting to sync');

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Communication Preferences' }).click();
  await page.getByRole('switch', { name: 'Promotional texts' }).click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expectToast(page, 'Saved offline');
  await expect(page.getByTestId('sync-status')).toContainText('2 changes waiting to sync');
  await expect(page).toHaveURL('/preferences');

  // A fresh load with no network: the service worker serves the app, the phone remembers the user.
  const eventName = unique('Offline fish fry ');
  await page.goto('/event-planner');
  await fillEvent(page, eventName);
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expectToast(page, 'Saved offline', 'Your event will be saved when you are back online.');
  await expect(page.getByTestId('event-saved-note')).toContainText('waiting to sync');
  await expect(page.getByRole('heading', { name: 'Step 2: Services' })).toBeVisible();
  await expect(page.getByTestId('sync-status')).toContainText('3 changes waiting to sync');

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('sync-status')).toHaveCount(0, { timeout: 15_000 });
  await expectToast(page, 'Synced');

  expect(readDatabase('select guest_count from events where name = ?', eventName)).toEqual([
    { guest_count: 45 },
  ]);
  await page.goto('/preferences');
  await expect(page.getByRole('switch', { name: 'Promotional texts' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(readDatabase('select guest_count from quote_requests where email = ?', email)).toEqual([
    { guest_count: 30 },
  ]);
});
