import { describe, expect, it, vi } from 'vitest';
import { PUSH_ARRIVED } from './lib/push-message';
import { notificationFor, openFromNotification, parsePush, tellWindowsOfPush } from './sw-notifications';

const ORIGIN = 'https://events.example';

function fakeClients(urls: string[]) {
  const windows = urls.map((url) => {
    const client = { url, navigate: vi.fn(async () => null), focus: vi.fn() };
    client.focus.mockResolvedValue(client);
    return client;
  });
  const clients = { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) };
  return { clients: clients as unknown as Clients & typeof clients, windows };
}

describe('notifications in the service worker', () => {
  it('shows the push as a notification tagged per ticket, linking to the board', () => {
    const payload = parsePush({
      json: () => ({
        title: 'New job available',
        body: 'Sat · 40 guests · Pay $60.00',
        url: '/worker-jobs?ticket=t1',
        tag: 'job-t1',
      }),
      text: () => '',
    });
    const { title, options } = notificationFor(payload);
    expect(title).toBe('New job available');
    expect(options).toMatchObject({
      body: 'Sat · 40 guests · Pay $60.00',
      tag: 'job-t1',
      data: { url: '/worker-jobs?ticket=t1' },
    });
  });

  it("shows a person's own notification with its link", () => {
    const payload = parsePush({
      json: () => ({
        title: 'New booking',
        body: 'Morgan Buyer booked Brisket Platter for Jun 5',
        url: '/bookings/o1',
        tag: 'notification-n1',
      }),
      text: () => '',
    });
    expect(notificationFor(payload)).toMatchObject({
      title: 'New booking',
      options: { body: 'Morgan Buyer booked Brisket Platter for Jun 5', data: { url: '/bookings/o1' } },
    });
  });

  it('falls back to a plain notification for a push it cannot read, opening the list', () => {
    const payload = parsePush({
      json: () => {
        throw new SyntaxError('bad');
      },
      text: () => 'hello',
    });
    expect(notificationFor(payload)).toMatchObject({
      title: 'Broken Bow Events',
      options: { body: 'hello', data: { url: '/notifications' } },
    });
  });

  it('focuses an open window and takes it to the job', async () => {
    const { clients, windows } = fakeClients([`${ORIGIN}/vendors`]);
    await openFromNotification(clients, ORIGIN, { url: '/worker-jobs?ticket=t1' });
    expect(windows[0]?.focus).toHaveBeenCalled();
    expect(windows[0]?.navigate).toHaveBeenCalledWith(`${ORIGIN}/worker-jobs?ticket=t1`);
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the board when no window is open', async () => {
    const { clients } = fakeClients([]);
    await openFromNotification(clients, ORIGIN, { url: '/worker-jobs?ticket=t2' });
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/worker-jobs?ticket=t2`);
  });

  it('never follows a link to another site', async () => {
    const { clients } = fakeClients([]);
    await openFromNotification(clients, ORIGIN, { url: 'https://evil.example/phish' });
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/notifications`);
  });

  it('opens the notifications list for a tap with no link', async () => {
    const { clients } = fakeClients([]);
    await openFromNotification(clients, ORIGIN, null);
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/notifications`);
  });

  it('tells every open window that a push arrived, so its bell asks again', async () => {
    const post = vi.fn();
    const clients = { matchAll: vi.fn(async () => [{ postMessage: post }, { postMessage: post }]) };
    await tellWindowsOfPush(clients as unknown as Clients);
    expect(clients.matchAll).toHaveBeenCalledWith({ type: 'window' });
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenCalledWith({ type: PUSH_ARRIVED });
  });
});
