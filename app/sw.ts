/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { STORE_SAVED_AT } from './lib/api';
import { SLOW_MS } from './offline/connectivity';
import { BACKGROUND_SYNC_TAG } from './offline/sync-triggers';
import { notificationFor, openFromNotification, parsePush, tellWindowsOfPush } from './sw-notifications';
import { replayFromWorker } from './sw-outbox';

declare const self: ServiceWorkerGlobalScope;

// The shell, every route's chunk, icons and shipped images (DESIGN.md, Service worker caching).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every client route opens offline from the precached shell; /api never falls back to HTML, nor does
// a photo opened on its own (the gallery's links), which the photo cache below answers.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/photos\//] }),
);

/**
 * An answer from the phone's store says when the server gave it (its Date), so the app knows the
 * server was not reached and can say how old what it shows is (lib/api.ts, STORE_SAVED_AT).
 */
const markStoreAnswers: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(STORE_SAVED_AT, String(Date.parse(headers.get('date') ?? '') || Date.now()));
    const { status, statusText } = cachedResponse;
    return new Response(await cachedResponse.blob(), { status, statusText, headers });
  },
};

// The public catalogue: fresh when the signal allows, else what this phone saw last.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && /^\/api\/vendors(\/[^/]+(\/services|\/reviews)?)?$/.test(url.pathname),
  new NetworkFirst({
    cacheName: 'public-api',
    networkTimeoutSeconds: SLOW_MS / 1000,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 }), markStoreAnswers],
  }),
);

// Vendors' photos a phone has seen stay for offline viewing. Their names never change (a new upload is
// a new id), so the cache is never stale, only full: the oldest go first, and none is kept past 60 days.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/photos/'),
  new CacheFirst({
    cacheName: 'vendor-photos',
    plugins: [
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ request }) => request.destination === 'image',
  new CacheFirst({
    cacheName: 'images',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 24 * 60 * 60 })],
  }),
);

// A push (a job, or one of the person's own notifications): show it; tapping it opens its page.
// No runtime route caches /api/notifications (nor any person's answers): it is network only here,
// and the app's own persisted cache, keyed by the person and dropped at sign-out, keeps the list.
self.addEventListener('push', (event) => {
  const { title, options } = notificationFor(parsePush(event.data));
  event.waitUntil(
    Promise.all([self.registration.showNotification(title, options), tellWindowsOfPush(self.clients)]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(self.clients, self.location.origin, event.notification.data));
});

// The update prompt's Reload button asks the waiting worker to take over; nothing else does.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// Background Sync: the outbox replays once the network is back, even with the app closed.
self.addEventListener('sync', (event) => {
  const syncEvent = event as ExtendableEvent & { tag?: string };
  if (syncEvent.tag !== BACKGROUND_SYNC_TAG) return;
  syncEvent.waitUntil(replayFromWorker(self.clients));
});

clientsClaim();
