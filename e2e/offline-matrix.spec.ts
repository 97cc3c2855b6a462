import type { BrowserContext, Page } from '@playwright/test';
import { DEMO, expect, readDatabase, signIn, test, VISITOR_PAGES, waitForServiceWorker } from './support';

// The offline matrix (issue 7): every page a visitor reaches reads with the network cut after one
// visit, and signing out leaves nothing of the person readable on the phone. Offline writes,
// payment and job acceptance have their own offline tests beside their features
// (catalogue, forms, applications, checkout and jobs specs).
// One test per page, so a slow machine spends one page's time per timeout and a failure names it.

const timberRidge = () => {
  const [vendor] = readDatabase<{ id: string; name: string }>(
    "select id, business_name as name from vendors where business_name = 'Timber Ridge Smokehouse'",
  );
  if (!vendor) throw new Error('the demo data has no Timber Ridge Smokehouse');
  return vendor;
};

/**
 * Visits `path` once with the service worker in control, cuts the network, and opens it again: the
 * same heading, under the offline notice. `andSee` checks what the page must show beyond its frame.
 */
async function readsOfflineAfterOneVisit(
  page: Page,
  context: BrowserContext,
  path: string,
  andSee?: () => Promise<void>,
) {
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  const online = (await heading.textContent()) ?? '';
  await andSee?.();

  await context.setOffline(true);
  await page.goto(path);
  await expect(heading, path).toHaveText(online);
  await expect(page.getByText('You are offline.')).toBeVisible();
  await andSee?.();
  await context.setOffline(false);
}

test.describe('a page a visitor can reach reads offline after one visit', () => {
  for (const path of VISITOR_PAGES) {
    test(path, async ({ page, context }) => {
      // The directory must show its data, not just a frame.
      const andSee =
        path === '/vendors'
          ? () => expect(page.getByRole('link', { name: timberRidge().name })).toBeVisible()
          : undefined;
      await readsOfflineAfterOneVisit(page, context, path, andSee);
    });
  }
  test('/vendor/:id (Timber Ridge Smokehouse)', async ({ page, context }) => {
    const vendor = timberRidge();
    await readsOfflineAfterOneVisit(page, context, `/vendor/${vendor.id}`, async () => {
      await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible();
      await expect(page.getByText('Vendor Not Found')).toHaveCount(0);
      // Its reviews as seen, too (issue 17).
      await expect(page.locator('#reviews').getByTestId('review').first()).toBeVisible();
    });
  });
});

test('signing out leaves none of the person readable on the phone', async ({ page }) => {
  await signIn(page, DEMO.customer);
  for (const path of ['/cart', '/bookings', '/preferences']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await waitForServiceWorker(page);
  // Conversations, kept in the person's part of the remembered cache like the cart.
  await page.goto('/messages');
  await expect(page.getByTestId('thread').first()).toBeVisible();
  const before = await page.evaluate(() => localStorage.getItem('bbe-query-cache') ?? '');
  expect(before).toContain('"cart"');
  expect(before).toContain('"threads"');

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  const left = await page.evaluate(async () => {
    const persisted = JSON.parse(localStorage.getItem('bbe-query-cache') ?? '{}') as {
      clientState?: { queries?: { queryKey: unknown[]; state: { data: unknown } }[] };
    };
    const queries = persisted.clientState?.queries ?? [];
    const userCaches = (await caches.keys()).filter((name) => name.startsWith('user-'));
    return {
      personal: queries
        .filter((q) => q.queryKey[0] === 'user' && q.queryKey.length > 1)
        .map((q) => q.queryKey),
      currentUser:
        queries.find((q) => q.queryKey.length === 1 && q.queryKey[0] === 'user')?.state.data ?? null,
      userCaches,
      email: JSON.stringify(persisted).includes('customer@demo.brokenbow.events'),
    };
  });
  expect(left).toEqual({ personal: [], currentUser: null, userCaches: [], email: false });
  await page.goto('/cart');
  await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
});
