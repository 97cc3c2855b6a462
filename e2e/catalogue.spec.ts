import type { Page } from '@playwright/test';
import { formatDay } from '../api/contracts/dates';
import type { VendorCard } from '../api/contracts/vendors';
import {
  bookPastaBar,
  bookPastaBarToWait,
  combo,
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectPersisted,
  expectToast,
  futureDay,
  PASTA_BAR_ADDRESS,
  readDatabase,
  signUpThroughUi,
  test,
  vendorId,
  waitForServiceWorker,
} from './support';

const cards = (page: Page) => page.getByTestId('vendor-card');
const vendorCount = (page: Page) => page.getByTestId('vendor-count');

/** The filter controls fold into a panel on a phone: open it when it is closed. */
async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

test.describe('directory', () => {
  test('filters from the URL: venues only, then Italian caterers', async ({ page }) => {
    await page.goto('/vendors?category=venue');
    await expect(page.getByRole('heading', { level: 1, name: 'Local Vendors' })).toBeVisible();
    await expect(vendorCount(page)).toHaveText('Showing 5 of 5 vendors');
    for (const card of await cards(page).all())
      await expect(card.getByText('Venue', { exact: true })).toBeVisible();

    await page.goto('/vendors?category=restaurant&cuisineType=Italian');
    await expect(vendorCount(page)).toHaveText('Showing 2 of 2 vendors');
    await expect(page.getByRole('link', { name: 'Lakeshore Trattoria', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pine Needle Pizza Co.', exact: true })).toBeVisible();
    await openFilters(page);
    await expect(combo(page, 'Category')).toHaveValue('restaurant');
    await expect(combo(page, 'Cuisine Type')).toHaveValue('Italian');
  });

  test('a bad URL value falls back to no filter instead of breaking the page', async ({ page }) => {
    await page.goto('/vendors?category=spaceships&priceRange=cheap&guests=lots');
    await expect(vendorCount(page)).toHaveText('Showing 24 of 34 vendors');
    await openFilters(page);
    await expect(combo(page, 'Category')).toHaveValue('');
  });

  test('the controls update the URL and the back button restores the filters', async ({ page }) => {
    await page.goto('/vendors');
    await expect(vendorCount(page)).toHaveText('Showing 24 of 34 vendors');
    await expect(combo(page, 'Category')).toBeHidden();
    await openFilters(page);
    await combo(page, 'Category').selectOption({ label: 'Venues' });
    await expect(page).toHaveURL(/\?category=venue$/);
    await expect(vendorCount(page)).toHaveText('Showing 5 of 5 vendors');
    await expect(combo(page, 'Cuisine Type')).toHaveCount(0);

    await combo(page, 'Category').selectOption({ label: 'Catering' });
    await combo(page, 'Cuisine Type').selectOption('Italian');
    await expect(page).toHaveURL(/category=restaurant&cuisineType=Italian/);
    await expect(vendorCount(page)).toHaveText('Showing 2 of 2 vendors');

    await page.goBack();
    await expect(page).toHaveURL(/\?category=restaurant$/);
    await expect(combo(page, 'Cuisine Type')).toHaveValue('');
    await expect(vendorCount(page)).toHaveText('Showing 11 of 11 vendors');
    await page.goBack();
    await expect(page).toHaveURL(/\?category=venue$/);
    await expect(combo(page, 'Category')).toHaveValue('venue');
    await expect(vendorCount(page)).toHaveText('Showing 5 of 5 vendors');

    // Leaving the caterers clears the cuisine.
    await page.goForward();
    await combo(page, 'Cuisine Type').selectOption('Mexican');
    await combo(page, 'Category').selectOption({ label: 'Photography' });
    await expect(page).toHaveURL(/\?category=photography$/);
    await expect(combo(page, 'Cuisine Type')).toHaveCount(0);
  });

  test('the Event Size filter changes the result', async ({ page }) => {
    await page.goto('/vendors?category=venue');
    const lodge = page.getByRole('link', { name: 'Cedar Hollow Retreat Lodge', exact: true });
    await expect(lodge).toBeVisible();
    await expect(vendorCount(page)).toHaveText('Showing 5 of 5 vendors');
    await openFilters(page);
    await combo(page, 'Event Size').selectOption('100+');
    await expect(page).toHaveURL(/guests=100%2B/);
    // The lodge sleeps 60 at most; the other four venues host a hundred or more.
    await expect(lodge).toHaveCount(0);
    await expect(vendorCount(page)).toHaveText('Showing 4 of 4 vendors');
  });

  test('the phone filter panel shows the active count and Apply Filters folds it', async ({ page }) => {
    await page.goto('/vendors?category=venue&priceRange=%24%24%24');
    const toggle = page.getByRole('button', { name: 'Filters 2 active' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(combo(page, 'Price Range')).toHaveValue('$$$');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(combo(page, 'Price Range')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a package link shows a chip that removes the package', async ({ page }) => {
    await page.goto('/vendors?package=grand&guests=201-500');
    await expect(vendorCount(page)).not.toHaveText('Showing 24 of 34 vendors');
    await expect(page.getByRole('link', { name: 'Cedar Hollow Retreat Lodge', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove filter: Grand package (201-500 guests)' }).click();
    await expect(page).toHaveURL(/\/vendors\?guests=201-500$/);
    await page.getByRole('button', { name: 'Remove filter: 201-500 guests' }).click();
    await expect(page).toHaveURL(/\/vendors$/);
    await expect(vendorCount(page)).toHaveText('Showing 24 of 34 vendors');
  });

  test('Load more fetches the rest, and each card links to its vendor', async ({ page }) => {
    await page.goto('/vendors');
    await expect(cards(page)).toHaveCount(24);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(34);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Become a Vendor' })).toHaveAttribute(
      'href',
      '/vendor-signup',
    );

    const card = cards(page).filter({ hasText: 'Lakeshore Trattoria' });
    await expect(card.getByText('FEATURED')).toBeVisible();
    // The guests line is the API's range, or the lead's fallback when the services say none.
    const listed = (await (await page.request.get('/api/vendors?limit=100')).json()) as VendorCard[];
    const range = listed.find((v) => v.businessName === 'Lakeshore Trattoria')?.guestRange;
    await expect(card.getByText(`${range ?? '10-200'} guests`, { exact: true })).toBeVisible();
    await expect(card.getByRole('img')).toHaveCount(0); // decorative: alt=""
    await card.getByRole('link', { name: 'Lakeshore Trattoria', exact: true }).click();
    await expect(page).toHaveURL(`/vendor/${vendorId('Lakeshore Trattoria')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lakeshore Trattoria' })).toBeVisible();
    await expect(page.getByTestId('services').getByText('$22.00 per person')).toBeVisible();
    await expect(page.getByRole('link', { name: '(580) 584-7725' })).toHaveAttribute(
      'href',
      'tel:5805847725',
    );
  });

  for (const label of ['/vendors', '/vendor/:id (Lakeshore Trattoria)']) {
    test(`${label} works at 360 px without horizontal scrolling`, async ({ page }) => {
      const path = label === '/vendors' ? label : `/vendor/${vendorId('Lakeshore Trattoria')}`;
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('vendor page', () => {
  test('an unknown vendor shows Vendor Not Found with a way back', async ({ page }) => {
    await page.goto('/vendor/no-such-vendor');
    await expect(page.getByRole('heading', { name: 'Vendor Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to all vendors' }).click();
    await expect(page).toHaveURL('/vendors');
  });

  test('signed out, booking asks to sign in and comes back to the vendor', async ({ page }) => {
    const path = `/vendor/${vendorId('Lakeshore Trattoria')}`;
    await page.goto(path);
    await expect(page.getByText('Please sign in to book this vendor')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    await page.getByTestId('sign-in-prompt').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent(path)}`);
    await page.getByRole('tabpanel').getByLabel('Email').fill(DEMO.customer);
    await page.getByRole('tabpanel').getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In as Customer' }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  });
});

test.describe('booking and cart', () => {
  test('a customer books a vendor, sees the badge and the item in the cart, and removes it', async ({
    page,
  }) => {
    await signUpThroughUi(page);
    const day = futureDay();
    await page.goto(`/vendor/${vendorId('Lakeshore Trattoria')}`);
    const submit = page.getByRole('button', { name: 'Add to Cart' });
    await submit.click();
    await expectToast(page, 'Date required', 'Please select an event date');
    await page.getByLabel('Event date').fill(day);
    await submit.click();
    await expectToast(page, 'Service required', 'Please select a service to continue');
    await combo(page, 'Service').selectOption({ label: 'Pasta Bar Buffet — $22.00 per person' });
    await page.getByLabel('Number of guests').fill('4');
    await submit.click();
    await expect(page.getByText('Pasta Bar Buffet needs at least 25 guests')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);

    await bookPastaBar(page, day);
    await expectToast(page, 'Added to cart!', 'View your cart to proceed to checkout');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByLabel('Event date')).toHaveValue('');
    await expect(page.getByLabel('Notes (optional)')).toHaveValue('');

    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    const item = page.getByTestId('cart-item');
    await expect(item).toHaveCount(1);
    await expect(item.getByText('Lakeshore Trattoria - Pasta Bar Buffet')).toBeVisible();
    await expect(item.getByText(formatDay(day))).toBeVisible();
    await expect(item.getByText('6:30 PM')).toBeVisible();
    await expect(item.getByText('Gate code 4411')).toBeVisible();
    await expect(item.getByText(PASTA_BAR_ADDRESS)).toBeVisible();
    await expect(item.getByText('$880.00')).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText('$880.00');
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );

    await page.getByRole('button', { name: 'Remove Lakeshore Trattoria - Pasta Bar Buffet' }).click();
    await expectToast(page, 'Item removed from cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await page.getByRole('link', { name: 'Browse Vendors' }).click();
    await expect(page).toHaveURL('/vendors');
  });

  test('Clear Cart empties a cart of two bookings', async ({ page }) => {
    await signUpThroughUi(page);
    const id = vendorId('Lakeshore Trattoria');
    await page.goto(`/vendor/${id}`);
    await bookPastaBar(page, futureDay());
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await bookPastaBar(page, futureDay());
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await page.goto('/cart');
    await expect(page.getByTestId('cart-item')).toHaveCount(2);
    await expect(page.getByTestId('cart-total')).toHaveText('$1,760.00');
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    // It asks first: backing out keeps both; the keyboard confirms.
    await page.getByRole('button', { name: 'Keep my cart' }).click();
    await expect(page.getByTestId('cart-item')).toHaveCount(2);
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Clear your cart?' });
    await expect(dialog).toContainText('All 2 bookings in your cart will be removed.');
    await dialog.getByRole('button', { name: 'Clear Cart' }).focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Cart cleared');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });

  test('the booking form is kept as a draft when the customer leaves and comes back', async ({ page }) => {
    await signUpThroughUi(page);
    const path = `/vendor/${vendorId('Lakeshore Trattoria')}`;
    await page.goto(path);
    await page.getByLabel('Number of guests').fill('60');
    await page.getByLabel('Notes (optional)').fill('Vegetarian option for 12');
    await page.getByRole('link', { name: '← All vendors' }).click();
    await expect(page).toHaveURL('/vendors');
    await page.goto(path);
    await expect(page.getByLabel('Number of guests')).toHaveValue('60');
    await expect(page.getByLabel('Notes (optional)')).toHaveValue('Vegetarian option for 12');
  });
});

test.describe('offline', () => {
  test('the directory and a visited vendor render offline; an offline booking syncs exactly once', async ({
    page,
    context,
  }) => {
    await signUpThroughUi(page);
    const user = (await (await page.request.get('/api/user')).json()) as { id: string };
    const id = vendorId('Lakeshore Trattoria');
    const path = `/vendor/${id}`;
    // One online visit of each page, left only once the phone has kept what it showed.
    await page.goto('/vendors');
    await expect(vendorCount(page)).toHaveText('Showing 24 of 34 vendors');
    await expectPersisted(page, '"directory"');
    await page.goto(path);
    await expect(page.getByTestId('services')).toBeVisible();
    await expectPersisted(page, `"${id}","services"`);
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expectPersisted(page, '"cart"');
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.goto('/vendors');
    await expect(page.getByText('You are offline.')).toBeVisible();
    await expect(vendorCount(page)).toHaveText('Showing 24 of 34 vendors');
    // On within the app, as a person would: a second cold start offline is a separate matter.
    await page.getByRole('link', { name: 'Lakeshore Trattoria', exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Lakeshore Trattoria' })).toBeVisible();
    await expect(page.getByTestId('services').getByText('Pasta Bar Buffet')).toBeVisible();

    await bookPastaBarToWait(page);
    await page.getByRole('link', { name: 'Cart', exact: true }).click();
    await expect(page.getByTestId('waiting-bookings')).toContainText('waiting to sync');
    await expect(page.getByTestId('waiting-bookings')).toContainText(PASTA_BAR_ADDRESS);
    await expect(page.getByText('You are offline: this is your cart as last seen.')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expect(page.getByTestId('waiting-bookings')).toHaveCount(0);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.reload();
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    const rows = readDatabase<{ event_address: string }>(
      `select i.event_address from cart_items i join carts c on c.id = i.cart_id where c.customer_id = ?`,
      user.id,
    );
    expect(rows).toEqual([{ event_address: PASTA_BAR_ADDRESS }]);
  });

  test('offline, the cart as last seen cannot be changed and says why', async ({ page, context }) => {
    await signUpThroughUi(page);
    await page.goto(`/vendor/${vendorId('Lakeshore Trattoria')}`);
    await bookPastaBar(page, futureDay());
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto('/cart');
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await context.setOffline(true);
    await expect(page.getByText('You are offline: this is your cart as last seen.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear Cart' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Remove / })).toBeDisabled();
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: 'Clear Cart' })).toBeEnabled();
  });
});
