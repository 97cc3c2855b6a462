import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { makeTestApp, ORIGIN } from '../test/harness';
import { startServer } from '../test/server-process';

const body = JSON.stringify({ email: 'a@example.com', password: 'x' });

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

describe('request guards', () => {
  let app: TestApp['app'];
  beforeAll(async () => {
    ({ app } = await makeTestApp());
  });

  it('refuses a mutating call from another origin', async () => {
    const res = await app.request(`${ORIGIN}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'Cross-site request refused' });
  });

  it('refuses a cross-site form post (Hono csrf)', async () => {
    const res = await app.request(`${ORIGIN}/api/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: 'a=1',
    });
    expect(res.status).toBe(403);
  });

  it('refuses a body that is not JSON with a 415', async () => {
    const res = await app.request(`${ORIGIN}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: ORIGIN },
      body,
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('answers malformed JSON with a 400 JSON message', async () => {
    const res = await app.request(`${ORIGIN}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: expect.stringMatching(/JSON/i) });
  });

  it('answers a body over the limit with a 413', async () => {
    const res = await app.request(`${ORIGIN}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(200_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.request(`${ORIGIN}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
  });

  it('sends the secure headers', async () => {
    const res = await app.request(`${ORIGIN}/api/health`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("keeps a hashed file's headers to the ones a file uses, the page's policies stay on pages", async () => {
    const asset = await app.request(`${ORIGIN}/assets/start-abc123.js`);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(asset.headers.get('content-security-policy')).toBeNull();
    expect(asset.headers.get('x-frame-options')).toBeNull();
    const page = await app.request(`${ORIGIN}/vendors`);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it("sends the start script a file's headers and the service worker the page's policy", async () => {
    const start = await app.request(`${ORIGIN}/start-app.js`);
    expect(start.headers.get('x-content-type-options')).toBe('nosniff');
    expect(start.headers.get('content-security-policy')).toBeNull();
    expect(start.headers.get('x-xss-protection')).toBeNull();
    const worker = await app.request(`${ORIGIN}/sw.js`);
    expect(worker.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('the Origin check', () => {
  let app: TestApp['app'];
  let db: TestApp['db'];
  let clock: TestApp['clock'];
  let payments: TestApp['payments'];
  beforeAll(async () => {
    ({ app, db, clock, payments } = await makeTestApp());
  });
  const login = (url: string, headers: Record<string, string>) =>
    app.request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

  it('compares with the configured public origin, not the Host the caller sent', async () => {
    // The request's URL is built from its Host header: here the caller claims to be evil.example.
    const spoofed = await login('http://evil.example/api/login', {
      Host: 'evil.example',
      Origin: 'http://evil.example',
    });
    expect(spoofed.status).toBe(403);
    expect(await spoofed.json()).toMatchObject({ message: 'Cross-site request refused' });
    const form = await app.request('http://evil.example/api/logout', {
      method: 'POST',
      headers: {
        Host: 'evil.example',
        Origin: 'http://evil.example',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'a=1',
    });
    expect(form.status).toBe(403);
  });

  it('accepts the public origin whatever host the request reached (a proxy forwarding to an internal name)', async () => {
    const proxied = await login('http://10.0.0.5:3000/api/login', { Host: '10.0.0.5:3000', Origin: ORIGIN });
    expect(proxied.status).not.toBe(403);
  });

  it('accepts exactly the public origin and ALLOWED_ORIGINS, nothing near them', async () => {
    const configured = await createApp({
      db,
      clock,
      payments,
      publicOrigin: 'https://brokenbow.events',
      allowedOrigins: ['https://www.brokenbow.events'],
    });
    const send = (origin: string) =>
      configured.request('https://brokenbow.events/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body,
      });
    expect((await send('https://brokenbow.events')).status).not.toBe(403);
    expect((await send('https://www.brokenbow.events')).status).not.toBe(403);
    for (const origin of [
      'http://brokenbow.events',
      'https://brokenbow.events:8443',
      'https://evil.brokenbow.events',
      'https://brokenbow.events.evil.example',
      'null',
    ]) {
      expect((await send(origin)).status, origin).toBe(403);
    }
  });
});

describe('the Origin check in the server process', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer();
  }, 60_000);
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  });

  // fetch will not send a Host of our choosing; node:http sends what it is given.
  const post = (headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const req = request(`${server.base}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end(body);
    });

  it('refuses a write whose Origin matches only the Host it sent', async () => {
    expect(await post({ Host: 'evil.example', Origin: 'http://evil.example' })).toBe(403);
  });

  it('accepts its PUBLIC_ORIGIN', async () => {
    expect(await post({ Origin: server.base })).not.toBe(403);
  });
});
