import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicOrigin, readEnv, twilioSettings } from './env';

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

describe('Twilio', () => {
  const twilio = {
    TWILIO_ACCOUNT_SID: `AC${'a1'.repeat(16)}`,
    TWILIO_AUTH_TOKEN: 'f'.repeat(32),
    TWILIO_FROM: '+15805550100',
  };

  it('is off when none of the three is set, and on when all are', () => {
    expect(twilioSettings(readEnv({}))).toBeNull();
    expect(twilioSettings(readEnv(twilio))).toEqual({
      accountSid: twilio.TWILIO_ACCOUNT_SID,
      authToken: twilio.TWILIO_AUTH_TOKEN,
      from: '+15805550100',
    });
    expect(twilioSettings(readEnv({ ...twilio, TWILIO_FROM: `MG${'0'.repeat(32)}` }))?.from).toMatch(/^MG/);
  });

  it('stops with a message naming what is missing when only some are set', () => {
    const exit = stopping();
    expect(() => twilioSettings(readEnv({ ...twilio, TWILIO_AUTH_TOKEN: undefined }))).toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('TWILIO_AUTH_TOKEN not set'));
  });

  it.each([
    ['TWILIO_ACCOUNT_SID', 'SK0123'],
    ['TWILIO_FROM', '580-555-0100'],
    ['TWILIO_API_BASE', 'http://127.0.0.1:4010/2010-04-01'],
  ])('refuses %s=%s', (name, value) => {
    stopping();
    expect(() => readEnv({ ...twilio, [name]: value })).toThrow('exit 1');
  });

  it('sends to another API origin only outside production', () => {
    const base = { ...twilio, TWILIO_API_BASE: 'http://127.0.0.1:4010' };
    expect(twilioSettings(readEnv(base))?.apiBase).toBe('http://127.0.0.1:4010');
    stopping();
    expect(() =>
      twilioSettings(readEnv({ ...base, NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://brokenbow.events' })),
    ).toThrow('exit 1');
  });
});

describe('JOB_LEASE_MS', () => {
  it('is 2 minutes unless set, and stops the process below a second', () => {
    expect(readEnv({}).JOB_LEASE_MS).toBe(120_000);
    expect(readEnv({ JOB_LEASE_MS: '1500' }).JOB_LEASE_MS).toBe(1500);
    const exit = stopping();
    expect(() => readEnv({ JOB_LEASE_MS: '999' })).toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
  });
});
