import { DEMO, DEMO_PASSWORD, expect, payWith, test, unique } from './support';

/**
 * Issue 19: a vendor on Basic upgrades a business to Featured from the dashboard, pays the first
 * invoice with the test card, and the directory shows the FEATURED badge on its card.
 */
test('a vendor upgrades to Featured with the test card and the directory shows FEATURED', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A new vendor with an approved business on Basic, made through the API (applying and approving
  // have their own specs). page.request shares the page's cookies: the page is signed in as it.
  const name = unique('Plan Test BBQ ');
  const username = unique('planvendor');
  const registered = await page.request.post('/api/register', {
    data: {
      username,
      email: `${username}@example.com`,
      password: 'pine-lake-2026',
      role: 'vendor',
      firstName: 'Avery',
      lastName: 'Lane',
    },
  });
  expect(registered.ok()).toBe(true);
  const applied = await page.request.post('/api/vendors', {
    data: {
      businessName: name,
      businessType: 'restaurant',
      description: 'Brisket and ribs by Broken Bow Lake.',
      address: '12 Lake Rd',
      phone: '(580) 555-0199',
      email: `${username}@example.com`,
      website: '',
      experience: '3-5',
      hasLicense: true,
      hasInsurance: true,
      hasCertifications: false,
      agreeToTerms: true,
      plan: 'basic',
      metadata: { cuisineType: 'BBQ & Grilled' },
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const vendor = (await applied.json()) as { id: string };
  const admin = await playwright.request.newContext({ baseURL });
  expect(
    (await admin.post('/api/login', { data: { email: DEMO.admin, password: DEMO_PASSWORD } })).ok(),
  ).toBe(true);
  expect((await admin.post(`/api/admin/vendors/${vendor.id}/approve`, { data: {} })).ok()).toBe(true);
  await admin.dispose();

  await page.goto('/vendor-dashboard');
  const card = page.getByTestId('business').filter({ hasText: name });
  await expect(card.getByTestId('plan-line')).toContainText('Basic');
  await card.getByRole('link', { name: 'Change plan' }).click();

  await expect(page.getByRole('heading', { name: 'Your plan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Basic plan' })).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade to Featured' }).click();
  await expect(page.getByRole('heading', { name: 'Pay for Featured' })).toBeVisible();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Featured plan' })).toBeVisible();
  await expect(page.getByTestId('next-invoice')).toContainText('$49.00');
  await expect(page.getByRole('listitem').filter({ hasText: 'Current plan' })).toContainText('Featured');

  await page.goto('/vendors');
  const listing = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) })
    .first();
  await expect(listing.getByText('FEATURED', { exact: true })).toBeVisible();
});
