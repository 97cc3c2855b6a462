import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { openDatabase } from '../../db/client';
import { createLocalProvider } from '../../payments/local';
import { deliverMail } from '../../test/deliver-mail';
import { startFakeSmtp } from '../../test/fake-smtp';
import { ORIGIN, signUp, testClock } from '../../test/harness';
import { welcome } from './welcome';

// The welcome e-mail, as it arrives at a real SMTP server and a mail client parses it.
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let db: ReturnType<typeof openDatabase>;
let clock: ReturnType<typeof testClock>;
let app: Awaited<ReturnType<typeof createApp>>;

beforeEach(async () => {
  smtp = await startFakeSmtp();
  db = openDatabase(':memory:');
  clock = testClock();
  app = await createApp({ db, clock, payments: createLocalProvider(db, clock), publicOrigin: ORIGIN });
});
afterEach(() => smtp.close());

const deliver = () => deliverMail({ db, clock, smtpUrl: smtp.url, publicOrigin: ORIGIN });

describe('the welcome e-mail', () => {
  it('tells each new account what to do next for its role', async () => {
    const customer = await signUp(app, 'customer');
    const vendor = await signUp(app, 'vendor');
    const worker = await signUp(app, 'worker');
    await deliver();
    const to = (email: string) => smtp.received.filter((m) => m.to.includes(email));

    const [forCustomer] = to(customer.input.email);
    expect(forCustomer?.parsed.subject).toBe('Welcome to Broken Bow Events: plan your event');
    expect(forCustomer?.parsed.text).toContain('Browse local vendors');
    expect(forCustomer?.parsed.text).toContain('Plan your event in the Event Planner');
    expect(forCustomer?.parsed.html).toContain(`href="${ORIGIN}/vendors"`);

    const [forVendor] = to(vendor.input.email);
    expect(forVendor?.parsed.subject).toBe('Welcome to Broken Bow Events: finish your vendor application');
    expect(forVendor?.parsed.text).toContain('1. Finish your vendor application');
    expect(forVendor?.parsed.text).toContain('2. Pick a plan');
    expect(forVendor?.parsed.html).toContain(`href="${ORIGIN}/vendor-signup"`);

    const [forWorker] = to(worker.input.email);
    expect(forWorker?.parsed.subject).toBe('Welcome to Broken Bow Events: finish your worker profile');
    expect(forWorker?.parsed.text).toContain('1. Finish your worker profile');
    expect(forWorker?.parsed.text).toContain('turn on job alerts on the Job Board');
    expect(forWorker?.parsed.html).toContain(`href="${ORIGIN}/gig-workers#apply"`);

    for (const mail of [forCustomer, forVendor, forWorker]) {
      expect(mail?.parsed.text).toMatch(/^Hello Test,/);
      // Sent whatever the preferences say (CHANNELS: 'always'), so no unsubscribe link.
      expect(mail?.parsed.headerLines.some((line) => line.key === 'list-unsubscribe')).toBe(false);
    }
  });

  it('is sent once per account, however often it is asked for', async () => {
    const customer = await signUp(app, 'customer');
    await deliver();
    await welcome(db, customer.user, clock.now());
    await deliver();
    expect(smtp.received.map((m) => m.parsed.subject)).toEqual([
      'Welcome to Broken Bow Events: plan your event',
    ]);
  });
});
