import type { Page } from '@playwright/test';
import { expect, expectToast, payWith, readDatabase, signUpThroughUi, test } from './support';

type Row = { id: string };
/** Two services of one seeded vendor that take 20 guests. */
const twoServices = () =>
  readDatabase<{ vendorId: string; serviceId: string }>(
    `select v.id as vendorId, s.id as serviceId from vendors v join services s on s.vendor_id = v.id
     where v.business_name = 'Timber Ridge Smokehouse' and s.is_active = 1
       and coalesce(s.min_guests, 0) <= 20 and coalesce(s.max_guests, 1000) >= 20
     order by s.name limit 2`,
  );

/**
 * Two bookings in the cart of the signed-in browser (the booking UI itself is tested in catalogue.spec),
 * on a day of the test's own: the vendor takes one event a day.
 */
async function fillCart(page: Page, day = '2027-06-12') {
  const services = twoServices();
  expect(services).toHaveLength(2);
  for (const service of services) {
    const res = await page.request.post('/api/cart/items', {
      data: {
        vendorId: service.vendorId,
        serviceId: service.serviceId,
        selectedDate: day,
        selectedTime: '17:30',
        guestCount: 20,
        eventAddress: '58 Stevens Gap Rd, Hochatown, OK 74728',
      },
    });
    expect(res.status()).toBe(201);
  }
}

test('a customer pays with 4242, sees Payment Successful, lands home, and the orders exist once', async ({
  page,
}) => {
  await signUpThroughUi(page);
  const user = await (await page.request.get('/api/user')).json();
  await fillCart(page);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await expect(page.getByText('Saturday, June 12, 2027 at 5:30 PM').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Details' })).toBeVisible();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('Job tickets are being dispatched')).toBeVisible();
  await page.reload(); // reloading the success page creates nothing twice
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page).toHaveURL('/', { timeout: 8000 });

  const orders = readDatabase<Row & { status: string }>(
    'select id, status from orders where customer_id = ?',
    user.id,
  );
  expect(orders).toHaveLength(2);
  // Instant services: paying confirmed both.
  expect(orders.every((o) => o.status === 'accepted')).toBe(true);
  const tickets = readDatabase<Row & { status: string }>(
    'select id, status from job_tickets where customer_id = ?',
    user.id,
  );
  expect(tickets.length).toBeGreaterThan(0);
  expect(tickets.every((t) => t.status === 'pending')).toBe(true);
  await page.goBack();
  expect(readDatabase<Row>('select id from orders where customer_id = ?', user.id)).toHaveLength(2);

  await page.goto('/bookings');
  await expect(page.getByTestId('booking')).toHaveCount(2);
  await expect(page.getByTestId('booking').first()).toContainText('Timber Ridge Smokehouse');
  // Its state in words (bookingWords): confirmed if instant, else waiting on the vendor; never "pending".
  await expect(page.getByTestId('booking').first()).toContainText(/Confirmed|Request sent|Awaiting vendor/);
});

test('a declined card shows Payment failed, keeps the form, and a good card then succeeds', async ({
  page,
}) => {
  await signUpThroughUi(page);
  await fillCart(page, '2027-06-19');
  await page.goto('/checkout');
  await payWith(page, '4000 0000 0000 0002');
  await expectToast(page, 'Payment failed', 'Your card was declined.');
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.getByLabel('Card number').fill('');
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
});

test('checkout says a connection is needed when offline, and an empty cart offers Browse Vendors', async ({
  page,
  context,
}) => {
  await signUpThroughUi(page);
  await page.goto('/checkout');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Vendors' })).toBeVisible();
  await context.setOffline(true);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await expect(page.getByTestId('checkout-offline')).toContainText('A connection is needed to pay');
  await context.setOffline(false);
});
