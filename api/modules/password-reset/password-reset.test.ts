import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_CHANGED, RESET_LINK_INVALID, RESET_REQUESTED } from '../../contracts/password-reset';
import { loginAttempts, outgoingMail, passwordResets } from '../../db/schema';
import { makeAdmin } from '../../test/fixtures';
import { afterAnswers, Client, makeTestApp, ORIGIN, signUp } from '../../test/harness';

// Holds the scrypt of one chosen password until the test lets it go, so a reset can land while a
// sign-in is being checked, every run (the hashing runs in Node's thread pool, out of our hands).
const heldScrypt = vi.hoisted(() => ({ password: '', waiting: [] as (() => void)[] }));
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  return {
    ...real,
    scrypt: (...args: Parameters<typeof real.scrypt>) => {
      const run = () => real.scrypt(...args);
      if (args[0] === heldScrypt.password) heldScrypt.waiting.push(run);
      else run();
    },
  };
});

// Forgot password: POST /api/password-reset { email }, then /confirm { token, password }. The clock
// reads 2026-11-23 12:00 UTC.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let casey: Awaited<ReturnType<typeof signUp>>;

beforeEach(async () => {
  heldScrypt.password = '';
  t = await makeTestApp();
  casey = await signUp(t.app, 'customer', { email: 'casey@example.com', username: 'casey_b' });
});

const anon = () => new Client(t.app);
/** Asks for a link and lets the work that follows the answer run. */
async function ask(email: string) {
  const answer = await anon().post('/api/password-reset', { email });
  await afterAnswers();
  return answer;
}
const confirm = (token: string, password = 'cedar smoke at dusk') =>
  anon().post('/api/password-reset/confirm', { token, password });
const signIn = (password: string) => anon().post('/api/login', { email: 'casey@example.com', password });
const resetMails = async () =>
  (await t.db.select().from(outgoingMail).all()).filter((m) => m.key.startsWith('password-reset:'));
/** The token in the newest reset e-mail's link, as the person would click it. */
async function tokenFromMail(): Promise<string> {
  const text = (await resetMails()).at(-1)?.text ?? '';
  const link = text.match(/https?:\/\/\S+\/reset-password\?token=([\w-]+)/);
  if (!link?.[1]) throw new Error(`no reset link in: ${text}`);
  return link[1];
}

describe('asking for a reset link', () => {
  it('answers an unknown email exactly as a known one, and mails only the account', async () => {
    const known = await ask('CASEY@example.com');
    const unknown = await ask('nobody@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect(known.json).toEqual({ message: RESET_REQUESTED });
    const mails = await resetMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'casey@example.com',
      userId: casey.user.id,
      subject: 'Choose a new password for Broken Bow Events',
      status: 'pending',
    });
    expect(mails[0]?.text).toContain(`${ORIGIN}/reset-password?token=`);
    expect(mails[0]?.html).toContain(`href="${ORIGIN}/reset-password?token=`);
    // Only a hash of the token is stored.
    const stored = await t.db.select().from(passwordResets).all();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(await tokenFromMail());
    expect(stored[0]?.expiresAt).toBe('2026-11-23T13:00:00.000Z');
  });

  it('looks the email up only after the answer has left, so the answer takes as long for any email', async () => {
    const answer = await anon().post('/api/password-reset', { email: 'casey@example.com' });
    expect(answer.json).toEqual({ message: RESET_REQUESTED });
    expect(await resetMails()).toHaveLength(0);
    expect(await t.db.select().from(passwordResets).all()).toHaveLength(0);
    await afterAnswers();
    expect(await resetMails()).toHaveLength(1);
  });

  it('writes for an unknown email what it writes for a known one: the count of links asked for', async () => {
    await ask('casey@example.com');
    await ask('Nobody@example.com');
    const counts = (
      await t.db.select({ key: loginAttempts.key, n: loginAttempts.failures }).from(loginAttempts).all()
    ).filter((row) => row.key.startsWith('reset:'));
    expect(counts).toEqual([
      { key: 'reset:casey@example.com', n: 1 },
      { key: 'reset:nobody@example.com', n: 1 },
    ]);
  });

  it('sends at most three links an hour to one account, with the same answer after', async () => {
    for (let i = 0; i < 5; i++)
      expect((await ask('casey@example.com')).json).toEqual({ message: RESET_REQUESTED });
    expect(await resetMails()).toHaveLength(3);
    t.clock.advance(61 * 60_000);
    await ask('casey@example.com');
    expect(await resetMails()).toHaveLength(4);
  });

  it('refuses a malformed email with the form message', async () => {
    const res = await ask('casey@');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ fields: { email: 'Invalid email address' } });
  });
});

describe('choosing the new password', () => {
  it('works once: the new password signs in, the old one and every session are gone', async () => {
    await ask('casey@example.com');
    const token = await tokenFromMail();
    expect((await casey.client.get('/api/user')).status).toBe(200);

    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ message: PASSWORD_CHANGED });
    expect((await casey.client.get('/api/user')).status).toBe(401);
    expect((await signIn('correct horse battery')).status).toBe(401);
    expect((await signIn('cedar smoke at dusk')).status).toBe(200);
    // The person is told, in case it was not them.
    expect((await t.db.select().from(outgoingMail).all()).map((m) => m.subject)).toContain(
      'Your Broken Bow Events password was changed',
    );

    const again = await confirm(token, 'another lake evening');
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ message: RESET_LINK_INVALID });
    expect((await signIn('cedar smoke at dusk')).status).toBe(200);
  });

  it('ends a sign-in with the old password that was being checked while the reset landed', async () => {
    await ask('casey@example.com');
    const token = await tokenFromMail();
    heldScrypt.password = 'correct horse battery';
    const attacker = anon();
    const signingIn = attacker.post('/api/login', {
      email: 'casey@example.com',
      password: 'correct horse battery',
    });
    await vi.waitFor(() => expect(heldScrypt.waiting).toHaveLength(1));

    expect((await confirm(token)).status).toBe(200);
    for (const run of heldScrypt.waiting.splice(0)) run();
    heldScrypt.password = '';
    const answer = await signingIn;
    expect(answer.status).toBe(401);
    expect((await attacker.get('/api/user')).status).toBe(401);
    expect((await signIn('cedar smoke at dusk')).status).toBe(200);
  });

  it('no longer works after an hour', async () => {
    await ask('casey@example.com');
    const token = await tokenFromMail();
    t.clock.advance(60 * 60_000);
    const late = await confirm(token);
    expect(late.status).toBe(400);
    expect(late.json).toMatchObject({ message: RESET_LINK_INVALID, fields: { token: RESET_LINK_INVALID } });
    expect((await signIn('correct horse battery')).status).toBe(200);
  });

  it('spends the account’s other links too, so an older email cannot change it back', async () => {
    await ask('casey@example.com');
    const older = await tokenFromMail();
    await ask('casey@example.com');
    const newer = await tokenFromMail();
    expect(newer).not.toBe(older);
    expect((await confirm(newer)).status).toBe(200);
    expect((await confirm(older, 'another lake evening')).status).toBe(400);
  });

  it('changes the password once when two tabs send one link at the same moment', async () => {
    await ask('casey@example.com');
    const token = await tokenFromMail();
    const answers = await Promise.all([
      confirm(token, 'first quiet morning'),
      confirm(token, 'second quiet morning'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const winner = answers[0]?.status === 200 ? 'first quiet morning' : 'second quiet morning';
    const loser = winner.startsWith('first') ? 'second quiet morning' : 'first quiet morning';
    expect((await signIn(winner)).status).toBe(200);
    expect((await signIn(loser)).status).toBe(401);
  });

  it('refuses a weak password and leaves the link usable', async () => {
    await ask('casey@example.com');
    const token = await tokenFromMail();
    const weak = await confirm(token, 'password123');
    expect(weak.status).toBe(400);
    expect(weak.json).toMatchObject({ fields: { password: 'Password is too common' } });
    const named = await confirm(token, 'casey_b forever');
    expect(named.json).toMatchObject({ fields: { password: 'Password contains your username or email' } });
    expect((await confirm(token, 'short')).json).toMatchObject({
      fields: { password: 'Password must be at least 8 characters' },
    });
    expect((await confirm(token)).status).toBe(200);
  });

  it('refuses a token that was never issued, or is not a token at all', async () => {
    expect((await confirm('A'.repeat(43))).json).toMatchObject({ message: RESET_LINK_INVALID });
    const junk = await confirm('<script>');
    expect(junk.status).toBe(400);
    expect(junk.json).toMatchObject({ fields: { token: RESET_LINK_INVALID } });
  });
});

describe('Outgoing mail in the admin console', () => {
  it('lists the messages, newest first, to the admin only', async () => {
    await ask('casey@example.com');
    const admin = await signUp(t.app);
    await makeAdmin(t.db, admin.user.id);
    const res = await admin.client.get('/api/admin/mail');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      expect.objectContaining({
        to: 'casey@example.com',
        subject: 'Choose a new password for Broken Bow Events',
        status: 'pending',
        sentAt: null,
        text: expect.stringContaining('/reset-password?token='),
      }),
    ]);
    expect((await casey.client.get('/api/admin/mail')).status).toBe(403);
    expect((await anon().get('/api/admin/mail')).status).toBe(401);
    expect(
      await t.db.select().from(outgoingMail).where(eq(outgoingMail.userId, casey.user.id)).all(),
    ).toHaveLength(1);
  });

  it('hides the live token of a reset link from the admin; the mail sent keeps it', async () => {
    await ask('casey@example.com');
    const token = await tokenFromMail();
    const admin = await signUp(t.app);
    await makeAdmin(t.db, admin.user.id);
    const [shown] = (await admin.client.get('/api/admin/mail')).json as { text: string }[];
    expect(shown?.text).toContain(`Choose a new password: ${ORIGIN}/reset-password?token=[redacted]`);
    expect(shown?.text).not.toContain(token);
    expect((await resetMails())[0]?.text).toContain(`${ORIGIN}/reset-password?token=${token}`);
    expect((await resetMails())[0]?.html).toContain(`href="${ORIGIN}/reset-password?token=${token}"`);
    expect((await confirm(token)).status).toBe(200);
  });
});
