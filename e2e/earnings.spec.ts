import type { PlaywrightWorkerArgs } from '@playwright/test';
import {
  checkoutThroughApi,
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectToast,
  moveBookingTo,
  readDatabase,
  signIn,
  test,
  townDay,
  unique,
  waitForServiceWorker,
} from './support';

/** A new gig worker who applied and whom the demo admin approved, all through the API. */
async function approvedWorkerThroughApi(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
) {
  const username = unique('earner');
  const person = { email: `${username}@example.com`, password: 'pine-lake-2026' };
  const worker = await playwright.request.newContext({ baseURL });
  const ok = async <T = unknown>(answer: Awaited<ReturnType<typeof worker.post>>): Promise<T> => {
    expect(answer.ok(), `${answer.url()} answered ${answer.status()}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };
  await ok(
    await worker.post('/api/register', {
      data: { username, ...person, role: 'worker', firstName: 'Jordan', lastName: 'Earner' },
    }),
  );
  const application = await ok<{ id: string }>(
    await worker.post('/api/gig-workers', {
      data: {
        firstName: 'Jordan',
        lastName: 'Earner',
        email: person.email,
        phone: '5805550142',
        positions: ['setup_crew'],
        availability: ['weekends'],
        hasTransportation: true,
        experience: '1-2',
      },
    }),
  );
  await worker.dispose();
  const admin = await playwright.request.newContext({ baseURL });
  await ok(await admin.post('/api/login', { data: { email: DEMO.admin, password: DEMO_PASSWORD } }));
  await ok(await admin.post(`/api/admin/gig-workers/${application.id}/approve`, { data: {} }));
  await admin.dispose();
  return person;
}

// Issue 19: the worker's Earnings on the Job Board (phone width). Taquería Los Pinos's job: no other
// spec books it, so its days are free (the jobs spec books Timber Ridge, the reviews spec Hickory Hollow).
test('after a completed job, the worker’s Earnings show its pay, and its payout once a bank account is on file', async ({
  page,
  context,
  request,
  playwright,
  baseURL,
}) => {
  // Three days ahead (catering needs 48 hours' notice), then moved to yesterday to be worked.
  const booking = await checkoutThroughApi(request, townDay(3), 'Taquería Los Pinos');
  const [job] = readDatabase<{ title: string; pay: number }>(
    `select s.name as title, t.amount_cents as pay from job_tickets t join services s on s.id = t.service_id
     where t.id = ?`,
    booking.ticketId,
  );
  const pay = `$${((job?.pay ?? 0) / 100).toFixed(2)}`;

  // A worker of its own, approved by the admin, so the demo worker's seeded pay stays as it was.
  const worker = await approvedWorkerThroughApi(playwright, baseURL);
  await signIn(page, worker.email, worker.password);
  await page.goto(`/worker-jobs?ticket=${booking.ticketId}`);
  const card = page.getByTestId('job-ticket').filter({ hasText: booking.notes });
  await card.getByRole('button', { name: 'Accept Job' }).click();
  await expectToast(page, 'Job accepted!');
  moveBookingTo(booking.orderId, townDay(-1)); // the days go by
  await page.reload();
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
