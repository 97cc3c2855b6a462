import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import { addDays } from '../api/contracts/availability';
import { formatDay, townToday } from '../api/contracts/dates';
import { DEMO, DEMO_PASSWORD, expect, expectToast, readDatabase, test, unique } from './support';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Jan 2" from "2027-01-02", as the booking form says it. */
const monthAndDay = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8))}`;
/** "January 2027" from "2027-01-02", the calendar's heading. */
const monthTitle = (day: string) => formatDay(day).split(', ').slice(1).join(' ').replace(/ \d+ /, ' ');

// The demo vendor owns Timber Ridge Smokehouse. Other specs book it on fixed days in 2027; these
// days are five to six weeks from whenever the suite runs, so no other test wants them.
const timberRidge = () => {
  const [row] = readDatabase<{ id: string }>(
    "select id from vendors where business_name = 'Timber Ridge Smokehouse'",
  );
  if (!row) throw new Error('No seeded Timber Ridge Smokehouse');
  return row.id;
};

/** A new customer on a 360 px phone, signed up through the API (the /auth screen has its own tests). */
async function customerPhone(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
  const username = unique('daybuyer');
  const registered = await context.request.post('/api/register', {
    data: { username, email: `${username}@example.com`, password: 'pine-lake-2026', role: 'customer' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return { context, page: await context.newPage() };
}

test('a vendor blocks a day on the calendar, and a customer’s date picker says it is unavailable', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000); // two people, two phones, one after the other
  const day = addDays(townToday(), 38);
  const signedIn = await page.request.post('/api/login', {
    data: { email: DEMO.vendor, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  await page.goto('/vendor-dashboard');
  await page.getByRole('tab', { name: 'Calendar' }).click();
  const title = monthTitle(day);
  for (let i = 0; i < 3; i++) {
    if (await page.getByRole('heading', { name: title }).isVisible()) break;
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: `${formatDay(day)}: available` }).click();
  const panel = page.getByTestId('calendar-day-panel');
  await expect(panel.getByRole('heading', { name: formatDay(day) })).toBeVisible();
  await panel.getByRole('button', { name: 'Block this day' }).click();
  await expectToast(page, `${monthAndDay(day)} blocked`, 'Customers cannot book you that day.');
  await expect(page.getByRole('button', { name: `${formatDay(day)}: blocked` })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Free this day' })).toBeVisible();

  const customer = await customerPhone(browser, baseURL);
  await customer.page.goto(`/vendor/${timberRidge()}`);
  const date = customer.page.getByLabel('Event date');
  // Before a date is chosen the form offers the vendor's next open days.
  await expect(customer.page.getByTestId('next-available-days')).toBeVisible();
  await date.fill(day);
  const why = `Not available on ${monthAndDay(day)}: the vendor is not taking bookings that day`;
  await expect(customer.page.getByText(why)).toBeVisible();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  const next = formatDay(addDays(day, 1));
  await customer.page.getByRole('button', { name: `Choose ${next}` }).click();
  await expect(date).toHaveValue(addDays(day, 1));
  await expect(customer.page.getByText(why)).toHaveCount(0);
  await customer.context.close();
});

test('the directory’s Available on filter leaves out a vendor who blocked that day', async ({
  page,
  request,
}) => {
  const day = addDays(townToday(), 41);
  expect(
    (await request.post('/api/login', { data: { email: DEMO.vendor, password: DEMO_PASSWORD } })).ok(),
  ).toBe(true);
  const blocked = await request.post('/api/vendor/availability', {
    data: { vendorId: timberRidge(), date: day, available: false },
  });
  expect(blocked.ok(), await blocked.text()).toBe(true);

  await page.goto('/vendors?category=restaurant');
  await expect(page.getByRole('link', { name: 'Timber Ridge Smokehouse', exact: true })).toBeVisible();
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await page.getByLabel('Available on').fill(day);
  await expect(page).toHaveURL(new RegExp(`date=${day}`));
  await expect(page.getByRole('button', { name: /^Remove filter: Available / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Timber Ridge Smokehouse', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Lakeshore Trattoria', exact: true })).toBeVisible();
});

test.describe('the vendor calendar', () => {
  test.use({ signedInAs: DEMO.vendor });
  test('reads well to everyone: no serious accessibility violations, every day a named button', async ({
    page,
  }) => {
    await page.goto('/vendor-dashboard');
    await page.getByRole('tab', { name: 'Calendar' }).click();
    const today = page.getByRole('button', { name: new RegExp(`^${formatDay(townToday())}: `) });
    await expect(today).toHaveAttribute('aria-current', 'date');
    // While the month loads its days are disabled ("…: loading"), and a disabled button takes no focus.
    await expect(today).toBeEnabled();
    // Keyboard: the day buttons are in the tab order and open a day with Enter.
    await today.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByTestId('calendar-day-panel').getByRole('heading', { name: formatDay(townToday()) }),
    ).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
});
