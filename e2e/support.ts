import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_DATABASE } from '../playwright.config';

export const DEMO_PASSWORD = 'BrokenBow!2026';
export const DEMO = {
  customer: 'customer@demo.brokenbow.events',
  vendor: 'vendor@demo.brokenbow.events',
  worker: 'worker@demo.brokenbow.events',
  admin: 'admin@demo.brokenbow.events',
} as const;

const ACCOUNT_TYPE_LABEL = {
  customer: 'Customer',
  vendor: 'Vendor / Business',
  worker: 'Gig Worker',
} as const;
const BUTTON_NAME = { customer: 'Customer', vendor: 'Vendor', worker: 'Gig Worker' } as const;

export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs up through the /auth screen as a person would; returns what was typed. */
export async function signUpThroughUi(page: Page, role: keyof typeof ACCOUNT_TYPE_LABEL = 'customer') {
  const username = unique(role);
  const person = {
    firstName: 'Avery',
    lastName: 'Lane',
    username,
    email: `${username}@example.com`,
    password: 'pine-lake-2026',
  };
  await page.goto('/auth');
  await page.getByLabel(ACCOUNT_TYPE_LABEL[role]).check();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('button', { name: `Create ${BUTTON_NAME[role]} Account` }).click();
  await expect(page.getByTestId('avatar')).toBeVisible();
  return person;
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  await page.getByRole('tabpanel').getByLabel('Email').fill(email);
  await page.getByRole('tabpanel').getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /^Sign In as / }).click();
  await expect(page.getByTestId('avatar')).toBeVisible();
}

/** Resolves once a service worker controls the page and is activated (DESIGN.md, Toolchain facts). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) => {
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve());
      });
    }
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve()),
      );
    }
  });
}

/** The one visible toast (SPEC section 9), by its title and optional description. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId('toast');
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(toast.getByText(description, { exact: true })).toBeVisible();
}

/** Reads the server's real SQLite file (read-only), to check what a flow left behind. */
export function readDatabase<T>(query: string, ...params: unknown[]): T[] {
  const db = new Database(E2E_DATABASE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(query).all(...params) as T[];
  } finally {
    db.close();
  }
}
