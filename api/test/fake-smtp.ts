import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; parsed: ParsedMail; at: number };

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps what it receives, parsed by
 * `mailparser` as a mail client would. It signs in anyone with user 'mailer' and password 'secret',
 * refuses mailboxes at refused.example with 550, can drop the next connections (a server that is
 * down for a while), and can answer slowly.
 */
export async function startFakeSmtp() {
  const received: ReceivedMail[] = [];
  let failNext = 0;
  let dataDelayMs = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onConnect(_session, callback) {
      if (failNext > 0) {
        failNext -= 1;
        callback(Object.assign(new Error('Service unavailable, try later'), { responseCode: 421 }));
        return;
      }
      callback();
    },
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret') callback(null, { user: 'mailer' });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.example'))
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          // A slow server: the message counts as received only once it is answered.
          if (dataDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, dataDelayMs));
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            parsed,
            at: Date.now(),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://mailer:secret@127.0.0.1:${port}`,
    received,
    /** The next `n` connections are turned away with 421. */
    failConnections(n: number) {
      failNext = n;
    },
    /** Each message is answered `ms` after it arrived (a sender killed meanwhile never hears back). */
    answerAfter(ms: number) {
      dataDelayMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
