/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { BACKGROUND_SYNC_TAG } from './offline/sync-triggers';
import { notificationFor, openFromNotification, parsePush } from './sw-notifications';
import { replayFromWorker } from './sw-outbox';

declare const self: ServiceWorkerGlobalScope;

// The shell, every route's chunk, icons and shipped images (DESIGN.md, Service worker caching).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every client route opens offline from the precached shell; /api never falls back to HTML.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

// The public catalogue: fresh when the signal allows, else what this phone saw last.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && /^\/api\/vendors(\/[^/]+(\/services|\/reviews)?)?$/.test(url.pathname),
  new NetworkFirst({
    cacheName: 'public-api',
    networkTimeoutSeconds: 3,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

registerRoute(
  ({ request }) => request.destination === 'image',
  new CacheFirst({
    cacheName: 'images',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 24 * 60 * 60 })],
  }),
);

// A job push: show it; tapping it opens the board at that job.
self.addEventListener('push', (event) => {
  const { title, options } = notificationFor(parsePush(event.data));
  event.waitUntil(self.registration.showNotification(title, options));
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
