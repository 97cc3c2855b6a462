import { Hono } from 'hono';
import twilio from 'twilio';
import type { AppDeps, AppEnv } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { isStopWord, optOutOfTexts } from './sms.service';

/** Twilio reads TwiML back: an empty Response means "no reply" (Twilio answers STOP itself). */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

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
    if (params.From && isStopWord(params.Body ?? '')) optOutOfTexts(deps.db, params.From, deps.clock.now());
    return c.body(EMPTY_TWIML, 200, { 'Content-Type': 'text/xml' });
  });
}
