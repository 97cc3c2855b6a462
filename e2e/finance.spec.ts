import { formatMoney } from '../api/contracts/money';
import { DEMO, expect, readDatabase, test } from './support';

// The admin's Finance tab over the demo's books: the seed posts its bookings' charges, the finished
// one's job pay and settlement through the same code as the app, so they balance from the first start.
test.use({ signedInAs: DEMO.admin });

const balanceOf = (account: string) =>
  readDatabase<{ cents: number }>(
    `select coalesce(sum(case when to_account = ? then amount_cents else -amount_cents end), 0) as cents
     from ledger_entries where to_account = ? or from_account = ?`,
    account,
    account,
    account,
  )[0]?.cents ?? 0;

/** Every worker's balance above zero, summed: what the page calls owed. */
const owedToWorkers = () =>
  readDatabase<{ account: string }>(
    `select distinct to_account as account from ledger_entries where to_account like 'worker:%'`,
  ).reduce((sum, { account }) => sum + Math.max(balanceOf(account), 0), 0);

test('the admin opens Finance and sees the books balanced, with what is held and owed', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Finance' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Finance' })).toBeVisible();
  await expect(page.getByTestId('books-balanced')).toContainText('Balanced.');

  const held = page.getByText('Held for bookings').locator('..');
  await expect(held).toContainText(formatMoney(balanceOf('held'), 'cents'));
  // The demo worker finished the seeded cabin dinner's job: its pay is owed.
  const [demoWorker] = readDatabase<{ id: string }>('select id from users where email = ?', DEMO.worker);
  expect(balanceOf(`worker:${demoWorker?.id}`)).toBeGreaterThan(0);
  await expect(page.getByText('Owed to workers').locator('..')).toContainText(
    formatMoney(owedToWorkers(), 'cents'),
  );
  const table = page.getByRole('table', { name: 'Money moved today and this month' });
  await expect(table.getByRole('row', { name: /^Charges/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /This month/ })).toBeVisible();
});
