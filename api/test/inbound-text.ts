import twilio from 'twilio';
import type { App } from '../app';
import { ORIGIN } from './harness';

/** The auth token a test app is given as Twilio's, which signs inbound-text webhooks. */
export const TWILIO_AUTH_TOKEN = 'twilio-auth-token-for-tests';
export const WEBHOOK = `${ORIGIN}/api/sms/inbound`;

/** A reply as Twilio posts it: a form, no Origin, signed with the auth token over URL and fields. */
export function inbound(
  app: App,
  fields: Record<string, string>,
  signature = twilio.getExpectedTwilioSignature(TWILIO_AUTH_TOKEN, WEBHOOK, fields),
) {
  return app.request(WEBHOOK, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': signature },
    body: new URLSearchParams(fields).toString(),
  });
}

let sids = 0;
/** A new MessageSid, as each text Twilio forwards has. */
const nextSid = () => {
  sids += 1;
  return `SM${String(sids).padStart(32, '0')}`;
};
/** The fields of a text from `from`: a new MessageSid each time unless one is given (Twilio's retry). */
export const reply = (from: string, body: string, messageSid = nextSid()) => ({
  MessageSid: messageSid,
  AccountSid: `AC${'0'.repeat(32)}`,
  From: from,
  To: '+15805550100',
  Body: body,
});
