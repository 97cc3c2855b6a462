import { rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/ensure-chromium.mjs';
import {
  DEMO,
  expect,
  expectToast,
  signIn,
  signUpThroughUi,
  test,
  unique,
  waitForServiceWorker,
} from './support';

test.describe('accounts', () => {
  // Each lands in their own place: a customer at home, a vendor on the dashboard, a worker on the board.
  const LANDS = { customer: '/', vendor: '/vendor-dashboard', worker: '/worker-jobs' } as const;
  for (const role of ['customer', 'vendor', 'worker'] as const) {
    test(`signs up as a ${role} and sees the signed-in navbar`, async ({ page }) => {
      const person = await signUpThroughUi(page, role);
      await expect(page).toHaveURL(LANDS[role]);
      await expectToast(page, 'Account created!');
      await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /^Cart/ })).toBeVisible();
      await expect(page.getByTestId('cart-count')).toHaveCount(0);
      await expect(page.getByTestId('avatar')).toHaveText('A');
      await page.getByRole('button', { name: /Account menu/ }).click();
      await expect(page.getByTestId('user-display-name')).toHaveText(
        `${person.firstName} ${person.lastName}`,
      );
      await expect(page.getByRole('menu').getByText(person.email)).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Communication Preferences' })).toBeVisible();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await expect(page).toHaveURL('/profile');
      await expect(page.getByText(person.email)).toBeVisible();
    });
  }

  test('logs out with the spec toast', async ({ page }) => {
    await signUpThroughUi(page);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expectToast(page, 'Signed out', 'You have been successfully signed out.');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('a failed sign-in shows Login failed / Invalid email or password', async ({ page }) => {
    await page.goto('/auth');
    await page
      .getByRole('tabpanel')
      .getByLabel('Email')
      .fill(`${unique('nobody')}@example.com`);
    await page.getByRole('tabpanel').getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign In as Customer' }).click();
    await expectToast(page, 'Login failed', 'Invalid email or password');
  });

  test('the forms show the spec validation messages', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tabpanel').getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In as Customer' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Password', { exact: true }).fill('pine-lake-2026');
    await page.getByLabel('Confirm password').fill('something-else');
    await page.getByRole('button', { name: 'Create Customer Account' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
  });

  test('signs in as the demo customer and the account type names the button', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Gig Worker').check();
    await expect(page.getByRole('button', { name: 'Sign In as Gig Worker' })).toBeVisible();
    await signIn(page, DEMO.customer);
    await expectToast(page, 'Welcome back!', 'You have successfully signed in.');
    await expect(page.getByTestId('avatar')).toHaveText('C');
  });
});

test.describe('protected routes', () => {
  test('anonymous /cart prompts to sign in and /checkout redirects to /auth', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
    await expect(page.getByTestId('sign-in-prompt').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      /\/auth/,
    );
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/auth/);
  });

  test('a signed-in visit to /auth lands on /', async ({ page }) => {
    await signUpThroughUi(page);
    await page.goto('/auth');
    await expect(page).toHaveURL('/');
  });

  test('an unknown path shows 404 Page Not Found', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});

test.describe('shell', () => {
  test('the mobile menu opens, closes by toggle, and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    for (const label of ['Home', 'Vendors', 'Catering', 'Packages', 'Delivery', 'Blog', 'Gig Workers']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(menu).toHaveCount(0);
  });

  for (const path of ['/', '/auth', '/cart', '/no-such-page']) {
    test(`${path} works at 360 px wide without horizontal scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    });
  }

  test('after one visit the shell reloads with the network cut', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Broken Bow Events home' })).toBeVisible();
    await expect(page.getByText('You are offline.')).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(false);
  });

  test('Chromium reports no installability errors', async ({ baseURL }) => {
    const dir = `.tmp/profile-${Date.now()}`;
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(baseURL ?? '/');
      await waitForServiceWorker(page);
      const session = await context.newCDPSession(page);
      const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const manifest = await session.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
