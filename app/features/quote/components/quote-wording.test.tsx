// @vitest-environment happy-dom
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuoteBackLink } from './quote-back-link';
import { QuoteHelp } from './quote-help';

// A request to one vendor reads as one: back to that vendor, and that vendor reads it. The general
// form keeps SPEC section 2's words.

afterEach(cleanup);

/** The back link is a router link: a router must be there for it to draw. */
function inRouter(ui: ReactNode) {
  const routeTree = createRootRoute({ component: () => ui });
  render(<RouterProvider router={createRouter({ routeTree, history: createMemoryHistory() })} />);
}

describe('a quote request to one vendor', () => {
  it('links back to the vendor by name, and says the vendor reads it', async () => {
    inRouter(
      <>
        <QuoteBackLink vendorId="v-42" vendorName="Timber Ridge" />
        <QuoteHelp vendorName="Timber Ridge" />
      </>,
    );
    const back = await screen.findByRole('link', { name: '← Back to Timber Ridge' });
    expect(back.getAttribute('href')).toBe('/vendor/v-42');
    expect(screen.getByText('Timber Ridge reads it within 24 hours.')).toBeTruthy();
    expect(screen.queryByText(/A local planner reads it/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Back to Packages/ })).toBeNull();
  });

  it('still leads back to the vendor while its name loads', async () => {
    inRouter(<QuoteBackLink vendorId="v-42" />);
    const back = await screen.findByRole('link', { name: '← Back to the vendor' });
    expect(back.getAttribute('href')).toBe('/vendor/v-42');
  });
});

describe('the general quote form', () => {
  it("keeps the SPEC's back link to the packages and its local planner", async () => {
    inRouter(
      <>
        <QuoteBackLink />
        <QuoteHelp />
      </>,
    );
    const back = await screen.findByRole('link', { name: '← Back to Packages' });
    expect(back.getAttribute('href')).toBe('/packages');
    expect(screen.getByText('A local planner reads it within 24 hours.')).toBeTruthy();
  });
});
