import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicOrigin, readEnv } from './env';

afterEach(() => {
  vi.restoreAllMocks();
});

/** readEnv and publicOrigin stop the process on a wrong value; here that stop is an exception. */
function stopping() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${code}`);
  });
}

describe('PUBLIC_ORIGIN', () => {
  it("defaults to the server's own port on localhost outside production", () => {
    expect(publicOrigin(readEnv({ NODE_ENV: 'development' }))).toBe('http://localhost:3000');
    expect(publicOrigin(readEnv({ NODE_ENV: 'test', PORT: '4173' }))).toBe('http://localhost:4173');
  });

  it('is the origin given, a trailing slash forgiven', () => {
    expect(publicOrigin(readEnv({ PUBLIC_ORIGIN: 'https://brokenbow.events/' }))).toBe(
      'https://brokenbow.events',
    );
    expect(publicOrigin(readEnv({ PUBLIC_ORIGIN: 'http://127.0.0.1:4700' }))).toBe('http://127.0.0.1:4700');
  });

  it('is required in production', () => {
    const exit = stopping();
    expect(() => publicOrigin(readEnv({ NODE_ENV: 'production' }))).toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    expect(publicOrigin(readEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://brokenbow.events' }))).toBe(
      'https://brokenbow.events',
    );
  });

  it.each([
    'brokenbow.events',
    'https://brokenbow.events/app',
    'https://brokenbow.events?x=1',
    'https://user:pw@brokenbow.events',
    'ftp://brokenbow.events',
    '*',
  ])('refuses %s', (value) => {
    stopping();
    expect(() => readEnv({ PUBLIC_ORIGIN: value })).toThrow('exit 1');
  });
});
