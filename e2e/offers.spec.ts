import { DEMO, expect, expectToast, readDatabase, test, townDay, unique } from './support';

// Issue 15 as people use it: a visitor asks Timber Ridge for a quote from its page, the vendor
// answers with an offer in the Leads tab, and the customer (signed up with the same e-mail) books it
// from My quotes and pays. One test per page and role, sharing the server's state in order.
// Timber Ridge takes one event a day; other specs book other days, this one day 52.
test.describe.configure({ mode: 'serial' });

const EVENT_DAY = townDay(52);
const person = {
  firstName: unique('Quinn').slice(0, 14),
  email: `${unique('offer')}@example.com`,
  password: 'pine-lake-2026',
};
const PRICE = '1375.50';
const PRICE_TEXT = '$1,375.50';
// A second, cheaper offer, which the customer declines (issue 32).
const DECLINED_TEXT = '$1,190.00';

const timberRidge = () =>
  readDatabase<{ id: string }>("select id from vendors where business_name = 'Timber Ridge Smokehouse'")[0]
    ?.id ?? '';

test('a visitor requests a quote from a vendor page; it reaches that vendor alone', async ({ page }) => {
  await page.goto(`/vendor/${timberRidge()}`);
  await page.getByRole('link', { name: 'Request a quote from Timber Ridge Smokehouse' }).click();
  await expect(
    page.getByRole('heading', { name: 'Request a quote from Timber Ridge Smokehouse' }),
  ).toBeVisible();
  await expect(page.getByLabel('Kind of vendor')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '← Back to Timber Ridge Smokehouse' })).toHaveAttribute(
    'href',
    `/vendor/${timberRidge()}`,
  );
  await expect(page.getByText('Timber Ridge Smokehouse reads it within 24 hours.')).toBeVisible();

  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Phone').fill('(580) 555-0177');
  await page.getByLabel('Event date').fill(EVENT_DAY);
  await page.getByLabel('Event time').fill('18:30');
  await page.getByLabel('Guest count').fill('35');
  await page.getByLabel('Event type').selectOption('retirement');
  await page.getByLabel('Venue').fill('Cedar Hollow Retreat Lodge');
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expectToast(
    page,
    'Quote Request Submitted!',
    "We'll contact you within 24 hours with a custom quote.",
  );
  await expect(page).toHaveURL('/packages', { timeout: 5_000 });

  const leads = readDatabase<{ vendor_id: string }>(
    'select l.vendor_id from quote_leads l join quote_requests q on q.id = l.quote_request_id where q.email = ?',
    person.email,
  );
  expect(leads).toEqual([{ vendor_id: timberRidge() }]);
});

test.describe('the vendor', () => {
  test.use({ signedInAs: DEMO.vendor });

  test('answers the lead with an offer in the Leads tab and then sees the contact details', async ({
    page,
  }) => {
    await page.goto('/vendor-dashboard');
    await page.getByRole('tab', { name: 'Leads' }).click();
    const lead = page.getByTestId('lead').filter({ hasText: `Retirement for ${person.firstName}` });
    await expect(lead).toContainText(
      "The customer's phone and e-mail show once you make an offer or they write to you.",
    );
    await expect(lead).not.toContainText(person.email);
    await lead.getByRole('button', { name: /^Make an offer/ }).click();
    await expect(lead.getByLabel('Price ($)')).toBeFocused();
    await lead.getByLabel('Price ($)').fill(PRICE);
    await lead
      .getByLabel('What the price includes')
      .fill('Smoked brisket buffet for 35, two sides, staff of two');
    await lead.getByRole('button', { name: 'Send offer' }).click();
    await expectToast(page, 'Offer sent', 'The customer can book it from their quotes.');
    await expect(lead.getByRole('link', { name: person.email })).toBeVisible();
    await expect(lead).toContainText(`${PRICE_TEXT} · Open until`);

    await lead.getByRole('button', { name: /^Make an offer/ }).click();
    await lead.getByLabel('Price ($)').fill('1190.00');
    await lead.getByLabel('What the price includes').fill('Brisket buffet for 35, one side, drop-off only');
    await lead.getByRole('button', { name: 'Send offer' }).click();
    await expect(lead).toContainText(`${DECLINED_TEXT} · Open until`);
  });
});

test('the customer signs up with the same e-mail and books the offer from My quotes', async ({ page }) => {
  // Signing up joins the visitor's request to the account (the /auth screen has its own tests).
  const registered = await page.request.post('/api/register', {
    data: { username: unique('quinn'), email: person.email, password: person.password, role: 'customer' },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/quotes');
  const cheaper = page.getByTestId('offer').filter({ hasText: DECLINED_TEXT });
  await cheaper
    .getByRole('button', { name: `Decline the offer from Timber Ridge Smokehouse for ${DECLINED_TEXT}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Decline this offer?' });
  await dialog
    .getByLabel('Why not? (optional, Timber Ridge Smokehouse sees this)')
    .fill('We need the staff to serve');
  await dialog.getByRole('button', { name: 'Decline offer' }).click();
  await expect(cheaper).toContainText('You declined it: “We need the staff to serve”');

  const offer = page.getByTestId('offer').filter({ hasText: PRICE_TEXT });
  await expect(offer).toContainText(PRICE_TEXT);
  await expect(offer).toContainText('Smoked brisket buffet for 35');
  await offer
    .getByRole('button', { name: `Book the offer from Timber Ridge Smokehouse for ${PRICE_TEXT}` })
    .click();
  await expect(page).toHaveURL('/cart');
  const line = page.getByTestId('cart-item');
  await expect(line).toContainText('Timber Ridge Smokehouse - Custom offer');
  await expect(line).toContainText(PRICE_TEXT);
  await expect(line).toContainText('Cedar Hollow Retreat Lodge');
});

test('the customer pays for the offer with 4242 and the order is exactly the offer', async ({ page }) => {
  const signedIn = await page.request.post('/api/login', {
    data: { email: person.email, password: person.password },
  });
  expect(signedIn.ok()).toBe(true);
  await page.goto('/checkout');
  await expect(page.getByText('Timber Ridge Smokehouse - Custom offer').first()).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration date').fill('1230');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: `Pay ${PRICE_TEXT}` }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  const rows = readDatabase<{
    amount_cents: number;
    offer_price: number;
    status: string;
    scheduled_date: string;
  }>(
    `select o.amount_cents, f.price_cents as offer_price, f.status, o.scheduled_date
       from orders o join quote_offers f on f.id = o.offer_id
       join quote_requests q on q.id = f.quote_request_id where q.email = ?`,
    person.email,
  );
  expect(rows).toEqual([
    { amount_cents: 137_550, offer_price: 137_550, status: 'booked', scheduled_date: EVENT_DAY },
  ]);
});

test.describe('the vendor, afterwards', () => {
  test.use({ signedInAs: DEMO.vendor });

  test('sees the declined offer with the customer’s reason beside the booked one', async ({ page }) => {
    await page.goto('/vendor-dashboard');
    await page.getByRole('tab', { name: 'Leads' }).click();
    const lead = page.getByTestId('lead').filter({ hasText: `Retirement for ${person.firstName}` });
    await expect(lead).toContainText(`${DECLINED_TEXT} · Declined: “We need the staff to serve”`);
    await expect(lead).toContainText(`${PRICE_TEXT} · Booked`);
  });
});
