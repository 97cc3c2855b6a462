import type { APIRequestContext, Page } from '@playwright/test';
import {
  checkoutThroughApi,
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectToast,
  type PaidBooking,
  readDatabase,
  signUpThroughUi,
  test,
  townDay,
  unique,
} from './support';

// Issue 14, item 8: the event address travels from the booking form to the worker's ticket, which
// shows where to pick up and drop off; a worker can give back a job; a cancelled job says why.

const SMOKEHOUSE_ADDRESS = '8420 N US Highway 259, Hochatown, OK 74728';
const SMOKEHOUSE_PHONE = '(580) 584-2217';
const mapLink = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

const ticketCard = (page: Page, booking: Pick<PaidBooking, 'notes'>) =>
  page.getByTestId('job-ticket').filter({ hasText: booking.notes });

/** Pays for what is in the signed-in customer's cart with the embedded provider's test card. */
async function payCart(request: APIRequestContext) {
  const intent = await (await request.post('/api/cart/checkout', { data: {} })).json();
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };
  expect(
    (
      await request.post('/api/payments/local/confirm', {
        data: { clientSecret: intent.clientSecret, ...card },
      })
    ).ok(),
  ).toBe(true);
  const done = await request.post('/api/checkout/complete', { data: { cartId: intent.cartId } });
  expect(done.ok()).toBe(true);
}

test('a customer books with the event address, sees it in the cart, and the ticket drops off there', async ({
  page,
}) => {
  await signUpThroughUi(page);
  const [vendor] = readDatabase<{ id: string }>(
    "select id from vendors where business_name = 'Timber Ridge Smokehouse'",
  );
  await page.goto(`/vendor/${vendor?.id}`);
  await page
    .getByRole('combobox', { name: 'Service', exact: true })
    .selectOption({ label: 'Family-Style Cabin Dinner — $24.00 per person' });
  // Day 41 is the one availability.spec blocks for Timber Ridge; each spec books a day of its own.
  await page.getByLabel('Event date').fill(townDay(46));
  await page.getByLabel('Number of guests').fill('20');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const address = page.getByLabel('Event address', { exact: true });
  await expect(address).toHaveAccessibleDescription(/Enter where the event is/);
  const where = `${unique('Cabin ')}, 58 Stevens Gap Rd, Hochatown, OK 74728`;
  await address.fill(where);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Added to cart!');

  await page.goto('/cart');
  await expect(page.getByTestId('cart-item').getByText(where)).toBeVisible();
  await payCart(page.request);
  expect(
    readDatabase<{ location: string; dropoff_address: string }>(
      `select t.location, t.dropoff_address from job_tickets t join orders o on o.id = t.order_id
       where o.delivery_address = ?`,
      where,
    ),
  ).toEqual([{ location: SMOKEHOUSE_ADDRESS, dropoff_address: where }]);
});

test.describe('the worker', () => {
  test.use({ signedInAs: DEMO.worker });

  test("sees pickup and drop-off with map links, and the people's phones only once the job is theirs", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const buyer = await playwright.request.newContext({ baseURL });
    const booking = await checkoutThroughApi(buyer, townDay(42));
    await buyer.dispose();
    await page.goto('/worker-jobs');
    const card = ticketCard(page, booking);
    await expect(card.getByRole('link', { name: /^Open pickup in Google Maps/ })).toHaveAttribute(
      'href',
      mapLink(SMOKEHOUSE_ADDRESS),
    );
    await expect(card.getByRole('link', { name: /^Open drop-off in Google Maps/ })).toHaveAttribute(
      'href',
      mapLink(booking.eventAddress),
    );
    await expect(card).toContainText('Arrive between 3:30 and 4:00 PM'); // by an hour before the 5:00 PM start
    await expect(card).toContainText('for 3 hours'); // 30 guests: 2 hours plus 1 per 50 begun
    await expect(card.getByRole('link', { name: /^Call / })).toHaveCount(0);

    await card.getByRole('button', { name: 'Accept Job' }).click();
    await expectToast(page, 'Job accepted!');
    await page.getByRole('tab', { name: 'My Jobs' }).click();
    const mine = ticketCard(page, booking);
    await expect(
      mine.getByRole('link', { name: `Call Timber Ridge Smokehouse: ${SMOKEHOUSE_PHONE}` }),
    ).toHaveAttribute('href', 'tel:5805842217');
    await expect(mine).toContainText(booking.customer.name);
  });

  test('releases a job it cannot do, and the job is back in Available', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const buyer = await playwright.request.newContext({ baseURL });
    const booking = await checkoutThroughApi(buyer, townDay(43));
    await buyer.dispose();
    expect((await page.request.post(`/api/job-tickets/${booking.ticketId}/accept`, { data: {} })).ok()).toBe(
      true,
    );
    await page.goto('/worker-jobs');
    await page.getByRole('tab', { name: 'My Jobs' }).click();
    const mine = ticketCard(page, booking);
    await mine.getByRole('button', { name: /^Release / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Release job' }).click();
    await expectToast(page, 'Job released', 'It is back on the board for other workers');
    await expect(mine).toHaveCount(0);

    await page.getByRole('tab', { name: 'Available Jobs' }).click();
    await expect(ticketCard(page, booking).getByRole('button', { name: 'Accept Job' })).toBeEnabled();
    expect(
      readDatabase<{ status: string; assigned_worker_id: string | null }>(
        'select status, assigned_worker_id from job_tickets where id = ?',
        booking.ticketId,
      ),
    ).toEqual([{ status: 'pending', assigned_worker_id: null }]);
  });

  test('sees a job whose booking was cancelled as Cancelled, with the reason', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const buyer = await playwright.request.newContext({ baseURL });
    const booking = await checkoutThroughApi(buyer, townDay(44));
    await buyer.dispose();
    expect((await page.request.post(`/api/job-tickets/${booking.ticketId}/accept`, { data: {} })).ok()).toBe(
      true,
    );
    const vendor = await playwright.request.newContext({ baseURL });
    await vendor.post('/api/login', { data: { email: DEMO.vendor, password: DEMO_PASSWORD } });
    const reason = 'Our smoker broke down that weekend';
    expect(
      (await vendor.post(`/api/vendor/orders/${booking.orderId}/cancel`, { data: { reason } })).ok(),
    ).toBe(true);
    await vendor.dispose();

    await page.goto('/worker-jobs');
    await page.getByRole('tab', { name: 'My Jobs' }).click();
    const mine = ticketCard(page, booking);
    await expect(mine.getByTestId('cancelled-reason')).toHaveText(`Cancelled: ${reason}`);
    await expect(mine.getByRole('button')).toHaveCount(0);
    await expect(mine.getByRole('link', { name: /^Call / })).toHaveCount(0);
  });
});
