import type { Page } from '@playwright/test';
import {
  expect,
  expectToast,
  readDatabase,
  readDraft,
  signUpHere,
  signUpThroughUi,
  test,
  unique,
  waitForServiceWorker,
} from './support';

type GigRow = { status: string; positions: string; availability: string; has_transportation: number };
type VendorRow = { is_active: number; application_status: string; plan: string; metadata: string };

const gigRows = (userId: string) =>
  readDatabase<GigRow>(
    'select status, positions, availability, has_transportation from gig_workers where user_id = ?',
    userId,
  );
const currentUserId = async (page: Page) =>
  ((await (await page.request.get('/api/user')).json()) as { id: string }).id;

async function fillGigForm(page: Page) {
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Email').fill('jordan.reyes@example.com');
  await page.getByLabel('Phone').fill('(580) 555-0199');
  await page.getByLabel('Setup Crew').check();
  await page.getByLabel('Cleanup Crew').check();
  await page.getByLabel('Weekends').check();
  await page.getByLabel('Evenings').check();
  await page.getByLabel('I have reliable transportation').check();
  await page.getByLabel('Experience (optional)').fill('Two summers of catering at Beavers Bend.');
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit Application' }).click();
const applicationForm = (page: Page) => page.getByRole('form', { name: 'Apply to join the crew' });

test('the gig form shows the spec messages under each control when sent empty', async ({ page }) => {
  await page.goto('/gig-workers');
  await expect(page.getByRole('heading', { name: 'Earn $15-25 an hour on your schedule' })).toBeVisible();
  for (const position of ['Delivery Driver', 'Setup Crew', 'Event Assistant', 'Cleanup Crew']) {
    await expect(page.getByRole('heading', { name: position })).toBeVisible();
  }
  await submit(page);
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription('First name is required');
  await expect(page.getByLabel('Last name')).toHaveAccessibleDescription('Last name is required');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Invalid email address');
  await expect(page.getByLabel('Phone')).toHaveAccessibleDescription('Valid phone number is required');
  await expect(
    page.getByRole('group', { name: 'Positions you are interested in' }),
  ).toHaveAccessibleDescription('Select at least one position');
  await expect(page.getByRole('group', { name: 'When are you available?' })).toHaveAccessibleDescription(
    'Select at least one availability option',
  );
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByTestId('sign-in-first')).toHaveCount(0);
  // A fixed answer loses its message at once.
  await page.getByLabel('Setup Crew').check();
  await expect(page.getByText('Select at least one position')).toHaveCount(0);
});

test('a visitor applies: asked to sign in, signs up as a Gig Worker, finds the form restored, sends it once', async ({
  page,
}) => {
  await page.goto('/gig-workers');
  await fillGigForm(page);
  await submit(page);
  const prompt = page.getByTestId('sign-in-first');
  await expect(prompt).toContainText('Sign in or create a Gig Worker account to send your application');
  await expect(prompt.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/auth?type=worker&redirect=%2Fgig-workers',
  );
  await prompt.getByRole('link', { name: 'Create a Gig Worker account' }).click();
  await expect(page).toHaveURL('/auth?type=worker&tab=signup&redirect=%2Fgig-workers');
  await expect(page.getByLabel('Gig Worker')).toBeChecked();
  await signUpHere(page, 'Create Gig Worker Account');

  await expect(page).toHaveURL('/gig-workers');
  // What was typed wins over the account's name.
  await expect(page.getByLabel('First name')).toHaveValue('Jordan');
  await expect(page.getByLabel('Phone')).toHaveValue('(580) 555-0199');
  await expect(page.getByLabel('Cleanup Crew')).toBeChecked();
  await expect(page.getByLabel('Delivery Driver')).not.toBeChecked();
  await expect(page.getByLabel('Evenings')).toBeChecked();
  await expect(page.getByLabel('I have reliable transportation')).toBeChecked();
  await expect(page.getByLabel('Experience (optional)')).toHaveValue(
    'Two summers of catering at Beavers Bend.',
  );

  await submit(page);
  await expectToast(
    page,
    'Application Submitted!',
    "We'll review your application and contact you within 2-3 business days.",
  );
  await expect(page.getByRole('heading', { name: 'Your application is pending review' })).toBeVisible();
  await expect(applicationForm(page)).toHaveCount(0);
  expect(await readDraft(page, 'gig-application')).toBeNull();

  const userId = await currentUserId(page);
  const rows = gigRows(userId);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ status: 'pending', has_transportation: 1 });
  expect(JSON.parse(rows[0]?.positions ?? '[]')).toEqual(['setup_crew', 'cleanup_crew']);
  expect(JSON.parse(rows[0]?.availability ?? '[]')).toEqual(['weekends', 'evenings']);

  // A second application is not offered: the status stands in for the form.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your application is pending review' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
  expect(gigRows(userId)).toHaveLength(1);
});

test('the vendor form: Featured preselected, cuisine only for restaurants and cleared on change, applies', async ({
  page,
}) => {
  await signUpThroughUi(page, 'vendor');
  const userId = await currentUserId(page);
  await page.goto('/vendor-signup');
  await expect(page.getByRole('radio', { name: 'Featured' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Featured' })).toHaveAccessibleDescription(
    /^Most popular\. \$49 per month/,
  );
  await expect(page.getByRole('radio', { name: 'Basic' })).toHaveAccessibleDescription(
    /Free.*5% platform fee/,
  );
  await page.getByRole('radio', { name: 'Premium' }).check();

  const type = page.getByLabel('Business type');
  const cuisine = page.getByLabel('Cuisine type');
  await expect(cuisine).toHaveCount(0);
  await type.selectOption({ label: 'Restaurant / Catering' });
  await cuisine.selectOption('Italian');
  await type.selectOption({ label: 'Event Venue' });
  await expect(cuisine).toHaveCount(0);
  await type.selectOption({ label: 'Restaurant / Catering' });
  await expect(cuisine).toHaveValue('');

  const business = unique('Mountain Fork Pit ');
  await page.getByLabel('Business name').fill(business);
  await page.getByLabel('Description').fill('Post-oak brisket and peach cobbler for reunions of 20 to 300.');
  await page.getByLabel('Business address').fill('101 N Park Dr');
  await expect(page.getByLabel('City')).toHaveValue('Broken Bow');
  await page.getByLabel('ZIP code').fill('74728');
  await page.getByLabel('Business phone').fill('(580) 555-0142');
  await page.getByLabel('Experience level').selectOption({ label: '6-10 years' });
  await page.getByLabel('I carry liability insurance').check();
  await submit(page);
  await expect(cuisine).toHaveAccessibleDescription('Cuisine type is required for restaurants/catering');
  await expect(page.getByLabel(/I agree to the/)).toHaveAccessibleDescription('You must agree to the terms');
  await expect(
    page
      .getByRole('form', { name: 'Vendor application' })
      .getByRole('link', { name: 'Terms and Conditions' }),
  ).toHaveAttribute('href', '/terms');

  await cuisine.selectOption('BBQ & Grilled');
  await page.getByLabel(/I agree to the/).check();
  await submit(page);
  await expectToast(
    page,
    'Application Submitted!',
    "We'll review your application and contact you within 2-3 business days.",
  );
  await expect(page.getByTestId('vendor-submitted')).toContainText(
    'Your listing appears in the vendor directory once it is approved',
  );

  const rows = readDatabase<VendorRow>(
    'select is_active, application_status, plan, metadata from vendors where user_id = ? and business_name = ?',
    userId,
    business,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ is_active: 0, application_status: 'pending', plan: 'premium' });
  expect(JSON.parse(rows[0]?.metadata ?? '{}')).toEqual({ cuisineType: 'BBQ & Grilled' });

  // The form was reset: a fresh one starts from the defaults.
  await page.getByRole('button', { name: 'Apply for another business' }).click();
  await expect(page.getByLabel('Business name')).toHaveValue('');
  await expect(page.getByRole('radio', { name: 'Featured' })).toBeChecked();
  await expect(page.getByLabel('Business type')).toHaveValue('');

  // The same business again is refused by the server: its words in a destructive toast, answers kept.
  await page.getByLabel('Business name').fill(business);
  await page.getByLabel('Business type').selectOption({ label: 'Bartending' });
  await page.getByLabel('Description').fill('Mobile bar and mocktail cart for lakeside weddings.');
  await page.getByLabel('Business address').fill('101 N Park Dr');
  await page.getByLabel('Business phone').fill('(580) 555-0142');
  await page.getByLabel('Experience level').selectOption({ label: 'Just starting' });
  await page.getByLabel(/I agree to the/).check();
  await submit(page);
  await expectToast(page, 'Application Failed', 'You already have a pending application for this business.');
  await expect(page.getByTestId('toast')).toHaveClass(/text-danger/);
  await expect(page.getByLabel('Business name')).toHaveValue(business);
  await expect(page.getByLabel('Business type')).toHaveValue('bartending');
});

test('a signed-out visitor filling the vendor form is asked to sign in and keeps the answers', async ({
  page,
}) => {
  await page.goto('/vendor-signup');
  await page.getByRole('radio', { name: 'Basic' }).check();
  await page.getByLabel('Business name').fill('Hochatown Blooms');
  await page.getByLabel('Business type').selectOption({ label: 'Florist' });
  await page.getByLabel('Description').fill('Wildflower bouquets and arches for lakeside weddings.');
  await page.getByLabel('Business address').fill('42 Hochatown Rd');
  await page.getByLabel('Business phone').fill('(580) 555-0177');
  await page.getByLabel('Business email').fill('blooms@example.com');
  await page.getByLabel('Experience level').selectOption({ label: 'Just starting' });
  await page.getByLabel(/I agree to the/).check();
  await submit(page);
  const prompt = page.getByTestId('sign-in-first');
  await expect(prompt).toContainText('Sign in or create a Vendor account to send your application');
  await expect(prompt.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/auth?type=vendor&redirect=%2Fvendor-signup',
  );
  await expect(prompt.getByRole('link', { name: 'Create a Vendor account' })).toHaveAttribute(
    'href',
    '/auth?type=vendor&tab=signup&redirect=%2Fvendor-signup',
  );
  await page.reload();
  await expect(page.getByLabel('Business name')).toHaveValue('Hochatown Blooms');
  await expect(page.getByRole('radio', { name: 'Basic' })).toBeChecked();
  await expect(page.getByLabel('Business type')).toHaveValue('florist');
});

test('offline: a gig application waits in the outbox and reaches the server exactly once', async ({
  page,
  context,
}) => {
  await signUpThroughUi(page, 'worker');
  const userId = await currentUserId(page);
  await page.goto('/gig-workers');
  await expect(page.getByLabel('First name')).toHaveValue('Avery');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.getByLabel('Phone').fill('(580) 555-0123');
  await page.getByLabel('Delivery Driver').check();
  await page.getByLabel('Mornings').check();
  await submit(page);
  await expectToast(page, 'Saved offline', 'Your application will be sent when you are back online.');
  await expect(page.getByTestId('sync-status')).toContainText('waiting to sync');
  await expect(page.getByRole('heading', { name: 'Your application is waiting to be sent' })).toBeVisible();
  expect(gigRows(userId)).toHaveLength(0);

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => gigRows(userId).length, { timeout: 15_000 }).toBe(1);
  await expect(page.getByTestId('sync-status')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Your application is pending review' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your application is pending review' })).toBeVisible();
  expect(gigRows(userId)).toHaveLength(1);
});
