import { DEMO, expect, readDatabase, signIn, test, VISITOR_PAGES, waitForServiceWorker } from './support';

// The offline matrix (issue 7): every page a visitor reaches reads with the network cut after one
// visit, and signing out leaves nothing of the person readable on the phone. Offline writes,
// payment and job acceptance have their own offline tests beside their features
// (catalogue, forms, applications, checkout and jobs specs).
test('every page a visitor can reach reads offline after one visit', async ({ page, context }) => {
  const [vendor] = readDatabase<{ id: string; name: string }>(
    "select id, business_name as name from vendors where business_name = 'Timber Ridge Smokehouse'",
  );
  const pages = [...VISITOR_PAGES, `/vendor/${vendor?.id}`];
  await page.goto('/');
  await waitForServiceWorker(page);
  const headings: Record<string, string> = {};
  for (const path of pages) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();
    headings[path] = (await heading.textContent()) ?? '';
  }
  // The directory and the vendor page must show their data, not just a frame.
  await page.goto('/vendors');
  await expect(page.getByRole('link', { name: vendor?.name })).toBeVisible();

  await context.setOffline(true);
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(headings[path] ?? '');
    await expect(page.getByText('You are offline.')).toBeVisible();
  }
  await page.goto('/vendors');
  await expect(page.getByRole('link', { name: vendor?.name })).toBeVisible();
  await page.goto(`/vendor/${vendor?.id}`);
  await expect(page.getByText('Vendor Not Found')).toHaveCount(0);
  await context.setOffline(false);
});

test('signing out leaves none of the person readable on the phone', async ({ page }) => {
  await signIn(page, DEMO.customer);
  for (const path of ['/cart', '/bookings', '/preferences']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await waitForServiceWorker(page);
  const before = await page.evaluate(() => localStorage.getItem('bbe-query-cache') ?? '');
  expect(before).toContain('"cart"');

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
