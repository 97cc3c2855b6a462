import { expect, readDatabase, signUpThroughUi, test, waitForServiceWorker } from './support';

// Issue 32: a customer on a phone saves two vendors with no signal, sees them synced on Saved, and
// shares the list; the link opens the list, read-only, for someone with no account, and a tap on a
// card's photo opens that vendor. A new customer of its own, so no other spec's saves meet it.

const savedCount = (email: string) =>
  readDatabase<{ n: number }>(
    'select count(*) as n from favorites f join users u on u.id = f.user_id where u.email = ?',
    email,
  )[0]?.n;

test('hearts saved offline sync, and the shared list opens in a fresh browser', async ({
  page,
  context,
  browser,
}) => {
  const person = await signUpThroughUi(page, 'customer');
  await page.goto('/vendors');
  await waitForServiceWorker(page);
  const cards = page.getByTestId('vendor-card');
  await expect(cards.nth(1)).toBeVisible();
  const names = [
    (await cards.nth(0).getByRole('link').textContent()) ?? '',
    (await cards.nth(1).getByRole('link').textContent()) ?? '',
  ];

  await context.setOffline(true);
  await expect(page.getByText('You are offline.')).toBeVisible();
  for (const [index, name] of names.entries()) {
    const heart = cards.nth(index).getByRole('button', { name: `Save ${name}` });
    await heart.click();
    // Shown saved at once, while the change waits on the phone.
    await expect(cards.nth(index).getByRole('button', { name: 'Saved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await expect(page.getByText('2 changes waiting to sync')).toBeVisible();
  expect(savedCount(person.email)).toBe(0);

  await context.setOffline(false);
  await expect.poll(() => savedCount(person.email)).toBe(2);

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Saved' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
  const saved = page.getByTestId('saved-vendors');
  // Newest first: the second heart was the later save.
  await expect(saved.getByRole('link')).toHaveText([names[1] ?? '', names[0] ?? '']);

  await page.getByRole('button', { name: 'Share list' }).click();
  const link = page.getByRole('textbox', { name: 'Share link' });
  await expect(link).toHaveValue(/\/saved\/[A-Za-z0-9_-]{43}$/);
  const url = await link.inputValue();
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();

  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const theirs = await stranger.newPage();
  await theirs.goto(url);
  await expect(theirs.getByRole('heading', { level: 1, name: 'Saved vendors' })).toBeVisible();
  const shared = theirs.getByTestId('shared-vendors');
  await expect(shared.getByRole('link')).toHaveText([names[1] ?? '', names[0] ?? '']);
  // Read-only: no hearts, and nobody signed in.
  await expect(theirs.getByTestId('favorite-heart')).toHaveCount(0);
  await expect(theirs.getByTestId('avatar')).toHaveCount(0);

  // The whole card opens the vendor: a tap in the middle of its photo, not on the name.
  const photo = shared.getByTestId('vendor-card').first().locator('img');
  const box = await photo.boundingBox();
  if (!box) throw new Error('the card has no photo box');
  await theirs.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await expect(theirs).toHaveURL(/\/vendor\/[0-9a-f-]{36}$/);
  await expect(theirs.getByRole('heading', { level: 1, name: names[1] })).toBeVisible();
  await stranger.close();
});
