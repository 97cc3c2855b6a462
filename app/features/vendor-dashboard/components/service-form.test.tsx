// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '~/lib/api';
import { listedBusiness } from '../business-fixture';
import { ServiceForm } from './service-form';

const business = listedBusiness;

let sent: { method: string; path: string; body: unknown }[];

beforeEach(() => {
  sent = [];
  setApiTransport(async (path, init) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method: init.method ?? 'GET', path, body });
    return Response.json({ id: 's1', ...body }, { status: 201 });
  });
});
afterEach(cleanup);

function show() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<ServiceForm userId="u1" businesses={[business]} online onSaved={() => {}} />, { wrapper });
}

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fill(price: string, category = 'photography') {
  change('Service name', 'Free tasting');
  change('Category', category);
  fireEvent.change(screen.getByLabelText('Price ($)'), { target: { value: price } });
  fireEvent.click(screen.getByRole('button', { name: 'Add service' }));
}

describe('the service form', () => {
  it('says a price under $1.00 is refused under the field, and sends nothing', async () => {
    show();
    fill('0.99');
    expect((await screen.findByRole('alert')).textContent).toBe('Price must be at least $1.00');
    expect(sent).toEqual([]);
  });

  it('sends a price of $1.00', async () => {
    show();
    fill('1.00');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/vendor/services', body: { price: '1.00' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the least a service needing workers may cost while it is edited, and refuses less', async () => {
    show();
    change('Category', 'delivery');
    change('Price unit', 'per order');
    expect(screen.getByText('At least $40.00: the worker pay it carries')).toBeTruthy();
    fill('15', 'delivery');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Price must be at least $40.00, the worker pay this service carries',
    );
    expect(sent).toEqual([]);
    change('Max guests', '150');
    change('Category', 'rentals');
    expect(screen.getByText('At least $100.00: the worker pay it carries')).toBeTruthy();
  });

  it('sends the booking mode, lead time and, for a price per hour only, the minimum hours', async () => {
    show();
    expect(screen.queryByLabelText('Minimum hours')).toBeNull();
    change('Price unit', 'per hour');
    change('Minimum hours', '3');
    change('Booking', 'request');
    expect(screen.getByText(/A request to book needs at least 72 hours/)).toBeTruthy();
    change('Lead time (hours, optional)', '96');
    fill('150', 'entertainment');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      priceUnit: 'per hour',
      bookingMode: 'request',
      leadHours: 96,
      minHours: 3,
    });
  });

  it('sends instant booking and the default lead time when left alone', async () => {
    show();
    change('Price unit', 'per hour');
    change('Minimum hours', '3');
    change('Price unit', 'per event');
    expect(screen.getByText("Leave empty for the category's default.")).toBeTruthy();
    fill('150', 'catering');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ bookingMode: 'instant', leadHours: null, minHours: null });
    expect(screen.getByText("Leave empty for Catering's default: 48 hours.")).toBeTruthy();
  });
});
