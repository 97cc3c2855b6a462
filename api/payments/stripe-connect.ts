import Stripe from 'stripe';

// Stripe Connect Express for payouts (docs/decisions/0006-money-out-ledger.md): each payee has an
// Express account that Stripe onboards; we send it money from the platform's balance by transfer
// (separate charges and transfers), one transfer per payout under a key made from the payout's id.

/** Whether Stripe lets the account receive our transfers and pay them out to its bank. */
export const canReceive = (account: Stripe.Account) =>
  account.payouts_enabled === true && account.capabilities?.transfers === 'active';

/** A new Express account for a payee, once: the key is the payout account row's own id. */
export async function createExpressAccount(
  client: Stripe,
  input: { rowId: string; email: string; payee: string },
): Promise<Stripe.Account> {
  return client.accounts.create(
    {
      type: 'express',
      country: 'US',
      email: input.email,
      capabilities: { transfers: { requested: true } },
      metadata: { payee: input.payee },
    },
    { idempotencyKey: `connect_${input.rowId}` },
  );
}

/** A one-time link into Stripe's onboarding; it expires, so a new one is made each time it is asked for. */
export async function onboardingLink(
  client: Stripe,
  input: { accountId: string; returnUrl: string; refreshUrl: string },
): Promise<string> {
  const link = await client.accountLinks.create({
    account: input.accountId,
    type: 'account_onboarding',
    return_url: input.returnUrl,
    refresh_url: input.refreshUrl,
  });
  return link.url;
}

export type TransferRequest = {
  payoutId: string;
  amountCents: number;
  destination: string;
  transferGroup: string | null;
  /** Asked before: look for the transfer first, in case Stripe has forgotten the key (24 hours). */
  askedBefore: boolean;
};

/**
 * A refusal Stripe will repeat however often it is asked (the request itself is wrong or not allowed:
 * the account cannot receive transfers). The platform's balance being short is not one: the money
 * becomes available, and the payout is asked for again.
 */
export const isRefusal = (error: unknown) =>
  (error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripePermissionError ||
    error instanceof Stripe.errors.StripeCardError) &&
  error.code !== 'balance_insufficient';

/** Sends one payout's money to the payee's account; the same payout is never sent twice. */
export async function sendTransfer(client: Stripe, request: TransferRequest): Promise<Stripe.Transfer> {
  if (request.askedBefore) {
    const made = await client.transfers.list({
      destination: request.destination,
      ...(request.transferGroup ? { transfer_group: request.transferGroup } : {}),
      limit: 100,
    });
    const earlier = made.data.find((t) => t.metadata?.payoutId === request.payoutId);
    if (earlier) return earlier;
  }
  return client.transfers.create(
    {
      amount: request.amountCents,
      currency: 'usd',
      destination: request.destination,
      ...(request.transferGroup ? { transfer_group: request.transferGroup } : {}),
      metadata: { payoutId: request.payoutId },
    },
    { idempotencyKey: `payout_${request.payoutId}` },
  );
}

/**
 * A webhook event checked against each secret in turn: the platform's endpoint and, where connected
 * accounts' events (account.updated) come to a Connect endpoint of their own, that one's. Throws
 * when no secret signed it.
 */
export function verifiedEvent(
  client: Stripe,
  raw: string,
  signature: string,
  secrets: (string | null)[],
): Stripe.Event {
  let failure: unknown = new Error('No webhook secret');
  for (const secret of secrets) {
    if (!secret) continue;
    try {
      return client.webhooks.constructEvent(raw, signature, secret);
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}
