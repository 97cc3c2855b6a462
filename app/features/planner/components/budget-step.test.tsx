// @vitest-environment happy-dom
import type { EventDetail } from '@contracts/event-plan';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '~/lib/api';
import { eventFixture } from '../event-fixture';
import { BudgetPanel } from './budget-panel';
import { Checklist } from './checklist';

vi.mock('~/components/ui/toast', () => ({ toast: vi.fn() }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, search, children }: { to: string; search?: { step?: number }; children: ReactNode }) => (
    <a href={`${to}${search?.step ? `?step=${search.step}` : ''}`}>{children}</a>
  ),
}));

// Step 3 as the host reads it: the plan against the budget, per category, warnings in words; the
// shares edited and saved as whole percents; the checklist with its days, overdue and booked items.

let sent: { method: string; path: string; body: unknown }[];
beforeEach(() => {
  sent = [];
  setApiTransport(async (path, init) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method: init.method ?? 'GET', path, body });
    return Response.json(eventFixture());
  });
});
afterEach(cleanup);

function show(ui: (event: EventDetail) => ReactNode, event = eventFixture()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(<QueryClientProvider client={client}>{ui(event)}</QueryClientProvider>);
}

describe('the budget', () => {
  it('shows the plan against the budget and each category, then warns in words when a share is too small', async () => {
    show((event) => <BudgetPanel userId="u1" event={event} online />);
    expect(screen.getByTestId('budget-total').textContent).toBe('$3,500.00 planned of $20,000.00');
    const rows = screen.getAllByTestId('budget-row');
    expect(rows.map((row) => row.dataset.key)).toEqual(['venue', 'catering', 'buffer']);
    expect(rows[0]?.textContent).toContain('Allowance $2,000.00');
    expect(rows[0]?.textContent).toContain('Planned $1,500.00');
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(screen.getByLabelText(/^Venue/), { target: { value: '5' } });
    expect(within(rows[0] as HTMLElement).getByText(/Over its share by \$500.00/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Venue is over its share of the budget.');
    expect(rows[2]?.textContent).toContain('45%');

    fireEvent.click(screen.getByRole('button', { name: 'Save shares' }));
    await vi.waitFor(() =>
      expect(sent).toContainEqual({
        method: 'PUT',
        path: '/api/events/e1/plan',
        body: { shares: { venue: 5, catering: 50 } },
      }),
    );
  });

  it('refuses shares over 100% or not whole, before sending anything', () => {
    show((event) => <BudgetPanel userId="u1" event={event} online />);
    fireEvent.change(screen.getByLabelText(/^Catering/), { target: { value: '95' } });
    expect(screen.getByText('The shares add up to 105%: at most 100%, the rest is the buffer.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save shares' }));
    expect(screen.getByText('The shares add up to more than 100%')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Catering/), { target: { value: '40.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save shares' }));
    expect(screen.getByText('A share must be a whole percent')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('the whole plan over the budget is the alert; back to the suggested split sends null', async () => {
    show(
      (event) => <BudgetPanel userId="u1" event={event} online />,
      eventFixture({ budget: '3000.00', ownShares: true }),
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Your plan is $500.00 over your budget of $3,000.00.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset to the suggested split' }));
    await vi.waitFor(() =>
      expect(sent).toContainEqual({ method: 'PUT', path: '/api/events/e1/plan', body: { shares: null } }),
    );
  });

  it('without a budget, says so and leads to step 1', () => {
    show((event) => <BudgetPanel userId="u1" event={event} online />, eventFixture({ budget: null }));
    expect(screen.getByText(/This event has no budget yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a budget in Event Details' }).getAttribute('href')).toBe(
      '/event-planner/$id?step=1',
    );
    expect(screen.queryAllByTestId('budget-row')).toEqual([]);
  });
});

describe('the checklist', () => {
  it('shows each due day, a booked item done by its booking, an overdue one marked, and ticks by hand', async () => {
    const event = eventFixture();
    const overdue = { ...(event.checklist[1] as EventDetail['checklist'][number]), dueDay: '2020-01-01' };
    show(
      (shown) => <Checklist userId="u1" event={shown} online />,
      eventFixture({
        checklist: [event.checklist[0], overdue, event.checklist[2]] as EventDetail['checklist'],
      }),
    );
    const items = screen.getAllByTestId('checklist-item');
    expect(items[0]?.textContent).toBe('Book the venue (booked)Due Saturday, February 6, 2027');
    const venue = within(items[0] as HTMLElement).getByRole('checkbox') as HTMLInputElement;
    expect(venue.checked).toBe(true);
    expect(venue.disabled).toBe(true);
    expect(within(items[1] as HTMLElement).getByText('Overdue')).toBeTruthy();
    expect(within(items[2] as HTMLElement).queryByText('Overdue')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: /Send invitations/ }));
    await vi.waitFor(() =>
      expect(sent).toContainEqual({
        method: 'PUT',
        path: '/api/events/e1/checklist/send-invitations',
        body: { done: true },
      }),
    );
  });
});
