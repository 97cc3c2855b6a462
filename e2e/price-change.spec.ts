import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectToast,
  readDatabase,
  signUpThroughUi,
  test,
  townDay,
  unique,
} from './support';

// Issue 27, item 4: never show a price it will not charge. The demo vendor (Timber Ridge Smokehouse)
// changes a price from its own account while a customer has the page open; the customer is shown
// both prices and goes on only at the new one, when adding to the cart and again before paying.
// Each test adds a service of its own (deactivated after), so no other spec's prices move.

const DAY = townDay(67); // a day no other spec books at Timber Ridge
const ADDRESS = '58 Stevens Gap Rd, Hochatown, OK 74728';

type PricedService = { id: string; name: string; reprice: (price: string) => Promise<void> };

/** The vendor, signed in on another device: a per-person service at $24.00 and a way to reprice it. */
async function vendorWithSupper(request: APIRequestContext): Promise<PricedService> {
  expect(
    (await request.post('/api/login', { data: { email: DEMO.vendor, password: DEMO_PASSWORD } })).ok(),
  ).toBe(true);
  const [smokehouse] = readDatabase<{ id: string }>(
    "select id from vendors where business_name = 'Timber Ridge Smokehouse'",
  );
  const input = {
    vendorId: smokehouse?.id,
    name: unique('Price Check Supper '),
    category: 'catering',
    price: '24.00',
    priceUnit: 'per person',
    minGuests: 10,
    maxGuests: 60,
  };
  const added = await request.post('/api/vendor/services', { data: input });
  expect(added.status()).toBe(201);
  const { id } = (await added.json()) as { id: string };
  return {
    id,
    name: input.name,
    reprice: async (price) => {
      expect((await request.put(`/api/vendor/services/${id}`, { data: { ...input, price } })).ok()).toBe(
        true,
      );
    },
  };
}

/** The customer books the service for ten guests on the vendor's page, as last shown at `price`. */
async function fillBooking(page: Page, supper: PricedService, price: string) {
  const vendorId = readDatabase<{ vendor_id: string }>(
    'select vendor_id from services where id = ?',
    supper.id,
  )[0]?.vendor_id;
  await page.goto(`/vendor/${vendorId}`);
  await page
    .getByRole('combobox', { name: 'Service', exact: true })
    .selectOption({ label: `${supper.name} — ${price} per person` });
  await page.getByLabel('Event date').fill(DAY);
  await page.getByLabel('Number of guests').fill('10');
  await page.getByLabel('Event address', { exact: true }).fill(ADDRESS);
}

let vendor: APIRequestContext;
let supper: PricedService;
test.beforeEach(async ({ playwright, baseURL }) => {
  vendor = await playwright.request.newContext({ baseURL });
  supper = await vendorWithSupper(vendor);
});
test.afterEach(async () => {
  await vendor.delete(`/api/vendor/services/${supper.id}`);
  await vendor.dispose();
});

test('a price raised while the page is open is shown beside the old one before it goes in the cart', async ({
  page,
}) => {
  await signUpThroughUi(page);
  await fillBooking(page, supper, '$24.00');
  await expect(page.getByTestId('price-hint')).toContainText('Estimated total: $240.00');

  await supper.reprice('26.00'); // behind the customer's back
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const notice = page.getByTestId('price-change');
  await expect(notice.getByText('Price changed: was $24.00, now $26.00 per person')).toBeVisible();
  // The page took the new price: the estimate follows, and nothing was added at either price.
  await expect(page.getByTestId('price-hint')).toContainText('Estimated total: $260.00');
  expect(readDatabase('select id from cart_items where service_id = ?', supper.id)).toEqual([]);

  await notice.getByRole('button', { name: 'Add to cart at $26.00 per person' }).click();
  await expectToast(page, 'Added to cart!', 'View your cart to proceed to checkout');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-item').filter({ hasText: supper.name })).toContainText('$260.00');
  await expect(page.getByTestId('cart-total')).toHaveText('$260.00');
});

test('a price changed after it went in the cart is shown with both prices before the card form', async ({
  page,
}) => {
  await signUpThroughUi(page);
  await fillBooking(page, supper, '$24.00');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Added to cart!');

  await supper.reprice('22.50'); // a drop is shown too: neither price is charged unseen
  await page.goto('/checkout');
  const notice = page.getByTestId('price-change');
  await expect(notice.getByRole('listitem')).toHaveText(
    `Timber Ridge Smokehouse - ${supper.name} was $240.00, now $225.00`,
  );
  await expect(page.getByLabel('Card number')).toHaveCount(0);

  await notice.getByRole('button', { name: 'Accept the new price' }).click();
  await expect(page.getByRole('button', { name: 'Pay $225.00' })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('$225.00');
});
