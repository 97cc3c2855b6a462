// @vitest-environment happy-dom
import type { SuggestionsView, SuggestionView } from '@contracts/event-plan';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '~/lib/api';
import { eventFixture } from '../event-fixture';
import type { QueuedPlanItem } from '../queued-plan-items';
import { CategorySuggestions } from './category-suggestions';

vi.mock('~/components/ui/toast', () => ({ toast: vi.fn() }));
vi.mock('~/offline/sync-handle', () => ({ discardWrite: vi.fn(), sendOrQueue: vi.fn() }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

// One category of step 2: the first few vendors (and any picked further down), each card's state
// (in the plan with Remove, waiting to sync, refused), and the vendors left out for their price.

const vendor = (n: number, over: Partial<SuggestionView> = {}): SuggestionView => ({
  vendorId: `v${n}`,
  businessName: `Caterer ${n}`,
  businessType: 'restaurant',
  rating: '4.50',
  reviewCount: 3,
  photo: null,
  serviceId: `s${n}`,
  serviceName: `Buffet ${n}`,
  serviceDescription: null,
  priceUnit: 'per person',
  price: `${1000 + n}.00`,
  hours: null,
  planned: false,
  ...over,
});

const view: SuggestionsView = {
  category: 'catering',
  allowance: '10000.00',
  // s1 is planned (the fixture's p1), s5 waits in the outbox.
  vendors: [1, 2, 3, 4, 5, 6].map((n) => vendor(n, { planned: n === 1 })),
  overShare: 2,
};

let sent: { method: string; path: string }[];
beforeEach(() => {
  sent = [];
  setApiTransport(async (path, init) => {
    sent.push({ method: init.method ?? 'GET', path });
    return init.method === 'DELETE' ? Response.json(eventFixture({ plan: [] })) : Response.json(view);
  });
});
afterEach(cleanup);

function show(queued = new Map<string, QueuedPlanItem>()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <CategorySuggestions
        userId="u1"
        event={eventFixture({
          plan: eventFixture().plan.map((item) => ({
            ...item,
            serviceId: item.id === 'p1' ? 's1' : item.serviceId,
          })),
        })}
        category="catering"
        queued={queued}
        online
      />
    </QueryClientProvider>,
  );
}

describe("a category's suggestions", () => {
  it('shows three and any pick further down, the rest behind Show all, and those over the share counted', async () => {
    show(new Map([['s5', { id: 'q5', serviceId: 's5', status: 'waiting', reason: null }]]));
    const cards = await screen.findAllByTestId('suggestion');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Caterer 1',
      'Caterer 2',
      'Caterer 3',
      'Caterer 5',
    ]);
    expect(screen.getByText("Up to $10,000.00: this category's share of your budget.")).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('✓ In your plan')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('$1,002.00 for 80 guests')).toBeTruthy();
    expect(within(cards[3] as HTMLElement).getByText('Waiting to sync')).toBeTruthy();
    expect(screen.getByTestId('over-share').textContent).toContain(
      '2 vendors more fit but cost more than this share.',
    );

    const all = screen.getByRole('button', { name: 'Show all 6 catering vendors' });
    expect(all.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(all);
    expect(screen.getAllByTestId('suggestion')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('a refused pick says why; a planned one can be taken out', async () => {
    show(new Map([['s2', { id: 'q2', serviceId: 's2', status: 'failed', reason: 'That date is taken' }]]));
    const cards = await screen.findAllByTestId('suggestion');
    expect(within(cards[1] as HTMLElement).getByText('Could not be added: That date is taken')).toBeTruthy();
    expect(
      within(cards[1] as HTMLElement).getByRole('button', { name: 'Discard: Caterer 2, Buffet 2' }),
    ).toBeTruthy();
    fireEvent.click(
      within(cards[0] as HTMLElement).getByRole('button', { name: 'Remove: Caterer 1, Buffet 1' }),
    );
    await vi.waitFor(() =>
      expect(sent).toContainEqual({ method: 'DELETE', path: '/api/events/e1/plan-items/p1' }),
    );
  });
});
