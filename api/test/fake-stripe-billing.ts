// Enough of Stripe Billing for the real `stripe` SDK (API 2026-10-28): Customers, Prices found by
// lookup key, Subscriptions (create with default_incomplete and the first invoice's
// confirmation_secret, retrieve, update, cancel) and Invoices (retrieve, void). Test hooks stand
// in for what happens at Stripe: the browser paying an invoice (with a payment method, saved as the
// subscription's default when it saves them), a renewal paid or declined.

type FakePrice = { id: string; object: 'price'; lookup_key: string; unit_amount: number; active: boolean };
type FakeInvoice = {
  id: string;
  object: 'invoice';
  status: 'open' | 'paid' | 'void';
  amount_due: number;
  amount_paid: number;
  billing_reason: string;
  customer: string;
  confirmation_secret: { client_secret: string; type: 'payment_intent' } | null;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string } };
  lines: {
    object: 'list';
    data: {
      id: string;
      object: 'line_item';
      amount: number;
      period: { start: number; end: number };
      pricing: { type: 'price_details'; price_details: { price: string; product: string } };
    }[];
  };
};
type FakeSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      price: FakePrice;
      current_period_start: number;
      current_period_end: number;
    }[];
  };
  latest_invoice: string;
  /** The price an upgrade moves to once its proration invoice is paid (pending_if_incomplete). */
  pending_price: string | null;
  default_payment_method: string | null;
  payment_settings: { save_default_payment_method: string | null };
};

type Send = (status: number, json: unknown) => void;
const MONTH_S = 30 * 86_400;
const notFound = (send: Send, what: string) =>
  send(404, { error: { type: 'invalid_request_error', message: `No such ${what}` } });

export function fakeStripeBilling() {
  // Stripe's clock, in seconds; a test sets it to the app's test clock.
  let clock = () => Math.floor(Date.now() / 1000);
  let counter = 0;
  const next = (prefix: string) => `${prefix}_fake${++counter}`;
  const prices = new Map<string, FakePrice>(
    [
      { lookup_key: 'bbe_featured_monthly', unit_amount: 4_900 },
      { lookup_key: 'bbe_premium_monthly', unit_amount: 9_900 },
    ].map((p, i) => {
      const price: FakePrice = { id: `price_fake${i + 1}`, object: 'price', active: true, ...p };
      return [price.id, price];
    }),
  );
  const customers = new Map<
    string,
    { id: string; object: 'customer'; email: string; metadata: Record<string, string> }
  >();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const byKey = new Map<string, unknown>();
  /** Every Billing write, with its idempotency key, as the tests read them. */
  const calls: {
    method: string;
    path: string;
    idempotencyKey: string | undefined;
    form: Record<string, string>;
  }[] = [];

  function invoiceFor(
    sub: FakeSubscription,
    priceId: string,
    amount: number,
    reason: string,
    start: number,
    end: number,
  ) {
    const id = next('in');
    const invoice: FakeInvoice = {
      id,
      object: 'invoice',
      status: 'open',
      amount_due: amount,
      amount_paid: 0,
      billing_reason: reason,
      customer: sub.customer,
      confirmation_secret: { client_secret: `pi_for_${id}_secret_abc`, type: 'payment_intent' },
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
      lines: {
        object: 'list',
        data: [
          {
            id: next('il'),
            object: 'line_item',
            amount,
            period: { start, end },
            pricing: { type: 'price_details', price_details: { price: priceId, product: 'prod_fake' } },
          },
        ],
      },
    };
    invoices.set(id, invoice);
    sub.latest_invoice = id;
    return invoice;
  }

  const expanded = (sub: FakeSubscription, expand: string[]) =>
    expand.some((e) => e.startsWith('latest_invoice'))
      ? { ...sub, latest_invoice: invoices.get(sub.latest_invoice) }
      : sub;
  const listOf = (form: URLSearchParams, name: string) =>
    [...form.entries()].filter(([k]) => k.startsWith(`${name}[`)).map(([, v]) => v);

  /** Answers a Billing request; false for any other path (the PaymentIntents fake takes it). */
  function handle(
    method: string,
    url: URL,
    form: URLSearchParams,
    idempotencyKey: string | undefined,
    send: Send,
  ): boolean {
    const [, , resource, id, action] = url.pathname.split('/');
    if (!['customers', 'prices', 'subscriptions', 'invoices'].includes(resource ?? '')) return false;
    const params = method === 'GET' ? url.searchParams : form;
    const expand = listOf(params, 'expand');
    if (method !== 'GET') {
      calls.push({ method, path: url.pathname, idempotencyKey, form: Object.fromEntries(form.entries()) });
      const seen = idempotencyKey ? byKey.get(`${url.pathname}:${idempotencyKey}`) : undefined;
      if (seen) {
        send(200, seen);
        return true;
      }
    }
    const remember = (json: unknown) => {
      if (idempotencyKey && method !== 'GET') byKey.set(`${url.pathname}:${idempotencyKey}`, json);
      send(200, json);
    };

    if (resource === 'customers' && method === 'POST' && !id) {
      const customer = {
        id: next('cus'),
        object: 'customer' as const,
        email: form.get('email') ?? '',
        metadata: { userId: form.get('metadata[userId]') ?? '' },
      };
      customers.set(customer.id, customer);
      remember(customer);
    } else if (resource === 'prices') {
      if (id) {
        const price = prices.get(id);
        price ? send(200, price) : notFound(send, 'price');
      } else {
        const keys = listOf(params, 'lookup_keys');
        const data = [...prices.values()].filter((p) => keys.includes(p.lookup_key));
        send(200, { object: 'list', data, has_more: false, url: '/v1/prices' });
      }
    } else if (resource === 'subscriptions' && method === 'POST' && !id) {
      const price = prices.get(form.get('items[0][price]') ?? '');
      const customer = form.get('customer') ?? '';
      if (!price || !customers.has(customer)) {
        send(400, { error: { type: 'invalid_request_error', message: 'No such price or customer' } });
        return true;
      }
      const now = clock();
      const sub: FakeSubscription = {
        id: next('sub'),
        object: 'subscription',
        customer,
        status: 'incomplete',
        cancel_at_period_end: false,
        metadata: { vendorId: form.get('metadata[vendorId]') ?? '' },
        items: {
          object: 'list',
          data: [
            {
              id: next('si'),
              object: 'subscription_item',
              price,
              current_period_start: now,
              current_period_end: now + MONTH_S,
            },
          ],
        },
        latest_invoice: '',
        pending_price: null,
        default_payment_method: null,
        payment_settings: {
          save_default_payment_method: form.get('payment_settings[save_default_payment_method]'),
        },
      };
      subscriptions.set(sub.id, sub);
      invoiceFor(sub, price.id, price.unit_amount, 'subscription_create', now, now + MONTH_S);
      remember(expanded(sub, expand));
    } else if (resource === 'subscriptions') {
      const sub = subscriptions.get(id ?? '');
      if (!sub) {
        notFound(send, 'subscription');
        return true;
      }
      if (method === 'DELETE') {
        sub.status = 'canceled';
        remember(sub);
      } else if (method === 'POST') {
        if (form.has('cancel_at_period_end'))
          sub.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
        const newPrice = prices.get(form.get('items[0][price]') ?? '');
        const item = sub.items.data[0];
        if (newPrice && item && newPrice.id !== item.price.id) {
          if (form.get('proration_behavior') === 'always_invoice') {
            // Stripe prorates: the new price for the time left, less the old price for it.
            const now = clock();
            const left =
              (item.current_period_end - now) / (item.current_period_end - item.current_period_start);
            const amount = Math.round((newPrice.unit_amount - item.price.unit_amount) * left);
            sub.pending_price = newPrice.id;
            invoiceFor(sub, newPrice.id, amount, 'subscription_update', now, item.current_period_end);
          } else {
            item.price = newPrice;
          }
        }
        remember(expanded(sub, expand));
      } else {
        send(200, expanded(sub, expand));
      }
    } else if (resource === 'invoices') {
      const invoice = invoices.get(id ?? '');
      if (!invoice) notFound(send, 'invoice');
      else if (method === 'POST' && action === 'void') {
        invoice.status = 'void';
        remember(invoice);
      } else send(200, invoice);
    } else {
      send(404, { error: { message: 'unknown billing path' } });
    }
    return true;
  }

  /**
   * The card went through for an invoice (as the Payment Element, or Stripe's own renewal, would).
   * A subscription saving its payment method keeps the one that paid as its default.
   */
  function payInvoice(invoiceId: string, paymentMethod = 'pm_card_visa') {
    const invoice = invoices.get(invoiceId);
    if (invoice?.status !== 'open') return invoice;
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    const sub = subscriptions.get(invoice.parent.subscription_details.subscription);
    if (sub) {
      sub.status = 'active';
      if (sub.payment_settings.save_default_payment_method === 'on_subscription')
        sub.default_payment_method = paymentMethod;
      const item = sub.items.data[0];
      const pending = sub.pending_price ? prices.get(sub.pending_price) : undefined;
      if (item && pending) item.price = pending;
      sub.pending_price = null;
    }
    return invoice;
  }

  /** The period ends: Stripe invoices the next one on the item's price and charges the saved card. */
  function renew(subscriptionId: string, outcome: 'paid' | 'declined') {
    const sub = subscriptions.get(subscriptionId);
    const item = sub?.items.data[0];
    if (!sub || !item) throw new Error(`fake stripe: no subscription ${subscriptionId}`);
    const start = item.current_period_end;
    const invoice = invoiceFor(
      sub,
      item.price.id,
      item.price.unit_amount,
      'subscription_cycle',
      start,
      start + MONTH_S,
    );
    // The period moves on when it is invoiced, paid or not. Charged off session; declined, its
    // PaymentIntent waits for another payment method.
    item.current_period_start = start;
    item.current_period_end = start + MONTH_S;
    if (outcome === 'paid') {
      invoice.confirmation_secret = null;
      payInvoice(invoice.id, sub.default_payment_method ?? undefined);
    } else sub.status = 'past_due';
    return invoice;
  }

  return {
    handle,
    customers,
    subscriptions,
    invoices,
    prices,
    calls,
    payInvoice,
    renew,
    setClock: (now: () => Date) => {
      clock = () => Math.floor(now().getTime() / 1000);
    },
  };
}
