/// <reference lib="webworker" />
import { PUSH_ARRIVED } from './lib/push-message';

/**
 * What a push carries (api/contracts/push.ts): a job for an approved worker, or any person's own
 * notification (the bell's). Title and url are always sent; read defensively all the same: it comes
 * off the wire.
 */
export type PushPayload = { title?: string; body?: string; url?: string; tag?: string };

export function parsePush(data: { json: () => unknown; text: () => string } | null): PushPayload {
  if (!data) return {};
  try {
    const value = data.json();
    return typeof value === 'object' && value !== null ? (value as PushPayload) : {};
  } catch {
    return { body: data.text() };
  }
}

/** Where a push with no usable link opens: the bell's list, which holds every notification. */
const FALLBACK_PATH = '/notifications';

/** The notification for a push: one per tag (a ticket, a notification), so a repeat replaces, not stacks. */
export function notificationFor(payload: PushPayload): { title: string; options: NotificationOptions } {
  return {
    title: payload.title ?? 'Broken Bow Events',
    options: {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url ?? FALLBACK_PATH },
    },
  };
}

/** Where a tap goes: an open window of ours is focused and taken there; else a new one opens. */
export async function openFromNotification(clients: Clients, origin: string, data: unknown): Promise<void> {
  const path = (data as { url?: string } | null)?.url ?? FALLBACK_PATH;
  const url = new URL(path, origin);
  // Only our own pages: a push payload must not be able to send the person elsewhere.
  const target = url.origin === origin ? url.href : new URL(FALLBACK_PATH, origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === origin) as WindowClient | undefined;
  if (!open) {
    await clients.openWindow(target);
    return;
  }
  const focused = await open.focus();
  await focused.navigate(target);
}

/** A push means something new for the person: open windows refresh their bell now, not in 2 minutes. */
export async function tellWindowsOfPush(clients: Clients): Promise<void> {
  const windows = await clients.matchAll({ type: 'window' });
  for (const client of windows) client.postMessage({ type: PUSH_ARRIVED });
}
