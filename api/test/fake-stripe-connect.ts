import type { IncomingMessage } from 'node:http';

type FakeAccount = {
  id: string;
  object: 'account';
  type: 'express';
  email: string | null;
  payouts_enabled: boolean;
  charges_enabled: boolean;
  details_submitted: boolean;
  capabilities: { transfers: 'inactive' | 'pending' | 'active' };
  metadata: Record<string, string>;
};

type FakeTransfer = {
  id: string;
  object: 'transfer';
  amount: number;
  currency: string;
  destination: string;
  transfer_group: string | null;
  metadata: Record<string, string>;
};

type Send = (status: number, json: unknown) => void;

const invalid = (message: string) => ({ error: { type: 'invalid_request_error', message } });

/**
 * Stripe Connect on the fake Stripe (api/test/fake-stripe.ts dispatches here): Express accounts
 * (create honouring Idempotency-Key, retrieve), account links, and transfers (create honouring
 * Idempotency-Key, refusing an account that cannot receive; list by destination and group). Tests
 * finish onboarding with `enable`, make Stripe down with `failNextTransfers` (transfers) and
 * `failNextAccountReads` (reading an account), and the platform's
 * balance short with `shortBalanceForNext`.
 */
export function fakeConnect(nextId: (prefix: string) => string) {
  const accounts = new Map<string, FakeAccount>();
  const accountsByKey = new Map<string, FakeAccount>();
  const links: { account: string; returnUrl: string; refreshUrl: string }[] = [];
  const transfers = new Map<string, FakeTransfer>();
  const transfersByKey = new Map<string, FakeTransfer>();
  const transferCreates: {
    idempotencyKey: string | undefined;
    amount: number;
    destination: string;
    transferGroup: string | null;
  }[] = [];
  /** Each transfers list request, as the tests count them. */
  const transferLists: { destination: string | null; group: string | null }[] = [];
  let failTransfers = 0;
  let failAccountReads = 0;
  let shortBalance = 0;

  function handle(req: IncomingMessage, url: URL, form: URLSearchParams, send: Send): boolean {
    const key = req.headers['idempotency-key'] as string | undefined;
    const [, , resource, id] = url.pathname.split('/');
    if (resource === 'accounts') {
      if (req.method === 'GET' && id) {
        if (failAccountReads > 0) {
          failAccountReads -= 1;
          send(500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } });
          return true;
        }
        const found = accounts.get(id);
        send(found ? 200 : 404, found ?? invalid('No such account'));
        return true;
      }
      const seen = key ? accountsByKey.get(key) : undefined;
      if (seen) {
        send(200, seen);
        return true;
      }
      const account: FakeAccount = {
        id: nextId('acct_fake'),
        object: 'account',
        type: 'express',
        email: form.get('email'),
        payouts_enabled: false,
        charges_enabled: false,
        details_submitted: false,
        capabilities: { transfers: 'inactive' },
        metadata: { payee: form.get('metadata[payee]') ?? '' },
      };
      accounts.set(account.id, account);
      if (key) accountsByKey.set(key, account);
      send(200, account);
      return true;
    }
    if (resource === 'account_links') {
      const account = form.get('account') ?? '';
      if (!accounts.has(account)) {
        send(400, invalid('No such account'));
        return true;
      }
      links.push({
        account,
        returnUrl: form.get('return_url') ?? '',
        refreshUrl: form.get('refresh_url') ?? '',
      });
      send(200, {
        object: 'account_link',
        url: `https://connect.stripe.com/setup/e/${account}/fake${links.length}`,
        expires_at: Math.floor(Date.now() / 1000) + 300,
      });
      return true;
    }
    if (resource !== 'transfers') return false;
    if (req.method === 'GET') {
      const destination = url.searchParams.get('destination');
      const group = url.searchParams.get('transfer_group');
      transferLists.push({ destination, group });
      const data = [...transfers.values()].filter(
        (t) => (!destination || t.destination === destination) && (!group || t.transfer_group === group),
      );
      send(200, { object: 'list', data, has_more: false, url: '/v1/transfers' });
      return true;
    }
    const destination = form.get('destination') ?? '';
    const transferGroup = form.get('transfer_group');
    const amount = Number(form.get('amount'));
    transferCreates.push({ idempotencyKey: key, amount, destination, transferGroup });
    if (failTransfers > 0) {
      failTransfers -= 1;
      send(500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } });
      return true;
    }
    if (shortBalance > 0) {
      shortBalance -= 1;
      send(400, {
        error: {
          type: 'invalid_request_error',
          code: 'balance_insufficient',
          message: 'You have insufficient available funds in your Stripe account.',
        },
      });
      return true;
    }
    const seen = key ? transfersByKey.get(key) : undefined;
    if (seen) {
      send(200, seen);
      return true;
    }
    const to = accounts.get(destination);
    if (to?.capabilities.transfers !== 'active') {
      send(
        400,
        invalid(
          'Your destination account needs to have at least one of the following capabilities enabled: transfers',
        ),
      );
      return true;
    }
    const transfer: FakeTransfer = {
      id: nextId('tr_fake'),
      object: 'transfer',
      amount,
      currency: form.get('currency') ?? 'usd',
      destination,
      transfer_group: transferGroup,
      metadata: { payoutId: form.get('metadata[payoutId]') ?? '' },
    };
    transfers.set(transfer.id, transfer);
    if (key) transfersByKey.set(key, transfer);
    send(200, transfer);
    return true;
  }

  return {
    handle,
    accounts,
    links,
    transfers,
    transferCreates,
    transferLists,
    /** Stripe keeps an idempotency key 24 hours: past them, the same key makes a new transfer. */
    forgetTransferKeys: () => transfersByKey.clear(),
    forgetAccountKeys: () => accountsByKey.clear(),
    /** The payee finished Stripe's onboarding: the account can receive transfers and pay them out. */
    enable: (accountId: string) => {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`no fake account ${accountId}`);
      Object.assign(account, {
        payouts_enabled: true,
        details_submitted: true,
        capabilities: { transfers: 'active' },
      });
      return account;
    },
    failNextTransfers: (times: number) => {
      failTransfers = times;
    },
    /** Stripe is down for the next reads of an account (the SDK retries each read twice). */
    failNextAccountReads: (times: number) => {
      failAccountReads = times;
    },
    /** The platform's available balance is short for the next transfers (charges not yet available). */
    shortBalanceForNext: (times: number) => {
      shortBalance = times;
    },
  };
}
