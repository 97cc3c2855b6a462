// @vitest-environment happy-dom
import type { NotificationList, NotificationView } from '@contracts/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '~/components/ui/toast';
import { setApiTransport } from '~/lib/api';
import { PUSH_ARRIVED } from '~/lib/push-message';
import { NotificationBell } from './components/notification-bell';
import { NotificationList as List } from './components/notification-list';
import { markedRead } from './mutations';
import { openPath } from './open-path';
import { timeAgo } from './time-ago';

vi.mock('~/components/ui/toast', () => ({ toast: vi.fn() }));

const NOW = new Date('2026-11-24T12:00:00Z');
const item = (id: string, over: Partial<NotificationView> = {}): NotificationView => ({
  id,
  kind: 'booking-new',
  title: `New booking ${id}`,
  body: `Morgan booked for June 5 (${id})`,
  url: `/bookings/${id}`,
  readAt: null,
  createdAt: new Date(NOW.getTime() - 5 * 60_000).toISOString(),
  ...over,
});

let server: NotificationList;
let reads: { ids: string[]; answer: (status: number) => void }[];

beforeEach(() => {
  reads = [];
  vi.mocked(toast).mockClear();
  setApiTransport((path, init) => {
    if (path === '/api/notifications') return Promise.resolve(Response.json(server));
    if (path === '/api/notifications/read') {
      const { ids } = JSON.parse(String(init.body)) as { ids: string[] };
      // Answered when the test says, so what shows before the server answers can be checked.
      return new Promise<Response>((resolve) =>
        reads.push({
          ids,
          answer: (status) => {
            if (status === 200) server = markedRead(server, ids, NOW.toISOString());
            resolve(
              status === 200
                ? Response.json(server)
                : Response.json({ message: 'Server unavailable', code: 'internal' }, { status }),
            );
          },
        }),
      );
    }
    return Promise.resolve(Response.json({ message: 'Not found' }, { status: 404 }));
  });
});
afterEach(cleanup);

/** The bell in a bar over the app's pages, as -account.tsx puts it, starting at `path`. */
function renderApp(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const root = createRootRoute({
    component: () => (
      <>
        <NotificationBell userId="u1" />
        <Outlet />
      </>
    ),
  });
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Home</p> }),
    createRoute({
      getParentRoute: () => root,
      path: '/notifications',
      component: () => <List userId="u1" />,
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/bookings/$id',
      component: function Booking() {
        return <h1>Booking page</h1>;
      },
    }),
  ];
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the bell', () => {
  it('shows how many are unread and leads to the list', async () => {
    server = { notifications: [item('a'), item('b'), item('c', { readAt: NOW.toISOString() })], unread: 2 };
    renderApp('/');
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(screen.getByTestId('notification-count').textContent).toBe('2');
  });

  it('asks again at once when the service worker says a push arrived', async () => {
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    try {
      server = { notifications: [item('a')], unread: 1 };
      renderApp('/');
      await screen.findByRole('link', { name: 'Notifications, 1 unread' });
      server = { notifications: [item('b'), item('a')], unread: 2 };
      await act(async () => {
        worker.dispatchEvent(new MessageEvent('message', { data: { type: PUSH_ARRIVED } }));
      });
      await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    } finally {
      cleanup();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('shows no badge when all is read', async () => {
    server = { notifications: [item('a', { readAt: NOW.toISOString() })], unread: 0 };
    renderApp('/');
    await screen.findByRole('link', { name: 'Notifications, 0 unread' });
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it('marks an item read at the tap and opens its booking', async () => {
    server = { notifications: [item('a'), item('b')], unread: 2 };
    const router = renderApp('/notifications');
    const rows = await screen.findAllByTestId('notification');
    expect(rows.map((row) => row.dataset.unread)).toEqual(['true', 'true']);
    const link = screen.getByRole('link', { name: /New booking a/ });
    expect(link.getAttribute('href')).toBe('/bookings/a');
    fireEvent.click(link);
    // Before the server answers: the count has dropped and the booking is open.
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    await screen.findByRole('heading', { name: 'Booking page' });
    expect(router.state.location.pathname).toBe('/bookings/a');
    expect(reads.map((r) => r.ids)).toEqual([['a']]);
    await act(async () => reads[0]?.answer(200));
    expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('marks all read, and puts them back with a toast when the server fails', async () => {
    server = { notifications: [item('a'), item('b'), item('c', { readAt: NOW.toISOString() })], unread: 2 };
    renderApp('/notifications');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await screen.findByRole('link', { name: 'Notifications, 0 unread' });
    expect(reads.map((r) => r.ids)).toEqual([['a', 'b']]);
    await act(async () => reads[0]?.answer(503));
    await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Not marked as read', description: '503: Server unavailable' }),
    );
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeTruthy();
  });

  it('never links to another site', async () => {
    server = { notifications: [item('a', { url: '//evil.example/x', title: 'Odd link' })], unread: 1 };
    renderApp('/notifications');
    await screen.findByText('Odd link');
    expect(screen.queryByRole('link', { name: /Odd link/ })).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    server = { notifications: [], unread: 0 };
    renderApp('/notifications');
    await screen.findByText('No notifications yet');
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });
});

describe('notification words', () => {
  it('says when, as people do', () => {
    const ago = (ms: number) => timeAgo(new Date(NOW.getTime() - ms).toISOString(), NOW);
    expect(ago(20_000)).toBe('Just now');
    expect(ago(5 * 60_000)).toBe('5 min ago');
    expect(ago(3 * 3_600_000)).toBe('3 h ago');
    expect(ago(30 * 3_600_000)).toBe('Yesterday');
    expect(ago(4 * 86_400_000)).toBe('4 days ago');
    expect(timeAgo('2026-11-03T18:00:00Z', NOW)).toBe('Nov 3');
  });

  it('opens only our own paths', () => {
    expect(openPath('/bookings/o1')).toBe('/bookings/o1');
    expect(openPath('/vendor-dashboard?tab=leads')).toBe('/vendor-dashboard?tab=leads');
    expect(openPath('/worker-jobs?ticket=t1')).toBe('/worker-jobs?ticket=t1');
    expect(openPath('https://evil.example/')).toBeNull();
    expect(openPath('//evil.example/')).toBeNull();
    expect(openPath('/\\evil.example')).toBeNull();
    expect(openPath('javascript:alert(1)')).toBeNull();
  });

  it('counts only the newly read', () => {
    const list = { notifications: [item('a'), item('b', { readAt: NOW.toISOString() })], unread: 1 };
    expect(markedRead(list, ['a', 'b'], 'later').unread).toBe(0);
    expect(markedRead(list, ['b'], 'later')).toEqual(list);
  });
});
