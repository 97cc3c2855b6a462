import sharp from 'sharp';
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
  waitForServiceWorker,
} from './support';

// Issue 31: a worker at a cabin with no signal completes the job with a photo; once the phone is
// back online the check-out lands once, and the customer's booking page says "Setup done".
// Timber Ridge on 2027-09-18: a day no other spec books (checkout.spec takes 2027-06-19). The phone is at the event in Hochatown.
test.use({
  permissions: ['geolocation'],
  geolocation: { latitude: 34.172, longitude: -94.75, accuracy: 15 },
});

test('a worker completes a job offline with a photo, and the customer sees "Setup done" once it lands', async ({
  page,
  context,
  request,
  browser,
  baseURL,
}) => {
  const booking = await checkoutThroughApi(request, '2027-09-18');
  await signIn(page, DEMO.worker);
  expect((await page.request.post(`/api/job-tickets/${booking.ticketId}/accept`, { data: {} })).ok()).toBe(
    true,
  );
  // The days go by: the party was yesterday, so the job may be started and completed.
  moveBookingTo(booking.orderId, townDay(-1));
  await page.goto('/worker-jobs');
  await waitForServiceWorker(page);
  await page.getByRole('tab', { name: 'My Jobs' }).click();
  const card = page.getByTestId('job-ticket').filter({ hasText: booking.notes });
  await card.getByRole('button', { name: 'Start job' }).click();
  await expectToast(page, 'Job started');

  await context.setOffline(true);
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 110, b: 80 } },
  })
    .jpeg()
    .toBuffer();
  await card
    .getByLabel(/Photos of the finished job/)
    .setInputFiles({ name: 'setup.jpg', mimeType: 'image/jpeg', buffer: photo });
  await card.getByRole('button', { name: 'Mark completed' }).click();
  await expect(card.getByTestId('check-waiting')).toHaveText('Completed — waiting to send');
  expect(
    readDatabase('select id from job_checks where ticket_id = ? and step = ?', booking.ticketId, 'complete'),
  ).toEqual([]);

  await context.setOffline(false);
  await expect(card.getByTestId('check-waiting')).toHaveCount(0, { timeout: 20_000 });
  await expect(card.getByText('Completed', { exact: true })).toBeVisible();
  const stored = readDatabase<{ position_verdict: string; photos: string }>(
    'select position_verdict, photos from job_checks where ticket_id = ? and step = ?',
    booking.ticketId,
    'complete',
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]?.position_verdict).toBe('near');
  expect(JSON.parse(stored[0]?.photos ?? '[]')).toHaveLength(1);

  const customer = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const customerPage = await customer.newPage();
  await signIn(customerPage, booking.customer.email, booking.customer.password);
  await customerPage.goto(`/bookings/${booking.orderId}`);
  const work = customerPage.getByTestId('field-work');
  await expect(work).toContainText(/Arrived \d{1,2}:\d\d [AP]M/);
  await expect(work).toContainText(/Setup done \d{1,2}:\d\d [AP]M/);
  const thumbnail = work.getByRole('img', { name: 'The finished job, 1 of 1' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  await customer.close();
});
