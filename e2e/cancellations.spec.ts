import { checkoutThroughApi, DEMO, expect, expectToast, readDatabase, signIn, test } from './support';

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** YYYY-MM-DD `days` after Broken Bow's today, as the server counts. */
function townDayPlus(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('a customer cancels a booking 10 days out, sees the refund before confirming, and gets it', async ({
  page,
}) => {
  // page.request shares the page's cookies: the customer who paid is the one signed in.
  const booking = await checkoutThroughApi(page.request, townDayPlus(10));
  const [{ amount_cents: paid } = { amount_cents: 0 }] = readDatabase<{ amount_cents: number }>(
    'select amount_cents from orders where id = ?',
    booking.orderId,
  );
  const refund = paid - Math.floor((paid * 3) / 100);

  await page.goto('/bookings');
  const row = page.getByTestId('booking').filter({ hasText: 'Timber Ridge Smokehouse' });
  await row.getByRole('button', { name: /^Cancel booking/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    `Your event is 10 days away, so you get ${money(refund)} back: the full ${money(paid)} less the 3% processing fee.`,
  );
  await dialog
    .getByLabel('Why are you cancelling? (optional, the vendor sees this)')
    .fill('We moved the date');
  await dialog.getByRole('button', { name: `Cancel and refund ${money(refund)}` }).click();

  await expectToast(page, 'Booking cancelled', `${money(refund)} is on its way back to your card.`);
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Cancel booking/ })).toHaveCount(0);
  expect(
    readDatabase(
      'select amount_cents, status, requested_by from refunds where order_id = ?',
      booking.orderId,
    ),
  ).toEqual([{ amount_cents: refund, status: 'succeeded', requested_by: 'customer' }]);
  expect(
    readDatabase<{ status: string }>('select status from job_tickets where order_id = ?', booking.orderId),
  ).toEqual([{ status: 'cancelled' }]);
});

test.describe('the vendor', () => {
  test.use({ signedInAs: DEMO.vendor });

  test('cancels a paid booking with a reason; the customer is refunded in full and sees it', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    const buyer = await playwright.request.newContext({ baseURL });
    const booking = await checkoutThroughApi(buyer, townDayPlus(20));
    await buyer.dispose();
    const [{ amount_cents: paid } = { amount_cents: 0 }] = readDatabase<{ amount_cents: number }>(
      'select amount_cents from orders where id = ?',
      booking.orderId,
    );

    await page.goto('/vendor-dashboard');
    const card = page.getByTestId('vendor-booking').filter({ hasText: booking.customer.name });
    // Instant: accepted when paid, so the vendor cancels it (a request's decline takes nothing at all).
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`The customer is refunded all ${money(paid)}, automatically`);
    await dialog
      .getByLabel('Reason the customer will see (optional)')
      .fill('Our pit is booked for a wedding');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expectToast(page, 'Booking cancelled', `The customer is refunded ${money(paid)}.`);
    await expect(card.getByText('cancelled', { exact: true })).toBeVisible();

    const customer = await browser.newContext({ baseURL, storageState: undefined });
    const customerPage = await customer.newPage();
    await signIn(customerPage, booking.customer.email, booking.customer.password);
    await customerPage.goto('/bookings');
    const row = customerPage.getByTestId('booking').filter({ hasText: 'Timber Ridge Smokehouse' });
    await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
    await customer.close();
    expect(
      readDatabase('select amount_cents, status from refunds where order_id = ?', booking.orderId),
    ).toEqual([{ amount_cents: paid, status: 'succeeded' }]);
  });
});
