import { Hono } from 'hono';
import twilio from 'twilio';
import type { AppDeps, AppEnv } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { answerInboundText } from './text-replies';

/** Twilio reads TwiML back: an empty Response means "no reply" (Twilio answers STOP itself). */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/** A reply text, as TwiML (the SDK escapes it). */
function answerTwiml(text: string): string {
  const response = new twilio.twiml.MessagingResponse();
  response.message(text);
  return response.toString();
}

/**
 * Twilio's inbound-message webhook. It posts a form from Twilio's servers, so it is exempt from the
 * same-origin JSON rule (app.ts) and vouched for by its X-Twilio-Signature instead: an HMAC, with our
 * auth token, of the public URL Twilio was given and the form's fields. Registered always, so the route
 * list is the same with and without Twilio; without it there is nothing to answer (404).
 */
export function smsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/sms/inbound', async (c) => {
    const authToken = deps.twilioAuthToken;
    if (!authToken) throw notFound('Text messages are not set up on this server');
    const params = Object.fromEntries(new URLSearchParams(await c.req.text()));
    // The URL Twilio signed is the public one, not what a proxy in front made of it.
    const requested = new URL(c.req.url);
    const url = `${deps.publicOrigin}${requested.pathname}${requested.search}`;
    const signature = c.req.header('x-twilio-signature') ?? '';
    if (!signature || !twilio.validateRequest(authToken, signature, url, params)) {
      throw forbidden('Invalid Twilio signature');
    }
    const answer = params.From
      ? await answerInboundText(
          deps.db,
          { messageSid: params.MessageSid, from: params.From, body: params.Body ?? '' },
          deps.clock.now(),
        )
      : null;
    return c.body(answer === null ? EMPTY_TWIML : answerTwiml(answer), 200, { 'Content-Type': 'text/xml' });
  });
}
