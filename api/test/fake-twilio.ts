import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedText = { accountSid: string; to: string; from: string; body: string; sid: string };

export const FAKE_TWILIO = {
  accountSid: `AC${'0'.repeat(31)}1`,
  authToken: 'fake-twilio-auth-token',
  from: '+15805550100',
  /** Twilio's own test number for an invalid 'To': answered 400, error 21211. */
  invalidNumber: '+15005550001',
};

const MESSAGES = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/;

/**
 * Twilio's Messages API on 127.0.0.1, as far as the SDK's `messages.create` needs it: Basic auth with
 * the account SID and auth token, a form body, 201 with the message's JSON. It keeps what it accepted,
 * answers 400 (error 21211) for `FAKE_TWILIO.invalidNumber`, and can fail the next calls with 500.
 */
export async function startFakeTwilio() {
  const received: ReceivedText[] = [];
  let failNext = 0;
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_TWILIO.accountSid}:${FAKE_TWILIO.authToken}`).toString('base64')}`;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const route = MESSAGES.exec(req.url ?? '');
      if (req.method !== 'POST' || !route?.[1])
        return answer(404, { code: 20404, message: 'Not found', status: 404 });
      if (req.headers.authorization !== expectedAuth || route[1] !== FAKE_TWILIO.accountSid)
        return answer(401, { code: 20003, message: 'Authenticate', status: 401 });
      if (failNext > 0) {
        failNext -= 1;
        return answer(500, { code: 20500, message: 'Internal Server Error', status: 500 });
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To') ?? '';
      if (to === FAKE_TWILIO.invalidNumber)
        return answer(400, {
          code: 21211,
          message: `The 'To' number ${to} is not a valid phone number.`,
          more_info: 'https://www.twilio.com/docs/errors/21211',
          status: 400,
        });
      const text: ReceivedText = {
        accountSid: route[1],
        to,
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        sid: `SM${randomBytes(16).toString('hex')}`,
      };
      received.push(text);
      answer(201, {
        sid: text.sid,
        account_sid: text.accountSid,
        to: text.to,
        from: text.from,
        body: text.body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        date_created: new Date().toUTCString(),
        uri: `/2010-04-01/Accounts/${text.accountSid}/Messages/${text.sid}.json`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    received,
    /** The next `n` calls are answered 500. */
    failRequests(n: number) {
      failNext = n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
