import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { JobTicketView } from '../../contracts/jobs';
import { openDatabase } from '../../db/client';
import { gigWorkers, inboundTexts, jobTextCodes, jobTickets } from '../../db/schema';
import { createNotifier } from '../../notifications/notifier';
import { createLocalProvider } from '../../payments/local';
import { createSmsDispatcher } from '../../sms/dispatcher';
import { twilioTransport } from '../../sms/transport';
import { FAKE_TWILIO, startFakeTwilio } from '../../test/fake-twilio';
import { addService, addVendor, approveWorker, rateWorker } from '../../test/fixtures';
import { ORIGIN, signUp, testClock } from '../../test/harness';
import { inbound, reply, TWILIO_AUTH_TOKEN } from '../../test/inbound-text';
import { payCart } from '../../test/pay';
import { createOpenToAllJob } from '../jobs/announce-jobs';

// Issue 31: a worker with signal for texts but not data takes a job by replying "Y <code>" to its
// text, against the fake Twilio both ways (signed webhooks in, the Messages API out).
let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
async function world() {
  const db = openDatabase(':memory:');
  const clock = testClock();
  const payments = createLocalProvider(db, clock);
  const app = await createApp({
    db,
    clock,
    payments,
    publicOrigin: ORIGIN,
    twilioAuthToken: TWILIO_AUTH_TOKEN,
  });
  const texts = createSmsDispatcher({
    db,
    clock,
    transport: twilioTransport({
      accountSid: FAKE_TWILIO.accountSid,
      authToken: FAKE_TWILIO.authToken,
      from: FAKE_TWILIO.from,
      apiBase: twilio.apiBase,
    }),
  });
  const notifier = createNotifier({ db, clock, publicOrigin: ORIGIN, sms: texts });
  return { db, clock, app, texts, notifier };
}
let w: Awaited<ReturnType<typeof world>>;
beforeEach(async () => {
  twilio = await startFakeTwilio();
  w = await world();
});
afterEach(async () => {
  await Promise.all([w.notifier.stop(), w.texts.stop()]);
  await twilio.close();
});

/** An approved worker whose application and preferences give `phone`, with texts on. */
async function textingWorker(phone: string) {
  const worker = await signUp(w.app, 'worker');
  await approveWorker(w.db, worker.user.id);
  await w.db.update(gigWorkers).set({ phone }).where(eq(gigWorkers.userId, worker.user.id)).run();
  const saved = await worker.client.post('/api/preferences', {
    email: worker.input.email,
    phone,
    emailNotifications: true,
    smsNotifications: true,
    marketingEmails: false,
    bookingReminders: true,
    promotionalTexts: false,
    clientUpdatedAt: w.clock.now().toISOString(),
  });
  expect(saved.status).toBe(200);
  return worker;
}

/** Vendors rated the worker's past jobs so. */
async function rated(workerId: string, ratings: number[]) {
  await rateWorker(w.db, workerId, (await signUp(w.app)).user.id, ratings);
}

/** A customer books catering for Dec 24 and pays: one new job, announced. */
async function newJob() {
  const customer = await signUp(w.app);
  const vendor = await addVendor(w.db, { businessName: 'Smokehouse' });
  const buffet = await addService(w.db, vendor.id, { category: 'catering', basePriceCents: 1000 });
  await customer.client.post('/api/cart/items', {
    vendorId: vendor.id,
    serviceId: buffet.id,
    selectedDate: '2026-12-24',
    selectedTime: '16:00',
    guestCount: 25,
    eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
  });
  await payCart(customer.client);
  const ticket = await w.db.select().from(jobTickets).where(eq(jobTickets.status, 'pending')).get();
  if (!ticket) throw new Error('no job was made');
  return ticket;
}

/** Everything written goes out: notifications to their channels, texts to the fake Twilio. */
async function deliver() {
  await w.notifier.drain();
  await w.texts.drain();
}

const textsTo = (phone: string) => twilio.received.filter((text) => text.to === phone).map((t) => t.body);
const codeIn = (body: string | undefined) =>
  /Reply Y ([2-9A-HJKMNP-Z]{4}) to take it\.$/.exec(body ?? '')?.[1] ?? '';
const answerOf = async (res: Response) => {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/xml');
  return /<Message>(.*)<\/Message>/.exec(await res.text())?.[1] ?? '';
};
const send = async (from: string, body: string, sid?: string) =>
  answerOf(await inbound(w.app, reply(from, body, sid)));
const ticketNow = (id: string) => w.db.select().from(jobTickets).where(eq(jobTickets.id, id)).get();

const ANNA = '+15805550111';
const BEN = '+15805550122';
const CARA = '+15805550133';
const YOURS =
  'The job is yours: Thu, Dec 24 at 4:00 PM, 40 Cedar Creek Rd, Hochatown, OK 74728. The Jobs page in the app has the details.';

describe('the new-job text', () => {
  it('ends with "Reply Y <code> to take it.", a code of four safe letters for each worker', async () => {
    await textingWorker(ANNA);
    await textingWorker(BEN);
    const ticket = await newJob();
    await deliver();
    const [toAnna] = textsTo(ANNA);
    const [toBen] = textsTo(BEN);
    expect(toAnna).toMatch(
      /^Broken Bow Events: New job available: Buffet, Thu Dec 24\. .* Reply STOP to stop texts\. Reply Y [2-9A-HJKMNP-Z]{4} to take it\.$/,
    );
    expect(codeIn(toAnna)).not.toBe(codeIn(toBen));
    const codes = await w.db.select().from(jobTextCodes).where(eq(jobTextCodes.ticketId, ticket.id)).all();
    expect(codes.map((c) => [c.code, c.status]).sort()).toEqual(
      [
        [codeIn(toAnna), 'open'],
        [codeIn(toBen), 'open'],
      ].sort(),
    );
  });
});

describe('a reply of Y and the code', () => {
  it('takes the job however it is typed, and answers with its day, time and place', async () => {
    await textingWorker(ANNA);
    const ticket = await newJob();
    await deliver();
    const code = codeIn(textsTo(ANNA)[0]);
    expect(await send(ANNA, ` yes ${code.toLowerCase().split('').join(' ')}. `)).toBe(YOURS);
    expect(await ticketNow(ticket.id)).toMatchObject({ status: 'assigned' });
    expect((await w.db.select().from(jobTextCodes).get())?.status).toBe('used');
    // "Y3F9A", sent again as a new text: it is still theirs, not an error.
    expect(await send(ANNA, `Y${code}`)).toBe(YOURS);
  });

  it('racing an accept in the app, leaves exactly one winner and tells the loser', async () => {
    const anna = await textingWorker(ANNA);
    const ben = await textingWorker(BEN);
    const ticket = await newJob();
    await deliver();
    const [byText, inApp] = await Promise.all([
      send(ANNA, `Y ${codeIn(textsTo(ANNA)[0])}`),
      ben.client.post(`/api/job-tickets/${ticket.id}/accept`),
    ]);
    const winner = (await ticketNow(ticket.id))?.assignedWorkerId;
    expect([anna.user.id, ben.user.id]).toContain(winner);
    if (winner === anna.user.id) {
      expect(byText).toBe(YOURS);
      expect(inApp.status).toBe(409);
    } else {
      expect(byText).toBe('Sorry, that job was already taken.');
      expect((inApp.json as JobTicketView).status).toBe('assigned');
    }
  });

  it('refuses an unknown code and another worker’s code, taking nothing', async () => {
    await textingWorker(ANNA);
    await textingWorker(BEN);
    const ticket = await newJob();
    await deliver();
    const annasCode = codeIn(textsTo(ANNA)[0]);
    const unknown = annasCode === '2222' ? '3333' : '2222';
    expect(await send(BEN, `Y ${unknown}`)).toBe(
      'We do not know that code. Check the job text and reply Y and its code.',
    );
    expect(await send(BEN, `Y ${annasCode}`)).toBe(
      'That code is not yours: reply with the code in the text we sent to this phone.',
    );
    expect(await ticketNow(ticket.id)).toMatchObject({ status: 'pending', assignedWorkerId: null });
  });

  it('is answered the same when Twilio posts the same MessageSid again, and takes the job once', async () => {
    const anna = await textingWorker(ANNA);
    const ticket = await newJob();
    await deliver();
    const fields = reply(ANNA, `Y ${codeIn(textsTo(ANNA)[0])}`);
    expect(await answerOf(await inbound(w.app, fields))).toBe(YOURS);
    // She gives it back; the retried webhook must not take it again.
    expect((await anna.client.post(`/api/job-tickets/${ticket.id}/release`)).status).toBe(200);
    expect(await answerOf(await inbound(w.app, fields))).toBe(YOURS);
    expect(await ticketNow(ticket.id)).toMatchObject({ status: 'pending', assignedWorkerId: null });
    expect(await w.db.select().from(inboundTexts).all()).toHaveLength(1);
  });

  it('tells the other workers texted of the job that it is taken, once, if they still take texts', async () => {
    await textingWorker(ANNA);
    const ben = await textingWorker(BEN);
    await textingWorker(CARA);
    const ticket = await newJob();
    await deliver();
    await send(CARA, 'STOP');
    const taken = await ben.client.post(`/api/job-tickets/${ticket.id}/accept`);
    expect(taken.status).toBe(200);
    await ben.client.post(`/api/job-tickets/${ticket.id}/accept`);
    await deliver();
    expect(textsTo(ANNA)).toEqual([
      expect.stringContaining('New job available'),
      'Broken Bow Events: the job Thursday, December 24, 2026 at 4:00 PM · 25 guests · Pay $60.00 was taken by another worker. Reply STOP to stop texts.',
    ]);
    expect(textsTo(BEN)).toHaveLength(1);
    expect(textsTo(CARA)).toHaveLength(1);
    // Anna's code closed with the job: her late reply is told so.
    expect(await send(ANNA, `Y ${codeIn(textsTo(ANNA)[0])}`)).toBe('Sorry, that job was already taken.');
  });
});

describe('HELP and anything else', () => {
  it('HELP says what the commands are; STOP still turns texts off with no answer of ours', async () => {
    const anna = await textingWorker(ANNA);
    expect(await send(ANNA, 'help')).toBe(
      'Broken Bow Events: reply Y and the code to take a job, STOP to end texts. Help: hello@brokenbow.events',
    );
    const stop = await inbound(w.app, reply(ANNA, 'STOP'));
    expect(await stop.text()).toContain('<Response></Response>');
    expect(
      ((await anna.client.get('/api/preferences')).json as { smsNotifications: boolean }).smsNotifications,
    ).toBe(false);
  });
});

describe('the head start of well-rated workers', () => {
  it('offers a new job for 10 minutes only to workers rated 4.5 or more over 3 jobs, then to everyone once', async () => {
    const anna = await textingWorker(ANNA);
    const ben = await textingWorker(BEN);
    const cara = await textingWorker(CARA);
    await rated(anna.user.id, [5, 5, 4]); // 4.67 over 3: well-rated
    await rated(ben.user.id, [5, 5]); // too few
    await rated(cara.user.id, [5, 4, 4]); // 4.33
    const ticket = await newJob();
    await deliver();
    expect((await ticketNow(ticket.id))?.openToAllAt).toBe(
      new Date(w.clock.now().getTime() + 10 * 60_000).toISOString(),
    );
    expect(textsTo(ANNA)).toHaveLength(1);
    expect(textsTo(BEN)).toEqual([]);
    const board = async (who: typeof ben) =>
      ((await who.client.get('/api/job-tickets/pending')).json as JobTicketView[]).map((job) => job.id);
    expect(await board(anna)).toEqual([ticket.id]);
    expect(await board(ben)).toEqual([]);
    const early = await ben.client.post(`/api/job-tickets/${ticket.id}/accept`);
    expect(early.status).toBe(403);
    expect(early.json).toMatchObject({
      message: 'This job is offered first to well-rated workers. It opens to you at 6:10 AM.',
    });

    const opening = createOpenToAllJob({ db: w.db, clock: w.clock, notifier: w.notifier });
    w.clock.advance(9 * 60_000);
    expect(await opening.run()).toBe(0);
    w.clock.advance(60_000);
    expect(await opening.run()).toBe(1);
    expect(await opening.run()).toBe(0);
    await deliver();
    expect(textsTo(ANNA)).toHaveLength(1);
    expect(textsTo(BEN)).toHaveLength(1);
    expect(textsTo(CARA)).toHaveLength(1);
    expect(await board(ben)).toEqual([ticket.id]);
    expect(await send(BEN, `Y ${codeIn(textsTo(BEN)[0])}`)).toBe(YOURS);
  });

  it('opens a job to everyone at once when no worker is well-rated', async () => {
    await textingWorker(ANNA);
    const ticket = await newJob();
    await deliver();
    expect((await ticketNow(ticket.id))?.openToAllAt).toBeNull();
    expect(textsTo(ANNA)).toHaveLength(1);
  });
});
