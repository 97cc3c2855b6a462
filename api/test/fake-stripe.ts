import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../app';
import { createStripeProvider } from '../payments/stripe';
import { ORIGIN } from './harness';

type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
};

/**
 * Enough of Stripe's PaymentIntents API on 127.0.0.1 for the real `stripe` SDK to talk to
 * (through its host/port/protocol options): create (honouring Idempotency-Key), update, retrieve, cancel.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, FakeIntent>();
  const creates: { idempotencyKey: string | undefined; amount: number }[] = [];
  let counter = 0;

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
      const match = /^\/v1\/payment_intents(?:\/([\w]+))?(\/cancel)?$/.exec(req.url ?? '');
      if (!match) return send(404, { error: { message: 'unknown path' } });
      const [, id, cancel] = match;
      if (req.method === 'POST' && !id) {
        const key = req.headers['idempotency-key'] as string | undefined;
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
        };
        intents.set(intent.id, intent);
        if (key) byIdempotencyKey.set(key, intent);
        return send(200, intent);
      }
      const intent = id ? intents.get(id) : undefined;
      if (!intent)
        return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      if (cancel) {
        if (
          !['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)
        ) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            },
          });
        }
        intent.status = 'canceled';
        return send(200, intent);
      }
      if (req.method === 'POST' && form.has('amount')) {
        if (intent.status === 'succeeded' || intent.status === 'canceled')
          return send(400, {
            error: { type: 'invalid_request_error', message: 'This PaymentIntent can no longer be updated.' },
          });
        intent.amount = Number(form.get('amount'));
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
    /** The customer's card went through (as Stripe.js confirming would); a cancelled intent stays cancelled. */
    succeed: (id: string) => {
      const intent = intents.get(id);
      if (intent && intent.status !== 'canceled') intent.status = 'succeeded';
      return intent;
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
