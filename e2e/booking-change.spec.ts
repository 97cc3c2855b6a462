import { checkoutThroughApi, expect, expectToast, payWith, readDatabase, test } from './support';

// Lakeshore Trattoria's Pasta Bar Buffet, $22.00 a guest; August 2027 is booked by no other spec.
test('a customer moves a booking to another day with more guests and pays the difference', async ({
  page,
}) => {
  // page.request shares the page's cookies: the customer who paid is the one signed in.
  const booking = await checkoutThroughApi(page.request, '2027-08-11', 'Lakeshore Trattoria');
  await page.goto(`/bookings/${booking.orderId}`);
  await page.getByRole('button', { name: 'Change booking' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Date')).toHaveValue('2027-08-11');
  await expect(dialog.getByLabel('Guests')).toHaveValue('30');
  await dialog.getByLabel('Date').fill('2027-08-18');
  await dialog.getByLabel('Guests').fill('35');
  await dialog.getByRole('button', { name: 'See the new price' }).click();
  await expect(dialog.getByTestId('change-price')).toHaveText(
    'New price $770.00 (was $660.00). You pay $110.00 more.',
  );
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await payWith(page);

  await expectToast(page, 'Booking changed');
  await expect(page.getByTestId('change-note')).toContainText('Changed');
  await expect(page.getByTestId('booking-summary')).toContainText('$770.00');
  await expect(page.getByTestId('booking-summary')).toContainText('August 18, 2027');
  expect(
    readDatabase('select scheduled_date, amount_cents from orders where id = ?', booking.orderId),
  ).toEqual([{ scheduled_date: '2027-08-18', amount_cents: 77_000 }]);
  expect(
    readDatabase(
      "select amount_cents from ledger_entries where kind = 'change_charge' and order_id = ?",
      booking.orderId,
    ),
  ).toEqual([{ amount_cents: 11_000 }]);
});
