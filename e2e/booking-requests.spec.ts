import {
  checkoutThroughApi,
  DEMO,
  expect,
  expectToast,
  readDatabase,
  signIn,
  test,
  writeDatabase,
} from './support';

// A request to book holds the card; the vendor's Accept captures it and the customer sees it accepted.
test('a customer books a request, the vendor accepts, and the customer sees it accepted', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const booking = await checkoutThroughApi(request, '2027-05-08', undefined, 'request');
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
  await expect(customer.getByTestId('booking-next')).toContainText(
    'Confirmed — Timber Ridge Smokehouse accepted your request.',
  );
  const detail = await customer.request.get(`/api/orders/${booking.orderId}`);
  expect(await detail.json()).toMatchObject({ status: 'accepted', payment: { status: 'captured' } });
  await context.close();
});

// Nobody answered by the deadline: the server expires the request and lets the hold go; the customer
// reads that on the booking page, and the vendor's day is free again.
test('an unanswered request expires and the customer sees the hold released', async ({ page, request }) => {
  const booking = await checkoutThroughApi(request, '2027-05-22', undefined, 'request');
  const stateOf = () =>
    readDatabase<{ status: string; holdStatus: string }>(
      `select o.status as status, p.hold_status as holdStatus
       from orders o join payments p on p.id = o.payment_id where o.id = ?`,
      booking.orderId,
    )[0];
  expect(stateOf()).toEqual({ status: 'pending', holdStatus: 'held' });
  // The day the vendor had to answer by has gone by (the clock cannot be moved under a real server).
  writeDatabase(
    'update orders set respond_by = ? where id = ?',
    new Date(Date.now() - 60_000).toISOString(),
    booking.orderId,
  );
  await expect.poll(stateOf).toEqual({ status: 'cancelled', holdStatus: 'released' });

  await signIn(page, booking.customer.email, booking.customer.password);
  await page.goto(`/bookings/${booking.orderId}`);
  await expect(page.getByTestId('booking-cancelled')).toContainText('The request expired');
  await expect(page.getByTestId('booking-cancelled')).toContainText(
    'The hold on your card was released: you were not charged.',
  );
  const detail = await page.request.get(`/api/orders/${booking.orderId}`);
  expect(await detail.json()).toMatchObject({ status: 'cancelled', payment: { status: 'released' } });
});
