import * as v from 'valibot';

/**
 * The push services browsers subscribe through: the only hosts a stored endpoint may name, so a
 * subscription cannot make the server send requests anywhere else. `PushManager.subscribe()` always
 * answers with its own vendor's service, so no real browser is refused:
 * - fcm.googleapis.com: Chrome, Chromium-based Edge on Android, Opera, Samsung Internet, Brave
 * - android.googleapis.com: Chrome subscriptions made before the move to FCM (.../gcm/send/...)
 * - updates.push.services.mozilla.com: Firefox (Mozilla autopush)
 * - *.notify.windows.com: Edge on Windows (WNS, e.g. wns2-par02p.notify.windows.com)
 * - web.push.apple.com: Safari on macOS and iOS 16.4+ home-screen apps
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
] as const;
export const PUSH_SERVICE_HOST_SUFFIXES = ['.notify.windows.com'] as const;

/** At most this many devices per person; a new one beyond it replaces the one subscribed longest ago. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

export const PUSH_ENDPOINT_MESSAGE = 'A push endpoint must be an https URL on a browser push service';

const LOOPBACK_HOST = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])$/;

/** A browser PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionSchema = v.object({
  endpoint: v.pipe(v.string('endpoint is required'), v.maxLength(1000), v.url('endpoint must be a URL')),
  // Not stored; bounded (ms since 1970, at most JavaScript's last date) like every number the API takes.
  expirationTime: v.optional(
    v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8_640_000_000_000_000))),
  ),
  keys: v.strictObject({
    p256dh: v.pipe(
      v.string('keys.p256dh is required'),
      v.regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'keys.p256dh is not a P-256 key'),
    ),
    auth: v.pipe(
      v.string('keys.auth is required'),
      v.regex(/^[A-Za-z0-9_-]{16,24}={0,2}$/, 'keys.auth is not a 16-byte secret'),
    ),
  }),
});
export type PushSubscriptionInput = v.InferOutput<typeof pushSubscriptionSchema>;

export const unsubscribeSchema = v.strictObject({
  endpoint: v.pipe(v.string('endpoint is required'), v.maxLength(1000)),
});

const isPushServiceHost = (host: string) =>
  (PUSH_SERVICE_HOSTS as readonly string[]).includes(host) ||
  PUSH_SERVICE_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);

/**
 * An endpoint the server may send to: https on a known push service's default port, with no
 * credentials in it; plain http only on loopback, and only where the server allows it (tests).
 */
export function endpointAllowed(endpoint: string, allowLoopbackHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return url.port === '' && isPushServiceHost(url.hostname);
  return allowLoopbackHttp && url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname);
}

/** What the service worker receives in a push and shows. */
export type PushPayload = { title: string; body: string; url: string; tag: string };
/** A new job's push also names its ticket. */
export type JobPushPayload = PushPayload & { ticketId: string };
