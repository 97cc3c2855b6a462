import * as v from 'valibot';

const LOOPBACK = /^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?\//;

/** A browser PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionSchema = v.object({
  endpoint: v.pipe(v.string('endpoint is required'), v.maxLength(1000), v.url('endpoint must be a URL')),
  expirationTime: v.optional(v.nullable(v.number())),
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

/** Push services speak https; plain http is accepted only on loopback, and only outside production. */
export function endpointAllowed(endpoint: string, allowLoopbackHttp: boolean): boolean {
  return endpoint.startsWith('https://') || (allowLoopbackHttp && LOOPBACK.test(endpoint));
}

/** What the service worker receives in a push and shows. */
export type JobPushPayload = { title: string; body: string; url: string; tag: string; ticketId: string };
