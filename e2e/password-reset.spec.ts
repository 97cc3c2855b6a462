import { DEMO, expect, expectToast, readDatabase, signIn, test, unique } from './support';

// Forgot password, as a person does it: the link from the sign-in tab, the email (kept by the embedded
// mail store, read here from its table as the inbox), the new password, and a sign-in with it.

const person = { email: `${unique('forgot')}@example.com`, password: 'first lake cabin 2026' };

/** The link in the newest reset email to this address, as the person would tap it. */
function linkFromInbox(email: string): string {
  const [mail] = readDatabase<{ text_body: string }>(
    "select text_body from outgoing_mail where to_address = ? and key like 'password-reset:%' order by created_at desc limit 1",
    email,
  );
  const link = mail?.text_body.match(/https?:\/\/[^\s]+\/reset-password\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  return new URL(link).pathname + new URL(link).search;
}

test.describe('forgot password', () => {
  test.describe.configure({ mode: 'serial' });

  test('a person asks for a link, chooses a new password from it, and signs in with it', async ({
    page,
    request,
  }) => {
    const created = await request.post('/api/register', {
      data: { username: unique('forgot'), email: person.email, password: person.password },
    });
    expect(created.status()).toBe(201);

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectToast(page, 'Check your email', 'The link works for one hour.');
    await expect(
      page.getByRole('status').filter({ hasText: 'a link to choose a new password is on its way' }),
    ).toBeVisible();

    await page.goto(linkFromInbox(person.email));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('quiet pine evening');
    await page.getByLabel('Confirm new password').fill('quiet pine morning');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel('Confirm new password').fill('quiet pine evening');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectToast(page, 'Password changed', 'Your password is changed. Sign in with the new one.');
    await expect(page).toHaveURL(/\/auth/);

    await signIn(page, person.email, 'quiet pine evening');
    const old = await request.post('/api/login', {
      data: { email: person.email, password: person.password },
    });
    expect(old.status()).toBe(401);
  });

  test('the admin reads the email as it was sent, its link’s token hidden, in Outgoing mail', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Mail' }).click();
    const mail = page
      .getByTestId('outgoing-mail')
      .filter({ hasText: person.email })
      .filter({ hasText: 'Choose a new password for Broken Bow Events' });
    await expect(mail).toContainText('Sent');
    await mail.getByText('Show message').click();
    await expect(mail).toContainText('Choose a new password: http');
    await expect(mail).toContainText('/reset-password?token=[redacted]');
    await expect(
      page
        .getByTestId('outgoing-mail')
        .filter({ hasText: 'Your Broken Bow Events password was changed' })
        .first(),
    ).toBeVisible();
  });
});
