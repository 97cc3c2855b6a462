// @vitest-environment happy-dom

import type { TrustSignals } from '@contracts/vendors';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TrustFacts, TrustLine } from './trust-facts';
import { VendorBadges } from './vendor-badges';

afterEach(cleanup);

const known: TrustSignals = {
  responseRate: 75,
  medianResponseMinutes: 120,
  repliesWithinHours: 2,
  completedBookings: 12,
};
const fresh: TrustSignals = {
  responseRate: null,
  medianResponseMinutes: null,
  repliesWithinHours: null,
  completedBookings: 0,
};
const badges = (trust: TrustSignals) =>
  render(
    <VendorBadges
      vendor={{ featuredUntil: null, isVerified: false, businessType: 'venue', cuisineType: null, trust }}
    />,
  );

describe('trust signals on screen', () => {
  it('shows the "Replies within" badge only when the server gives one', () => {
    badges(known);
    expect(
      within(screen.getByRole('list', { name: 'Badges' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Venue', 'Replies within 2 hours']);
    cleanup();
    badges(fresh);
    expect(screen.queryByText(/Replies within/)).toBeNull();
  });

  it("lists the vendor page's record, and says when there is too little to tell", () => {
    render(<TrustFacts trust={known} />);
    const facts = screen.getAllByRole('definition');
    expect(facts.map((d) => d.textContent)).toEqual(['75%', 'Within 2 hours', '12']);
    cleanup();
    render(<TrustFacts trust={fresh} />);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      'Not enough requests yet',
      'Not enough replies yet',
      '0',
    ]);
  });

  it("draws no line on a new vendor's card", () => {
    const { container } = render(<TrustLine trust={fresh} />);
    expect(container.textContent).toBe('');
    cleanup();
    render(<TrustLine trust={known} />);
    expect(screen.getByText('75% response rate · 12 completed bookings')).toBeTruthy();
  });
});
