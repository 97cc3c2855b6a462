// @vitest-environment happy-dom
import type { CartView } from '@contracts/cart';
import type { CheckoutIntent, CheckoutResult } from '@contracts/checkout';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '~/components/ui/toast';
import { setApiTransport } from '~/lib/api';
import { PaymentDetails } from './components/payment-details';
import { RepricedLines, repricedItems } from './components/repriced-lines';
import { useCompleteCheckout } from './mutations';

vi.mock('~/components/ui/toast', () => ({ toast: vi.fn() }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

/** One answer the test hands out when it chooses, so a slow start can be overtaken by a newer one. */
type Pending = { path: string; body: unknown; answer: (status: number, body: unknown) => void };
let pending: Pending[];
let client: QueryClient;

function Wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  pending = [];
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  vi.mocked(toast).mockClear();
  setApiTransport((path, init) => {
    if (path === '/api/config')
      return Promise.resolve(Response.json({ paymentProvider: 'local', stripePublishableKey: null }));
    return new Promise<Response>((resolve) => {
      pending.push({
        path,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        answer: (status, body) => resolve(Response.json(body, { status })),
      });
    });
  });
});
afterEach(cleanup);

const starts = () => pending.filter((p) => p.path === '/api/cart/checkout');
const intent = (amount: string): CheckoutIntent => ({
  clientSecret: `secret_${amount}`,
  cartId: 'cart-1',
  amount,
});

const item = (id: string, price: string): CartView['items'][number] => ({
  id,
  vendorId: 'v1',
  serviceId: 's1',
  packageId: null,
  itemType: 'service',
  offerId: null,
  bookingMode: 'instant',
  cancellationPolicy: 'standard',
  itemName: `Smokehouse - ${id}`,
  quantity: 1,
  selectedDate: '2027-06-12',
  selectedTime: '17:30',
  endTime: null,
  hours: null,
  guestCount: 20,
  eventAddress: null,
  notes: null,
  price,
  currentPrice: null,
  createdAt: '2026-11-01T00:00:00.000Z',
});
const cartOf = (id: string, ...items: CartView['items']): CartView => ({
  id,
  status: 'active',
  items,
  totalAmount: '0.00',
});

// Noon in Broken Bow on Thu May 20, 2027: the items are for Sat Jun 12.
const NOW = new Date('2027-05-20T17:00:00Z');
const ACCOUNT_PHONE = '(580) 555-0177';

function showPayment(cart: CartView, onCartMoved = vi.fn(), defaultPhone = ACCOUNT_PHONE) {
  const details = (shown: CartView) => (
    <PaymentDetails
      cart={shown}
      onPaid={vi.fn()}
      onCartMoved={onCartMoved}
      defaultPhone={defaultPhone}
      now={NOW}
    />
  );
  const view = render(details(cart), { wrapper: Wrapper });
  const show = (next: CartView) => view.rerender(details(next));
  return { show, onCartMoved };
}

describe('Payment Details: starting the payment', () => {
  it("says 'Initializing secure payment...' until the client secret arrives, then offers the card form", async () => {
    showPayment(cartOf('cart-1', item('a', '740.00')));
    expect(screen.getByText('Initializing secure payment...')).toBeTruthy();
    await waitFor(() => expect(starts()).toHaveLength(1));
    act(() => starts()[0]?.answer(200, intent('740.00')));
    expect(await screen.findByRole('button', { name: 'Pay $740.00' })).toBeTruthy();
  });

  it('starts once per cart contents, and again when the contents change', async () => {
    const { show } = showPayment(cartOf('cart-1', item('a', '740.00')));
    await waitFor(() => expect(starts()).toHaveLength(1));
    act(() => starts()[0]?.answer(200, intent('740.00')));
    await screen.findByRole('button', { name: 'Pay $740.00' });

    show(cartOf('cart-1', item('a', '740.00'))); // refetched, same contents
    await act(() => Promise.resolve());
    expect(starts()).toHaveLength(1);

    show(cartOf('cart-1', item('a', '740.00'), item('b', '300.00')));
    expect(screen.getByText('Initializing secure payment...')).toBeTruthy();
    await waitFor(() => expect(starts()).toHaveLength(2));
    act(() => starts()[1]?.answer(200, intent('1040.00')));
    expect(await screen.findByRole('button', { name: 'Pay $1,040.00' })).toBeTruthy();
  });

  it('counts the same items in a new cart as new contents (a paid cart hands its unpaid items on)', async () => {
    const { show } = showPayment(cartOf('cart-1', item('a', '740.00')));
    await waitFor(() => expect(starts()).toHaveLength(1));
    show(cartOf('cart-2', item('a', '740.00')));
    await waitFor(() => expect(starts()).toHaveLength(2));
  });

  it("never shows an older start's answer for the cart as it is now", async () => {
    const { show } = showPayment(cartOf('cart-1', item('a', '740.00')));
    await waitFor(() => expect(starts()).toHaveLength(1));
    show(cartOf('cart-1', item('a', '800.00')));
    await waitFor(() => expect(starts()).toHaveLength(2));

    act(() => starts()[0]?.answer(200, intent('740.00')));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.getByText('Initializing secure payment...')).toBeTruthy();

    act(() => starts()[1]?.answer(200, intent('800.00')));
    expect(await screen.findByRole('button', { name: 'Pay $800.00' })).toBeTruthy();
  });

  it("toasts 'Checkout error' and refreshes the cart on a 409; Try again starts again", async () => {
    const { onCartMoved } = showPayment(cartOf('cart-1', item('a', '740.00')));
    await waitFor(() => expect(starts()).toHaveLength(1));
    act(() => starts()[0]?.answer(409, { message: 'An earlier payment went through', code: 'conflict' }));

    expect(await screen.findByText(/Failed to initialize payment: 409: An earlier payment/)).toBeTruthy();
    expect(onCartMoved).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({
      title: 'Checkout error',
      description: '409: An earlier payment went through',
      variant: 'destructive',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(starts()).toHaveLength(2));
  });

  it('does not call a failure other than 409 a moved cart', async () => {
    const { onCartMoved } = showPayment(cartOf('cart-1', item('a', '740.00')));
    await waitFor(() => expect(starts()).toHaveLength(1));
    act(() => starts()[0]?.answer(400, { message: 'Your cart is empty', code: 'bad_request' }));
    await screen.findByText(/Failed to initialize payment/);
    expect(onCartMoved).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Checkout error' }));
  });
});

describe('Payment Details: the policy and the phone for the day', () => {
  it("shows each line's cancellation policy, by its vendor's policy, in its own days beside Pay", async () => {
    showPayment(
      cartOf('cart-1', item('a', '740.00'), {
        ...item('b', '300.00'),
        selectedDate: '2027-05-25',
        cancellationPolicy: 'strict',
      }),
    );
    expect(screen.getByTestId('cancel-terms').querySelectorAll('li')[0]?.textContent).toBe(
      'Smokehouse - a: Standard policy: Full refund less the 3% processing fee until Sat, Jun 5; half back until Wed, Jun 9; no refund from Thu, Jun 10.',
    );
    // Five days out under the strict policy: its half refund ended 14 days before.
    expect(screen.getByTestId('cancel-terms').querySelectorAll('li')[1]?.textContent).toBe(
      'Smokehouse - b: Strict policy: No refund from Wed, May 12.',
    );
    await waitFor(() => expect(starts()).toHaveLength(1));
    act(() => starts()[0]?.answer(200, intent('1040.00')));
    expect(await screen.findByRole('button', { name: 'Pay $1,040.00' })).toBeTruthy();
  });

  it("starts with the account's phone, and saves another one when the field is left", async () => {
    showPayment(cartOf('cart-1', item('a', '740.00')));
    const field = screen.getByLabelText('Contact phone for the day') as HTMLInputElement;
    expect(field.value).toBe(ACCOUNT_PHONE);
    await waitFor(() => expect(starts()).toHaveLength(1));
    expect(starts()[0]?.body).toEqual({ contactPhone: ACCOUNT_PHONE });
    act(() => starts()[0]?.answer(200, intent('740.00')));
    await screen.findByRole('button', { name: 'Pay $740.00' });

    fireEvent.change(field, { target: { value: '(580) 555-0199' } });
    fireEvent.blur(field);
    await waitFor(() => expect(starts()).toHaveLength(2));
    expect(starts()[1]?.body).toEqual({ contactPhone: '(580) 555-0199' });
    fireEvent.blur(field); // unchanged since: nothing to send
    await act(() => Promise.resolve());
    expect(starts()).toHaveLength(2);
  });

  it('says a phone too short to call is not valid, and does not send it', async () => {
    showPayment(cartOf('cart-1', item('a', '740.00')), vi.fn(), '');
    await waitFor(() => expect(starts()).toHaveLength(1));
    expect(starts()[0]?.body).toEqual({ contactPhone: null });
    act(() => starts()[0]?.answer(200, intent('740.00')));
    await screen.findByRole('button', { name: 'Pay $740.00' });
    const field = screen.getByLabelText('Contact phone for the day');
    fireEvent.change(field, { target: { value: '555-01' } });
    fireEvent.blur(field);
    expect(screen.getByRole('alert').textContent).toBe('Valid phone number is required');
    await act(() => Promise.resolve());
    expect(starts()).toHaveLength(1);
  });
});

describe('before paying, a line the vendor repriced since it was added', () => {
  it('refreshes the cart without a toast: the cart then shows both prices', async () => {
    const { onCartMoved } = showPayment(cartOf('cart-1', item('a', '740.00')));
    await waitFor(() => expect(starts()).toHaveLength(1));
    act(() =>
      starts()[0]?.answer(409, {
        message: 'Price changed: Smokehouse - a was $740.00, now $800.00. Confirm the new price to pay.',
        code: 'price_changed',
      }),
    );
    await waitFor(() => expect(onCartMoved).toHaveBeenCalledTimes(1));
    expect(toast).not.toHaveBeenCalled();
  });

  it('is shown with both prices, each line named, and accepted only at the prices shown', () => {
    const onAccept = vi.fn();
    const cart = cartOf('cart-1', { ...item('a', '740.00'), currentPrice: '800.00' }, item('b', '300.00'), {
      ...item('c', '400.00'),
      currentPrice: '350.00',
    });
    render(<RepricedLines lines={repricedItems(cart)} onAccept={onAccept} accepting={false} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Smokehouse - a was $740.00, now $800.00',
      'Smokehouse - c was $400.00, now $350.00',
    ]);
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept the new prices' }));
    expect(onAccept).toHaveBeenCalledWith([
      { id: 'a', price: '800.00' },
      { id: 'c', price: '350.00' },
    ]);
  });
});

describe('completing a checkout', () => {
  const result: CheckoutResult = {
    cartId: 'cart-1',
    orderIds: ['o1'],
    orders: [
      {
        id: 'o1',
        vendorName: 'Timber Ridge',
        serviceName: 'Buffet',
        amount: '740.00',
        scheduledDate: null,
        status: 'accepted',
        bookingMode: 'instant',
        respondBy: null,
        paymentStatus: 'captured',
        cancelledBy: null,
      },
    ],
    jobTicketCount: 1,
    amount: '740.00',
    stillInCart: 1,
    refunded: [],
  };

  it("answers with what is still in the cart and refreshes the customer's own data", async () => {
    const refreshed = vi.spyOn(client, 'invalidateQueries');
    const { result: hook } = renderHook(() => useCompleteCheckout('u1'), { wrapper: Wrapper });
    act(() => hook.current.mutate('cart-1'));
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0]).toMatchObject({ path: '/api/checkout/complete', body: { cartId: 'cart-1' } });
    act(() => pending[0]?.answer(200, result));
    await waitFor(() => expect(hook.current.data?.stillInCart).toBe(1));
    expect(refreshed).toHaveBeenCalledWith({ queryKey: ['user', 'u1'] });
  });

  it("toasts 'Payment failed' with the server's message", async () => {
    const { result: hook } = renderHook(() => useCompleteCheckout('u1'), { wrapper: Wrapper });
    act(() => hook.current.mutate('cart-1'));
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0]?.answer(409, { message: 'That payment has not gone through', code: 'conflict' }));
    await waitFor(() => expect(hook.current.isError).toBe(true));
    expect(toast).toHaveBeenCalledWith({
      title: 'Payment failed',
      description: '409: That payment has not gone through',
      variant: 'destructive',
    });
  });
});
