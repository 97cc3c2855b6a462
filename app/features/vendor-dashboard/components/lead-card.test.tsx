// @vitest-environment happy-dom

import type { LeadView, VendorOfferView } from '@contracts/offers';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeadCard } from './lead-card';

vi.mock('@tanstack/react-router', () => ({
  useRouter: () => ({ subscribe: () => () => undefined }),
  Link: () => null,
}));
afterEach(cleanup);

const offer = (over: Partial<VendorOfferView>): VendorOfferView => ({
  id: 'f1',
  vendorId: 'v1',
  price: '1250.00',
  description: 'Dinner buffet for 40',
  expiresOn: '2026-12-05',
  status: 'open',
  closedReason: null,
  declinedAt: null,
  declineReason: null,
  createdAt: '2026-11-23T12:00:00.000Z',
  ...over,
});

const lead = (offers: VendorOfferView[]): LeadView => ({
  quoteId: 'q1',
  vendorId: 'v1',
  vendorName: 'Smokehouse',
  directed: true,
  eventDate: '2026-12-12',
  eventTime: '17:00',
  guestCount: 40,
  eventType: 'wedding',
  packageId: null,
  category: null,
  venue: 'Lakeview Lodge',
  additionalRequests: null,
  firstName: 'June',
  lastName: 'Carter',
  email: 'june@example.com',
  phone: '(580) 555-0199',
  answeredAt: '2026-11-23T12:00:00.000Z',
  canMessage: false,
  receivedAt: '2026-11-23T11:00:00.000Z',
  closedBecause: null,
  offers,
});

describe("a vendor's lead card", () => {
  it('shows an offer the customer declined, with their reason or that they gave none', () => {
    render(
      <LeadCard
        lead={lead([
          offer({
            status: 'declined',
            declinedAt: '2026-11-24T09:00:00.000Z',
            declineReason: 'Too far away',
          }),
          offer({ id: 'f2', price: '990.00', status: 'declined', declinedAt: '2026-11-24T09:00:00.000Z' }),
        ])}
        userId="u1"
        online
        showVendorName={false}
        highlighted={false}
        withdrawing={false}
        onWithdraw={vi.fn()}
      />,
    );
    const lines = within(screen.getByRole('list', { name: 'Your offers' })).getAllByRole('listitem');
    expect(lines.map((li) => li.textContent)).toEqual([
      '$1,250.00 · Declined: “Too far away”',
      '$990.00 · Declined (no reason given)',
    ]);
    expect(screen.queryByRole('button', { name: /^Withdraw/ })).toBeNull();
  });
});
