import {
  bookPastaBarToWait,
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectPersisted,
  lieFi,
  readDatabase,
  signUpThroughUi,
  test,
  unique,
  vendorId,
  waitForServiceWorker,
} from './support';

// Issue 27: one bar of signal. The radio says connected while nothing comes back from the server. A
// screen the phone has seen paints from its store and says how old it is; writes wait in the outbox
// and arrive exactly once when the server answers again, even when the lost request did arrive.

test('a visitor’s seen vendor page paints from the phone with the time it was seen', async ({
  page,
  context,
}) => {
  const path = `/vendor/${vendorId('Timber Ridge Smokehouse')}`;
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto(path);
  await expect(page.getByTestId('services')).toBeVisible();

  await lieFi(context);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Timber Ridge Smokehouse' })).toBeVisible();
  await expect(page.getByTestId('services')).toBeVisible();
  await expect(page.getByText('Weak signal: the server is not answering.')).toBeVisible();
  await expect(page.getByTestId('data-age')).toHaveText(
    /^Showing what this phone saw at \d{1,2}:\d\d [AP]M\.$/,
  );
  // navigator.onLine never said otherwise: the app learnt it from its requests.
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
});

test.describe('the customer', () => {
  test.use({ signedInAs: DEMO.customer });

  test('My bookings as last seen, with its age; the notice goes when the server answers', async ({
    page,
    context,
  }) => {
    await page.goto('/bookings');
    await expect(page.getByTestId('booking').first()).toBeVisible();
    await expectPersisted(page, '"orders"');
    await waitForServiceWorker(page);

    const answerAgain = await lieFi(context);
    await page.reload();
    await expect(page.getByTestId('booking').first()).toBeVisible();
    await expect(page.getByTestId('data-age')).toContainText('Showing what this phone saw at');

    await answerAgain();
    await expect(page.getByTestId('data-age')).toHaveCount(0);
    await expect(page.getByText('Weak signal: the server is not answering.')).toHaveCount(0);
  });

  test('a message written on lie-fi that did reach the server is kept once', async ({ page, context }) => {
    const body = `Is the smoker on site by 4? ${unique('#')}`;
    await page.goto('/bookings');
    await waitForServiceWorker(page);
    const row = page.getByTestId('booking').filter({ hasText: 'Brisket & Pulled Pork Buffet' });
    await row.getByRole('link', { name: /^Message/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Timber Ridge Smokehouse' })).toBeVisible();

    const answerAgain = await lieFi(context, { reachingServer: true });
    await page.getByLabel('Message to Timber Ridge Smokehouse').fill(body);
    await page.getByRole('button', { name: 'Send' }).click();
    const mine = page.getByTestId('message').filter({ hasText: 'Is the smoker on site by 4?' });
    // The first send reached the server, but its answer never came: it waits to be sent again.
    await expect(mine.getByTestId('waiting-to-send')).toHaveText('Waiting to send', { timeout: 25_000 });
    expect(readDatabase('select id from messages where body = ?', body)).toHaveLength(1);

    await answerAgain();
    await expect(mine.getByTestId('waiting-to-send')).toHaveCount(0, { timeout: 20_000 });
    await expect(mine).toHaveCount(1);
    expect(readDatabase('select id from messages where body = ?', body)).toHaveLength(1);
  });
});

test('a booking added on lie-fi that did reach the server is in the cart once', async ({ page, context }) => {
  const user = await signUpThroughUi(page);
  await page.goto(`/vendor/${vendorId('Lakeshore Trattoria')}`);
  await expect(page.getByTestId('services')).toBeVisible();
  await waitForServiceWorker(page);

  const answerAgain = await lieFi(context, { reachingServer: true });
  // Its answer was lost: past the deadline it waits on the phone, to be sent again under its id.
  await bookPastaBarToWait(page);

  await answerAgain();
  await expect(page.getByTestId('cart-count')).toHaveText('1', { timeout: 20_000 });
  await expect(page.getByTestId('sync-status')).toHaveCount(0);
  const rows = readDatabase(
    `select i.id from cart_items i join carts c on c.id = i.cart_id join users u on u.id = c.customer_id
     where u.email = ?`,
    user.email,
  );
  expect(rows).toHaveLength(1);
});

test('a first visit on a slow link (2 s round trips, 50 KB/s) shows the directory, never offline or weak', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 2_000,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 50 * 1024,
  });
  await page.goto('/vendors', { timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Local Vendors' })).toBeVisible();
  await expect(page.getByTestId('vendor-count')).toHaveText(/^Showing 24 of \d+ vendors$/, {
    timeout: 30_000,
  });
  await expect(page.getByRole('link', { name: 'Timber Ridge Smokehouse' })).toBeVisible();
  await expect(page.getByText('You are offline.')).toHaveCount(0);
  await expect(page.getByText('Weak signal: the server is not answering.')).toHaveCount(0);
});

test('signing in on lie-fi says the connection is too weak instead of spinning', async ({
  page,
  context,
}) => {
  await page.goto('/auth');
  await page.getByRole('tabpanel').getByLabel('Email').fill(DEMO.customer);
  await page.getByRole('tabpanel').getByLabel('Password').fill(DEMO_PASSWORD);
  await lieFi(context);
  await page.getByRole('button', { name: 'Sign In as Customer' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast.getByText('Login failed', { exact: true })).toBeVisible({ timeout: 25_000 });
  await expect(toast.getByText('The connection is too weak to sign in. Try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});
