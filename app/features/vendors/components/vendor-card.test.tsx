// @vitest-environment happy-dom
import type { VendorCard as Vendor } from '@contracts/vendors';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VendorCard } from './vendor-card';

// Issue 32: the whole directory card opens the vendor, the photo included, while a control on the
// card (the heart) stays a control of its own above the card's link.

const vendor: Vendor = {
  id: 'v1',
  businessName: 'Timber Ridge Smokehouse',
  businessType: 'restaurant',
  description: 'Pit-smoked brisket for weddings and reunions.',
  rating: '4.80',
  reviewCount: 12,
  priceRange: '$$',
  isVerified: true,
  featuredUntil: null,
  city: 'Broken Bow',
  cuisineType: 'BBQ',
  guestRange: '10-150',
  photo: null,
  trust: { responseRate: null, medianResponseMinutes: null, repliesWithinHours: null, completedBookings: 0 },
};

afterEach(cleanup);

async function show() {
  let pressed = 0;
  const root = createRootRoute();
  const list = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => (
      <VendorCard
        vendor={vendor}
        action={
          <button type="button" onClick={() => (pressed += 1)}>
            Save {vendor.businessName}
          </button>
        }
      />
    ),
  });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/vendor/$id',
    component: () => <p>Vendor page</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([list, page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  const card = await screen.findByTestId('vendor-card');
  return { card, router, pressed: () => pressed };
}

describe('a directory card', () => {
  it('is one link to the vendor, stretched over the whole card, the photo included', async () => {
    const { card } = await show();
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    const link = links[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/vendor/v1');
    expect(link.textContent).toBe('Timber Ridge Smokehouse');
    // The link's ::after covers the card (positioned against it), photo and all, as the e2e's tap shows.
    expect(card.className).toContain('relative');
    expect(link.className).toContain('after:absolute');
    expect(link.className).toContain('after:inset-0');
    const photo = card.querySelector('img') as HTMLImageElement;
    expect(photo.closest('[class*="relative"]')).toBe(card);
  });

  it('keeps its control above the link: pressing it does not open the vendor', async () => {
    const { card, router, pressed } = await show();
    const heart = within(card).getByRole('button', { name: 'Save Timber Ridge Smokehouse' });
    expect(heart.closest('a')).toBeNull();
    expect(heart.parentElement?.className).toContain('z-10');
    fireEvent.click(heart);
    expect(pressed()).toBe(1);
    expect(router.state.location.pathname).toBe('/');

    fireEvent.click(within(card).getByRole('link'));
    expect(await screen.findByText('Vendor page')).toBeTruthy();
  });
});
