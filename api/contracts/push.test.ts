import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  endpointAllowed,
  MAX_PUSH_SUBSCRIPTIONS,
  PUSH_ENDPOINT_MESSAGE,
  pushSubscriptionSchema,
  unsubscribeSchema,
} from './push';

// A real Chrome subscription's shape: an 87-character P-256 key and a 22-character auth secret.
const P256DH = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const AUTH = 'tBHItJI5svbpez7KI4CCXg';
const subscription = (over: Record<string, unknown> = {}) => ({
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
  expirationTime: null,
  keys: { p256dh: P256DH, auth: AUTH },
  ...over,
});
const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('a push endpoint the server may send to', () => {
  it.each([
    ['Chrome (FCM)', 'https://fcm.googleapis.com/fcm/send/abc123'],
    ['Chrome before FCM', 'https://android.googleapis.com/gcm/send/abc123'],
    ['Firefox', 'https://updates.push.services.mozilla.com/wpush/v2/abc123'],
    ['Safari', 'https://web.push.apple.com/QGx0a2VuCg'],
    ['Edge on Windows (a WNS host)', 'https://wns2-par02p.notify.windows.com/w/?token=abc'],
    ['the default https port written out', 'https://fcm.googleapis.com:443/fcm/send/abc123'],
  ])('is allowed for %s', (_browser, endpoint) => {
    expect(endpointAllowed(endpoint, false)).toBe(true);
  });

  it('is refused when it is not a URL at all', () => {
    expect(endpointAllowed('not a url', true)).toBe(false);
  });

  it('is refused on any host that is not a browser push service', () => {
    expect(endpointAllowed('https://example.com/fcm/send/abc123', false)).toBe(false);
    expect(endpointAllowed('https://fcm.googleapis.com.evil.example/x', false)).toBe(false);
  });

  it('is refused on a host that only looks like WNS: the suffix needs a subdomain before it', () => {
    expect(endpointAllowed('https://notify.windows.com/w/?token=abc', false)).toBe(false);
    expect(endpointAllowed('https://evilnotify.windows.com/w/?token=abc', false)).toBe(false);
    // The bare suffix with its leading dot parses as a host: it names no WNS server.
    expect(endpointAllowed('https://.notify.windows.com/w/?token=abc', false)).toBe(false);
  });

  it('is refused on a push service with a port other than the default', () => {
    expect(endpointAllowed('https://fcm.googleapis.com:8443/fcm/send/abc123', false)).toBe(false);
    expect(endpointAllowed('https://wns2-par02p.notify.windows.com:8443/w/', false)).toBe(false);
  });

  it('is refused with a user name or a password in it', () => {
    expect(endpointAllowed('https://user@fcm.googleapis.com/fcm/send/abc123', false)).toBe(false);
    expect(endpointAllowed('https://:secret@fcm.googleapis.com/fcm/send/abc123', false)).toBe(false);
    expect(endpointAllowed('http://user@127.0.0.1:4000/push', true)).toBe(false);
  });

  it('is refused over plain http on a push service, even where loopback http is allowed', () => {
    expect(endpointAllowed('http://fcm.googleapis.com/fcm/send/abc123', true)).toBe(false);
  });

  it('is allowed over plain http on loopback only where the server allows it (tests)', () => {
    expect(endpointAllowed('http://127.0.0.1:4000/push', true)).toBe(true);
    expect(endpointAllowed('http://localhost:4000/push', true)).toBe(true);
    expect(endpointAllowed('http://[::1]:4000/push', true)).toBe(true);
    expect(endpointAllowed('http://127.10.200.255:4000/push', true)).toBe(true);
    expect(endpointAllowed('http://127.0.0.1:4000/push', false)).toBe(false);
    expect(endpointAllowed('http://localhost:4000/push', false)).toBe(false);
  });

  it('is refused over plain http on a host that is not loopback', () => {
    expect(endpointAllowed('http://192.168.1.10:4000/push', true)).toBe(false);
    expect(endpointAllowed('http://localhost.example.com/push', true)).toBe(false);
    expect(endpointAllowed('http://evil-localhost/push', true)).toBe(false);
  });

  it('is refused over a scheme other than http or https, even on loopback', () => {
    expect(endpointAllowed('ws://127.0.0.1:4000/push', true)).toBe(false);
    expect(endpointAllowed('ftp://localhost/push', true)).toBe(false);
  });

  it('is refused over https on loopback: https is for push services only', () => {
    expect(endpointAllowed('https://localhost/push', true)).toBe(false);
  });

  it('names the rule it breaks in one sentence', () => {
    expect(PUSH_ENDPOINT_MESSAGE).toBe('A push endpoint must be an https URL on a browser push service');
  });
});

describe('a browser push subscription', () => {
  it('is taken as subscription.toJSON() gives it', () => {
    expect(v.parse(pushSubscriptionSchema, subscription())).toEqual(subscription());
    expect(v.parse(pushSubscriptionSchema, subscription({ expirationTime: undefined }))).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
      keys: { p256dh: P256DH, auth: AUTH },
    });
  });

  it('needs an endpoint that is a URL of at most 1000 characters', () => {
    expect(firstMessage(pushSubscriptionSchema, subscription({ endpoint: undefined }))).toBe(
      'endpoint is required',
    );
    expect(firstMessage(pushSubscriptionSchema, subscription({ endpoint: 'fcm send' }))).toBe(
      'endpoint must be a URL',
    );
    const long = `https://fcm.googleapis.com/${'a'.repeat(1000 - 27)}`;
    expect(long.length).toBe(1000);
    expect(v.safeParse(pushSubscriptionSchema, subscription({ endpoint: long })).success).toBe(true);
    expect(v.safeParse(pushSubscriptionSchema, subscription({ endpoint: `${long}a` })).success).toBe(false);
  });

  it('takes an expiration time from 0 to JavaScript’s last date, in whole milliseconds', () => {
    const at = (expirationTime: number) =>
      v.safeParse(pushSubscriptionSchema, subscription({ expirationTime })).success;
    expect(at(0)).toBe(true);
    expect(at(8_640_000_000_000_000)).toBe(true);
    expect(at(-1)).toBe(false);
    expect(at(8_640_000_000_000_001)).toBe(false);
    expect(at(1.5)).toBe(false);
  });

  it('needs a P-256 key of 80 to 100 base64url characters and padding', () => {
    const key = (p256dh: unknown) =>
      firstMessage(pushSubscriptionSchema, subscription({ keys: { p256dh, auth: AUTH } }));
    expect(key(undefined)).toBe('keys.p256dh is required');
    expect(key('A'.repeat(79))).toBe('keys.p256dh is not a P-256 key');
    expect(key('A'.repeat(80))).toBe(null);
    expect(key(`${'A'.repeat(100)}==`)).toBe(null);
    expect(key('A'.repeat(101))).toBe('keys.p256dh is not a P-256 key');
    expect(key(`${'A'.repeat(86)}+`)).toBe('keys.p256dh is not a P-256 key');
    expect(key(`+${'A'.repeat(86)}`)).toBe('keys.p256dh is not a P-256 key');
  });

  it('needs an auth secret of 16 to 24 base64url characters and padding', () => {
    const secret = (auth: unknown) =>
      firstMessage(pushSubscriptionSchema, subscription({ keys: { p256dh: P256DH, auth } }));
    expect(secret(undefined)).toBe('keys.auth is required');
    expect(secret('A'.repeat(15))).toBe('keys.auth is not a 16-byte secret');
    expect(secret('A'.repeat(16))).toBe(null);
    expect(secret(`${'A'.repeat(24)}==`)).toBe(null);
    expect(secret('A'.repeat(25))).toBe('keys.auth is not a 16-byte secret');
    expect(secret(`${'A'.repeat(22)}+`)).toBe('keys.auth is not a 16-byte secret');
    expect(secret(`+${'A'.repeat(22)}`)).toBe('keys.auth is not a 16-byte secret');
  });

  it('takes no other keys than p256dh and auth', () => {
    expect(
      v.safeParse(pushSubscriptionSchema, subscription({ keys: { p256dh: P256DH, auth: AUTH, extra: 'x' } }))
        .success,
    ).toBe(false);
  });

  it('is kept on at most 10 devices per person', () => {
    expect(MAX_PUSH_SUBSCRIPTIONS).toBe(10);
  });
});

describe('unsubscribing', () => {
  it('names the endpoint only, of at most 1000 characters', () => {
    expect(v.parse(unsubscribeSchema, { endpoint: 'https://fcm.googleapis.com/x' })).toEqual({
      endpoint: 'https://fcm.googleapis.com/x',
    });
    expect(firstMessage(unsubscribeSchema, { endpoint: 42 })).toBe('endpoint is required');
    expect(v.safeParse(unsubscribeSchema, { endpoint: 'a'.repeat(1001) }).success).toBe(false);
    expect(v.safeParse(unsubscribeSchema, { endpoint: 'x', keys: {} }).success).toBe(false);
  });
});
