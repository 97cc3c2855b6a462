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
  const openFinance = async () => {
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Finance' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Finance' })).toBeVisible();
  };
  await openFinance();
  await expect(page.getByTestId('books-balanced')).toContainText('Balanced.');

  // The demo worker finished the seeded cabin dinner's job: its pay is owed.
  const [demoWorker] = readDatabase<{ id: string }>('select id from users where email = ?', DEMO.worker);
  expect(balanceOf(`worker:${demoWorker?.id}`)).toBeGreaterThan(0);
  // Other specs book and pay beside this one: the page and the database are compared when both were
  // read with nothing written between them, so a booking paid meanwhile only means opening it again.
  const held = page.getByText('Held for bookings').locator('..');
  const owed = page.getByText('Owed to workers').locator('..');
  await expect(async () => {
    const shown = { held: await held.textContent(), owed: await owed.textContent() };
    const books = {
      held: formatMoney(balanceOf('held'), 'cents'),
      owed: formatMoney(owedToWorkers(), 'cents'),
    };
    if (!shown.held?.includes(books.held) || !shown.owed?.includes(books.owed)) {
      await openFinance();
      throw new Error(`the page shows ${JSON.stringify(shown)}, the books ${JSON.stringify(books)}`);
    }
  }).toPass();
  const table = page.getByRole('table', { name: 'Money moved today and this month' });
  await expect(table.getByRole('row', { name: /^Charges/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /This month/ })).toBeVisible();
});
