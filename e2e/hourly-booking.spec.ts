import {
  combo,
  expect,
  expectToast,
  payWith,
  readDatabase,
  signUpThroughUi,
  test,
  vendorId,
} from './support';

/** A day of this test's own (the DJ takes one event a day), far enough ahead for any lead time. */
const day = () => new Date(Date.now() + 75 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test('a customer books the hourly Party DJ from 7 to 11 PM and sees 4 h x $150.00 in the cart and on the receipt', async ({
  page,
}) => {
  await signUpThroughUi(page);
  const user = await (await page.request.get('/api/user')).json();
  await page.goto(`/vendor/${vendorId('Red Dirt DJ Co.')}`);
  await combo(page, 'Service').selectOption({ label: 'Party DJ — $150.00 per hour' });
  await page.getByLabel('Event date').fill(day());
  await page.getByLabel('Start time').fill('19:00');
  await page.getByLabel('End time').fill('21:00');
  await expect(page.getByTestId('hours-hint')).toHaveText('At least 3 hours: Party DJ is priced per hour.');
  await page.getByLabel('End time').fill('23:00');
  await expect(page.getByTestId('hours-hint')).toHaveText('7:00 PM - 11:00 PM: 4 h x $150.00 = $600.00');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Added to cart!', 'View your cart to proceed to checkout');

  await page.goto('/cart');
  const line = page.getByTestId('cart-item');
  await expect(line).toContainText('7:00 PM - 11:00 PM');
  await expect(line.getByTestId('line-hours')).toHaveText('4 h x $150.00 = $600.00');

  await page.goto('/checkout');
  await expect(page.getByTestId('line-hours')).toHaveText('4 h x $150.00 = $600.00');
  await expect(page.getByTestId('checkout-total')).toHaveText('$600.00');
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  const [order] = readDatabase<{ id: string }>('select id from orders where customer_id = ?', user.id);
  await page.goto(`/bookings/${order?.id}`);
  await expect(page.getByTestId('booking-summary')).toContainText('at 7:00 PM - 11:00 PM');
  await expect(page.getByTestId('booking-receipt')).toContainText('4 h x $150.00 = $600.00');
});
