/// <reference lib="webworker" />

/** What a job push carries (api/contracts/push.ts JobPushPayload), read defensively: it comes off the wire. */
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

/** The notification for a push: one per ticket (the tag makes a repeat replace, not stack). */
export function notificationFor(payload: PushPayload): { title: string; options: NotificationOptions } {
  return {
    title: payload.title ?? 'New job available',
    options: {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url ?? '/worker-jobs' },
    },
  };
}

/** Where a tap goes: an open window of ours is focused and taken to the job; else a new one opens. */
export async function openFromNotification(clients: Clients, origin: string, data: unknown): Promise<void> {
  const path = (data as { url?: string } | null)?.url ?? '/worker-jobs';
  const url = new URL(path, origin);
  // Only our own pages: a push payload must not be able to send the worker elsewhere.
  const target = url.origin === origin ? url.href : new URL('/worker-jobs', origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === origin) as WindowClient | undefined;
  if (!open) {
    await clients.openWindow(target);
    return;
  }
  const focused = await open.focus();
  await focused.navigate(target);
}
