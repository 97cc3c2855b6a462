import {
  checkoutThroughApi,
  DEMO,
  expect,
  expectToast,
  readDatabase,
  signIn,
  test,
  townDay,
  waitForServiceWorker,
} from './support';

// Issue 19: the worker's Earnings on the Job Board (phone width). Hickory Hollow's job, so the jobs
// spec's Timber Ridge job today is not in the way.
test('after a completed job, the worker’s Earnings show its pay, and its payout once a bank account is on file', async ({
  page,
  context,
  request,
}) => {
  // Today in Broken Bow: a job can be started on its day and not before.
  const booking = await checkoutThroughApi(request, townDay(), 'Hickory Hollow Pit & Grill');
  const [job] = readDatabase<{ title: string; pay: number }>(
    `select s.name as title, t.amount_cents as pay from job_tickets t join services s on s.id = t.service_id
     where t.id = ?`,
    booking.ticketId,
  );
  const pay = `$${((job?.pay ?? 0) / 100).toFixed(2)}`;

  await signIn(page, DEMO.worker);
  await page.goto(`/worker-jobs?ticket=${booking.ticketId}`);
  const card = page.getByTestId('job-ticket').filter({ hasText: booking.notes });
  await card.getByRole('button', { name: 'Accept Job' }).click();
  await expectToast(page, 'Job accepted!');
  await page.getByRole('tab', { name: 'My Jobs' }).click();
  await card.getByRole('button', { name: 'Start job' }).click();
  await expectToast(page, 'Job started');
  await card.getByRole('button', { name: 'Mark completed' }).click();
  await expectToast(page, 'Job completed');

  await page.getByRole('tab', { name: 'Earnings' }).click();
  const earned = page
    .getByRole('list', { name: 'Pay per job' })
    .getByRole('listitem')
    .filter({ hasText: job?.title ?? '' });
  await expect(earned).toContainText(pay);
  await expect(earned).toContainText('Owed — set up your payout account to be paid');

  // A bank account on file: what is owed is paid out at once (the embedded provider records it).
  await page.getByLabel('Account holder').fill('Jordan Worker');
  await page.getByLabel('Routing number').fill('110000000');
  await page.getByLabel('Checking account number').fill('000123456789');
  await page.getByRole('button', { name: 'Save payout account' }).click();
  await expectToast(page, 'Payout account saved', 'Payouts go to your Checking account ending 6789.');
  const setup = page.getByRole('region', { name: 'Payout account' });
  await expect(setup).toContainText('Payouts go to your Checking account ending 6789.');
  await expect(setup.getByText('Ready for payouts')).toBeVisible();
  await expect(earned).toContainText('Paid out');
  expect(
    readDatabase<{ status: string; amount_cents: number }>(
      'select status, amount_cents from payouts where ticket_id = ?',
      booking.ticketId,
    ),
  ).toEqual([{ status: 'paid', amount_cents: job?.pay }]);

  // Offline, the Earnings read as last seen.
  await waitForServiceWorker(page);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('bbe-query-cache') ?? ''))
    .toContain('Checking account ending 6789');
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('tab', { name: 'Earnings' }).click();
  await expect(page.getByText('Offline — showing your earnings as last seen.')).toBeVisible();
  await expect(earned).toContainText(pay);
  await expect(earned).toContainText('Paid out');
  await context.setOffline(false);
});
