import { describe, expect, it } from 'vitest';
import { makeTestApp, ORIGIN } from '../test/harness';

const body = JSON.stringify({ email: 'a@example.com', password: 'x' });

describe('request guards', () => {
  const { app } = makeTestApp();

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
});
