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

function fill(price: string) {
  fireEvent.change(screen.getByLabelText('Service name'), { target: { value: 'Free tasting' } });
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'catering' } });
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
});
