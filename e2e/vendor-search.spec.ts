import type { Page } from '@playwright/test';
import { expect, readDatabase, test } from './support';

const cards = (page: Page) => page.getByTestId('vendor-card');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search vendors' });
const sortBy = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });

test.describe('finding a vendor', () => {
  test('a visitor searches bbq, sorts by price, and a reload keeps both', async ({ page }) => {
    await page.goto('/vendors');
    await searchBox(page).fill('bbq');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/[?&]q=bbq(&|$)/);
    await expect(page.getByTestId('vendor-count')).toContainText('for “bbq”');
    // The seeded barbecue places: their cuisine is "BBQ & Grilled"; featured first by default.
    await expect(cards(page).first()).toContainText('Timber Ridge Smokehouse');
    await expect(page.getByRole('link', { name: 'Hickory Hollow Pit & Grill', exact: true })).toBeVisible();

    await sortBy(page).selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/sort=price/);
    await expect(cards(page).first()).toContainText('Hickory Hollow Pit & Grill');

    await page.reload();
    await expect(searchBox(page)).toHaveValue('bbq');
    await expect(sortBy(page)).toHaveValue('price');
    await expect(cards(page).first()).toContainText('Hickory Hollow Pit & Grill');

    // "barbecue" finds the same places; nothing found offers a way back.
    await searchBox(page).fill('barbecue');
    await searchBox(page).press('Enter');
    await expect(cards(page).first()).toContainText('Hickory Hollow Pit & Grill');
    await searchBox(page).fill('zeppelin rides');
    await searchBox(page).press('Enter');
    await expect(page.getByText('No vendors found matching your criteria.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(page).toHaveURL(/\/vendors\?sort=price$/);
    await expect(page.getByTestId('vendor-count')).toHaveText(/^Showing 24 of \d+ vendors$/);
  });

  test('an order chosen on a slow phone before the app has started is kept once it starts', async ({
    page,
  }) => {
    // The server-drawn list is on screen while the app's code is still on its way.
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto('/vendors?q=bbq', { waitUntil: 'domcontentloaded' });
    await sortBy(page).selectOption({ label: 'Price: low to high' });
    arrive();
    await expect(page).toHaveURL(/sort=price/);
    await expect(cards(page).first()).toContainText('Hickory Hollow Pit & Grill');
    await expect(sortBy(page)).toHaveValue('price');
  });

  test("the home page's featured cards are real featured vendors and open their pages", async ({ page }) => {
    const featured = readDatabase<{ name: string }>(
      'select business_name as name from vendors where is_active = 1 and featured_until > ?',
      new Date().toISOString(),
    ).map((row) => row.name);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Featured local vendors' });
    const homeCards = section.getByTestId('featured-card');
    await expect(homeCards).toHaveCount(3);
    for (const card of await homeCards.all())
      expect(featured).toContain(await card.getByRole('heading', { level: 3 }).textContent());
    // The SPEC's three buttons: a caterer's menu, a venue's tour, a photographer's portfolio.
    for (const action of ['View Menu', 'Book Tour', 'View Portfolio'])
      await expect(section.getByRole('link', { name: new RegExp(`^${action}`) })).toBeVisible();

    const venue = (await homeCards.nth(1).getByRole('heading', { level: 3 }).textContent()) ?? '';
    await section.getByRole('link', { name: /^Book Tour/ }).click();
    await expect(page).toHaveURL(/\/vendor\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: venue })).toBeVisible();
  });
});
