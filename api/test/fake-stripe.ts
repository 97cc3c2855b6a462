import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type App, type AppOptions, createApp } from '../app';
import { openDatabase } from '../db/client';
import { createStripeProvider } from '../payments/stripe';
import { fakeStripeBilling } from './fake-stripe-billing';
import { fakeConnect } from './fake-stripe-connect';
import { ORIGIN, testClock } from './harness';

type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
  capture_method: string;
  amount_received: number;
};

/** A capture or a cancel asked of an intent, as the fake saw it. */
type HoldCall = { intentId: string; idempotencyKey: string | undefined; amount?: number };

type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: string;
  metadata: Record<string, string>;
};

/**
 * Enough of Stripe's PaymentIntents and Refunds APIs on 127.0.0.1 for the real `stripe` SDK to talk to
 * (through its host/port/protocol options): create (honouring Idempotency-Key), update, retrieve, cancel;
 * refunds create (honouring Idempotency-Key, refusing more than the intent took), list and retrieve;
 * manual capture: capture (in part) and cancel of a held intent, each honouring Idempotency-Key.
 * `failNextRefunds` and `failNextCaptures` make the next calls answer 500, as Stripe down would.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, FakeIntent>();
  const creates: { idempotencyKey: string | undefined; amount: number }[] = [];
  const refunds = new Map<string, FakeRefund>();
  const refundsByKey = new Map<string, FakeRefund>();
  const refundCreates: { idempotencyKey: string | undefined; amount: number; paymentIntent: string }[] = [];
  let failRefunds = 0;
  let failCaptures = 0;
  const captures: HoldCall[] = [];
  const cancels: HoldCall[] = [];
  const holdAnswers = new Map<string, FakeIntent>();
  let refundStatus = 'succeeded';
  let heldRetrieve: { arrived: () => void; released: Promise<void> } | null = null;
  let counter = 0;
  const billing = fakeStripeBilling();
  const connect = fakeConnect((prefix) => {
    counter += 1;
    return `${prefix}${counter}`;
  });

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${counter}` });
        res.end(JSON.stringify(json));
      };
      const url = new URL(req.url ?? '/', 'http://fake');
      if (
        billing.handle(
          req.method ?? 'GET',
          url,
          form,
          req.headers['idempotency-key'] as string | undefined,
          send,
        )
      )
        return;
      if (connect.handle(req, url, form, send)) return;
      if (url.pathname.startsWith('/v1/refunds')) {
        const refundId = url.pathname.split('/')[3];
        if (req.method === 'GET' && refundId) {
          const found = refunds.get(refundId);
          return found
            ? send(200, found)
            : send(404, { error: { type: 'invalid_request_error', message: 'No such refund' } });
        }
        if (req.method === 'GET') {
          const of = url.searchParams.get('payment_intent');
          const data = [...refunds.values()].filter((r) => r.payment_intent === of);
          return send(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
        }
        const key = req.headers['idempotency-key'] as string | undefined;
        const intentId = form.get('payment_intent') ?? '';
        const amount = Number(form.get('amount'));
        refundCreates.push({ idempotencyKey: key, amount, paymentIntent: intentId });
        if (failRefunds > 0) {
          failRefunds -= 1;
          return send(500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } });
        }
        const seen = key ? refundsByKey.get(key) : undefined;
        if (seen) return send(200, seen);
        const paid = intents.get(intentId);
        const already = [...refunds.values()]
          .filter((r) => r.payment_intent === intentId)
          .reduce((sum, r) => sum + r.amount, 0);
        if (paid?.status !== 'succeeded' || already + amount > paid.amount_received)
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: 'Refund amount is greater than unrefunded amount on charge',
            },
          });
        counter += 1;
        const refund: FakeRefund = {
          id: `re_fake${counter}`,
          object: 'refund',
          amount,
          payment_intent: intentId,
          status: refundStatus,
          metadata: {
            orderId: form.get('metadata[orderId]') ?? '',
            ...(form.get('metadata[partId]') ? { partId: form.get('metadata[partId]') ?? '' } : {}),
          },
        };
        refunds.set(refund.id, refund);
        if (key) refundsByKey.set(key, refund);
        return send(200, refund);
      }
      const match = /^\/v1\/payment_intents(?:\/([\w]+))?(?:\/(cancel|capture))?$/.exec(req.url ?? '');
      if (!match) return send(404, { error: { message: 'unknown path' } });
      const [, id, action] = match;
      const key = req.headers['idempotency-key'] as string | undefined;
      if (req.method === 'POST' && !id) {
        creates.push({ idempotencyKey: key, amount: Number(form.get('amount')) });
        const seen = key ? byIdempotencyKey.get(key) : undefined;
        if (seen) return send(200, seen);
        counter += 1;
        const intent: FakeIntent = {
          id: `pi_fake${counter}`,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `pi_fake${counter}_secret_abc`,
          metadata: { cartId: form.get('metadata[cartId]') ?? '' },
          last_payment_error: null,
          capture_method: form.get('capture_method') ?? 'automatic',
          amount_received: 0,
        };
        intents.set(intent.id, intent);
        if (key) byIdempotencyKey.set(key, intent);
        return send(200, intent);
      }
      const intent = id ? intents.get(id) : undefined;
      if (!intent)
        return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      const answered = key && action ? holdAnswers.get(`${action}:${key}`) : undefined;
      if (answered) return send(200, answered);
      if (action === 'capture') {
        captures.push({
          intentId: intent.id,
          idempotencyKey: key,
          amount: Number(form.get('amount_to_capture')),
        });
        if (failCaptures > 0) {
          failCaptures -= 1;
          return send(500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } });
        }
        const amount = Number(form.get('amount_to_capture') ?? intent.amount);
        if (intent.status !== 'requires_capture' || amount > intent.amount)
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
            },
          });
        intent.status = 'succeeded';
        intent.amount_received = amount;
        if (key) holdAnswers.set(`capture:${key}`, { ...intent });
        return send(200, intent);
      }
      if (action === 'cancel') {
        cancels.push({ intentId: intent.id, idempotencyKey: key });
        if (
          ![
            'requires_payment_method',
            'requires_confirmation',
            'requires_action',
            'requires_capture',
          ].includes(intent.status)
        ) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            },
          });
        }
        intent.status = 'canceled';
        if (key) holdAnswers.set(`cancel:${key}`, { ...intent });
        return send(200, intent);
      }
      if (req.method === 'POST' && form.has('amount')) {
        if (intent.status === 'succeeded' || intent.status === 'canceled')
          return send(400, {
            error: { type: 'invalid_request_error', message: 'This PaymentIntent can no longer be updated.' },
          });
        intent.amount = Number(form.get('amount'));
      }
      if (req.method === 'GET' && heldRetrieve) {
        const held = heldRetrieve;
        heldRetrieve = null;
        held.arrived();
        return void held.released.then(() => send(200, intent));
      }
      return send(200, intent);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    intents,
    creates,
    refunds,
    refundCreates,
    /** Captures and cancels asked, in order, with their idempotency keys. */
    captures,
    cancels,
    /** Stripe Billing's side (fake-stripe-billing.ts). */
    billing,
    connect,
    failNextRefunds: (times: number) => {
      failRefunds = times;
    },
    failNextCaptures: (times: number) => {
      failCaptures = times;
    },
    /** What a new refund answers: Stripe's `pending` settles later (charge.refunded tells). */
    refundsAnswer: (status: 'succeeded' | 'pending') => {
      refundStatus = status;
    },
    /**
     * The customer's card went through (as Stripe.js confirming would): charged, or only authorised
     * for a manual-capture intent. A cancelled intent stays cancelled.
     */
    succeed: (id: string) => {
      const intent = intents.get(id);
      if (intent && intent.status !== 'canceled') {
        intent.status = intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
        if (intent.status === 'succeeded') intent.amount_received = intent.amount;
      }
      return intent;
    },
    /**
     * Holds the next retrieval of an intent unanswered, as a slow Stripe would: `arrived` resolves once
     * it is asked, and it is answered (with the intent as it is then) when `release` is called.
     */
    holdNextRetrieve: () => {
      let arrived = () => {};
      let release = () => {};
      const asked = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      heldRetrieve = {
        arrived: () => arrived(),
        released: new Promise<void>((resolve) => {
          release = resolve;
        }),
      };
      return { arrived: asked, release: () => release() };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Our real Stripe provider (the `stripe` SDK) pointed at a fake on this port. */
export function stripeAgainstFake(port: number, webhookSecret: string) {
  return createStripeProvider({
    secretKey: 'sk_test_fake',
    publishableKey: 'pk_test_fake',
    webhookSecret,
    host: { host: '127.0.0.1', port, protocol: 'http' },
  });
}

/** A fresh app on its own in-memory SQLite, paying through our Stripe provider to the fake on `port`. */
export async function appAgainstFake(
  port: number,
  webhookSecret: string,
  options: Partial<Omit<AppOptions, 'db' | 'clock' | 'payments'>> = {},
) {
  const db = openDatabase(':memory:');
  const clock = testClock();
  const stripe = stripeAgainstFake(port, webhookSecret);
  const app = await createApp({ db, clock, payments: stripe, ...options });
  return { db, clock, stripe, app };
}

/** POSTs an event to our webhook signed as Stripe signs it (with `secret`, at `timestamp`). */
export function deliverWebhook(
  app: App,
  stripe: ReturnType<typeof stripeAgainstFake>,
  payload: object,
  options: { secret: string; timestamp?: number },
) {
  const body = JSON.stringify(payload);
  const header = stripe.client.webhooks.generateTestHeaderString({ payload: body, ...options });
  return app.request(`${ORIGIN}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
    body,
  });
}
