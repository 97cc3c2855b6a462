import {
  checkoutThroughApi,
  DEMO,
  expect,
  expectToast,
  moveBookingTo,
  readDatabase,
  signIn,
  test,
  townDay,
} from './support';

// Issue 30: a customer reports a no-show on a booking that ended yesterday, the vendor's payout is
// held, and the admin refunds part of it. Green Heron Bowls is booked by no other spec.
const VENDOR = 'Green Heron Bowls';

test('a customer reports a no-show and the admin refunds it', async ({ page, browser, baseURL }) => {
  const booking = await checkoutThroughApi(page.request, townDay(12), VENDOR);
  // The days go by: the booking was yesterday, inside its 48 hours for a report.
  moveBookingTo(booking.orderId, townDay(-1));

  await page.goto(`/bookings/${booking.orderId}`);
  await page.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem' });
  await dialog.getByLabel('The vendor did not show up').check();
  await dialog
    .getByLabel('What happened?')
    .fill('Nobody came; the guests waited an hour and we ordered pizza.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expectToast(page, 'Problem reported');
  const section = page.getByTestId('booking-problem');
  await expect(section).toContainText('An admin is looking at it.');
  await expect(page.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);
  const [report] = readDatabase<{ id: string; status: string }>(
    'select id, status from problem_reports where order_id = ?',
    booking.orderId,
  );
  expect(report?.status).toBe('open');

  const admin = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const adminPage = await admin.newPage();
  await signIn(adminPage, DEMO.admin);
  await adminPage.goto('/admin');
  await adminPage.getByRole('tab', { name: 'Problems' }).click();
  const card = adminPage.getByTestId('admin-problem').filter({ hasText: booking.customer.name });
  await expect(card).toContainText('The vendor did not show up');
  await card.getByRole('button', { name: /^Refund:/ }).click();
  await adminPage.getByLabel('Refund (USD)').fill('50.00');
  await adminPage.getByRole('button', { name: 'Refund $50.00' }).click();
  await expectToast(adminPage, 'Refunded $50.00');
  await expect(card).toContainText('Refunded $50.00.');
  await admin.close();

  await page.reload();
  await expect(section).toContainText('Settled: $50.00 refunded to the card you paid with.');
  expect(
    readDatabase<{ kind: string; amount: number }>(
      'select kind, amount_cents as amount from refunds where order_id = ?',
      booking.orderId,
    ),
  ).toEqual([{ kind: 'report', amount: 5_000 }]);
});
