// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import type { VendorCard } from '@contracts/vendors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '~/lib/api';
import { localDb } from '~/offline/db';
import { createSyncEngine } from '~/offline/sync-engine';
import { provideSyncEngine } from '~/offline/sync-handle';
import { getSyncState } from '~/offline/sync-state';
import { outboxRoutes } from '~/sync-registry';
import { fakeFavoritesApi } from '../fake-favorites-api';
import { FavoriteHeart } from './favorite-heart';

// The heart (issue 32): signed out it sends to sign in; signed in it saves through the API (a fake of the
// server's side) when online, and with no signal it shows saved at once while the toggle waits in the outbox.

const vendor = { id: 'v-ridge', businessName: 'Timber Ridge' } as VendorCard;
const userId = 'u1';
let server: ReturnType<typeof fakeFavoritesApi>;
let online = true;

beforeEach(async () => {
  server = fakeFavoritesApi([vendor]);
  setApiTransport(server.transport);
  await localDb.outbox.clear();
  const engine = createSyncEngine({
    routes: outboxRoutes,
    currentUserId: async () => userId,
    isOnline: () => online,
  });
  online = true;
  // As at boot: the engine knows who is signed in and publishes what waits, which the heart reads.
  engine.watch();
  engine.userChanged(userId);
  provideSyncEngine(async () => engine);
});
afterEach(cleanup);
afterAll(() => setApiTransport((path, init) => fetch(path, init)));

function show(user: { id: string } | null | undefined) {
  const root = createRootRoute();
  const list = createRoute({
    getParentRoute: () => root,
    path: '/vendors',
    component: () => <FavoriteHeart vendor={vendor} user={user} />,
  });
  const auth = createRoute({
    getParentRoute: () => root,
    path: '/auth',
    component: () => <p>Sign in page</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([list, auth]),
    history: createMemoryHistory({ initialEntries: ['/vendors'] }),
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the heart', () => {
  it('sends a signed-out visitor to sign in, and back here after', async () => {
    const router = show(null);
    const heart = await screen.findByRole('button', { name: 'Save Timber Ridge' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await screen.findByText('Sign in page');
    expect(router.state.location.search).toEqual({ redirect: '/vendors' });
  });

  it('waits, disabled, while the app does not know yet who is signed in', async () => {
    const router = show(undefined);
    const heart = await screen.findByRole('button', { name: 'Save Timber Ridge' });
    expect((heart as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(heart);
    expect(router.state.location.pathname).toBe('/vendors');
    expect(server.saved).toEqual([]);
  });

  it('saves and removes through the API when online, pressed while saved', async () => {
    show({ id: userId });
    const heart = await screen.findByRole('button', { name: 'Save Timber Ridge' });
    fireEvent.click(heart);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed')).toBe('true'),
    );
    await waitFor(() => expect(server.saved).toEqual([vendor.id]));
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await screen.findByRole('button', { name: 'Save Timber Ridge' });
    await waitFor(() => expect(server.saved).toEqual([]));
  });

  it('with no signal shows saved at once, and a later toggle replaces the waiting one', async () => {
    show({ id: userId });
    const heart = await screen.findByRole('button', { name: 'Save Timber Ridge' });
    online = false;
    server.setReachable(false);
    fireEvent.click(heart);
    await screen.findByRole('button', { name: 'Saved' });
    const waiting = async () => (await localDb.outbox.toArray()).map((i) => [i.kind, i.label, i.status]);
    await waitFor(async () =>
      expect(await waiting()).toEqual([['favorite', 'Save Timber Ridge', 'waiting']]),
    );
    expect(server.saved).toEqual([]);
    // The engine publishes what waits a moment after it is stored: the heart knows it from then.
    await waitFor(() => expect(getSyncState().items).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await screen.findByRole('button', { name: 'Save Timber Ridge' });
    await waitFor(async () =>
      expect(await waiting()).toEqual([['favorite', 'Remove Timber Ridge', 'waiting']]),
    );
    // Nothing was written to the server while offline (the list was read before the signal went).
    expect(server.sent).toEqual(['GET /api/favorites']);
  });
});
