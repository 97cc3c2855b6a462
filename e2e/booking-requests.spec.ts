import { checkoutThroughApi, DEMO, expect, expectToast, readDatabase, signIn, test } from './support';

// A request to book holds the card; the vendor's Accept captures it and the customer sees it accepted.
test('a customer books a request, the vendor accepts, and the customer sees it accepted', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const booking = await checkoutThroughApi(request, '2027-05-15', undefined, 'request');
  const holdOf = () =>
    readDatabase<{ holdStatus: string; captured: number | null }>(
      `select p.hold_status as holdStatus, p.captured_cents as captured
       from orders o join payments p on p.id = o.payment_id where o.id = ?`,
      booking.orderId,
    )[0];
  expect(holdOf()).toEqual({ holdStatus: 'held', captured: null });

  await signIn(page, DEMO.vendor);
  await page.goto('/vendor-dashboard');
  const row = page.getByTestId('vendor-booking').filter({ hasText: booking.customer.name });
  await expect(row).toContainText('pending');
  await row.getByRole('button', { name: 'Accept' }).click();
  await expectToast(page, 'Booking accepted');
  await expect(row).toContainText('accepted');
  expect(holdOf()?.holdStatus).toBe('captured');

  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const customer = await context.newPage();
  await signIn(customer, booking.customer.email, booking.customer.password);
  await customer.goto(`/bookings/${booking.orderId}`);
  await expect(customer.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(customer.getByText('accepted', { exact: true }).first()).toBeVisible();
  const detail = await customer.request.get(`/api/orders/${booking.orderId}`);
  expect(await detail.json()).toMatchObject({ status: 'accepted', payment: { status: 'captured' } });
  await context.close();
});
