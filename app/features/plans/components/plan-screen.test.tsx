// @vitest-environment happy-dom
import type { PlanChange, PlanView } from '@contracts/finance';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '~/components/ui/toast';
import { setApiTransport } from '~/lib/api';
import { PlanScreen } from './plan-screen';

vi.mock('~/components/ui/toast', () => ({ toast: vi.fn() }));

// The plan screen in grace, as the owner uses it: the failed renewal said, "Pay now with another
// card" opens the card form for that invoice, and once it is paid the plan shows active again. The
// server's side (the invoice paid once, its period, the saved card) is in api/modules/plans/plans.test.ts;
// an e2e cannot reach grace, which needs the server's clock a month on (docs/decisions.md).

const due = '2026-12-25T18:00:00.000Z';
const inGrace: PlanView = {
  vendorId: 'v1',
  businessName: 'Smokehouse',
  tier: 'featured',
  status: 'past_due',
  feePercent: 3,
  currentPeriodEnd: due,
  nextTier: null,
  cancelAtPeriodEnd: false,
  graceUntil: '2027-01-01T18:00:00.000Z',
  lastError: 'Your card was declined.',
  nextInvoice: { amount: '49.00', on: due },
  pendingUpgrade: null,
};
const active: PlanView = {
  ...inGrace,
  status: 'active',
  currentPeriodEnd: '2027-01-25T18:00:00.000Z',
  graceUntil: null,
  lastError: null,
  nextInvoice: { amount: '49.00', on: '2027-01-25T18:00:00.000Z' },
};
const change: PlanChange = {
  plan: inGrace,
  payment: { invoiceId: 'i2', clientSecret: 'lpi_1_secret_x', amount: '49.00', tier: 'featured' },
};

let sent: { method: string; path: string; body: unknown }[];
let confirmed: { status: string; error: string | null };

beforeEach(() => {
  sent = [];
  confirmed = { status: 'succeeded', error: null };
  vi.mocked(toast).mockClear();
  setApiTransport(async (path, init) => {
    const method = init.method ?? 'GET';
    sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (path === '/api/config')
      return Response.json({ paymentProvider: 'local', stripePublishableKey: null });
    if (path === '/api/vendor/plan/overdue') return Response.json(change);
    if (path === '/api/payments/local/confirm') return Response.json(confirmed);
    if (path === '/api/vendor/plan/complete') return Response.json(active);
    return Response.json(inGrace);
  });
});
afterEach(cleanup);

function show() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <PlanScreen userId="u1" vendorId="v1" returned={false} />
    </QueryClientProvider>,
  );
}

async function payWith(cardNumber: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Pay now with another card' }));
  expect(await screen.findByRole('heading', { name: 'Pay your Featured renewal' })).toBeTruthy();
  fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: cardNumber } });
  fireEvent.change(screen.getByLabelText('Expiration date'), { target: { value: '1230' } });
  fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Pay $49.00' }));
}

describe('the plan screen in grace', () => {
  it('pays the overdue renewal with another card and shows the plan active', async () => {
    show();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your $49.00 renewal did not go through: Your card was declined',
    );
    await payWith('4242 4242 4242 4242');
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pay your Featured renewal' })).toBeNull();
    expect(screen.getByTestId('next-invoice').textContent).toContain('$49.00');
    expect(sent.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/vendor/plan/overdue',
      '/api/payments/local/confirm',
      '/api/vendor/plan/complete',
    ]);
    expect(sent.find((call) => call.path === '/api/vendor/plan/overdue')?.body).toEqual({ vendorId: 'v1' });
    expect(toast).toHaveBeenCalledWith({ title: 'Smokehouse is on Featured' });
  });

  it('a declined card keeps the form and the warning, and says why', async () => {
    confirmed = { status: 'failed', error: 'Your card was declined.' };
    show();
    await payWith('4000 0000 0000 0002');
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Payment failed',
        description: 'Your card was declined.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('heading', { name: 'Pay your Featured renewal' })).toBeTruthy();
    expect(screen.getByText('Payment failed')).toBeTruthy();
    expect(sent.some((call) => call.path === '/api/vendor/plan/complete')).toBe(false);
  });
});
