import { describe, expect, it } from 'vitest';
import { homeFor, isSafeRedirect, landingAfterSignIn } from './landing';

const person = (role: 'customer' | 'vendor' | 'worker' | 'admin', isVendor = false, isWorker = false) => ({
  role,
  isVendor,
  isWorker,
});

describe('where a sign-in lands', () => {
  it('sends each role to its own place when nothing asked for another', () => {
    expect(landingAfterSignIn(person('admin'), undefined)).toBe('/admin');
    expect(landingAfterSignIn(person('vendor', true), undefined)).toBe('/vendor-dashboard');
    expect(landingAfterSignIn(person('worker', false, true), undefined)).toBe('/worker-jobs');
    expect(landingAfterSignIn(person('customer'), undefined)).toBe('/');
  });

  it('follows what a person holds, not only the word they signed up with', () => {
    expect(homeFor(person('customer', true))).toBe('/vendor-dashboard');
    expect(homeFor(person('customer', false, true))).toBe('/worker-jobs');
    // An admin who also owns a business still opens the console first.
    expect(homeFor(person('admin', true, true))).toBe('/admin');
  });

  it('lets a safe ?redirect= win for everyone', () => {
    for (const role of ['customer', 'vendor', 'worker', 'admin'] as const) {
      expect(landingAfterSignIn(person(role), '/checkout')).toBe('/checkout');
    }
    expect(landingAfterSignIn(person('vendor', true), '/bookings/abc?x=1#y')).toBe('/bookings/abc?x=1#y');
  });

  it('ignores a redirect that would leave the site', () => {
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\tevil',
      '/\t/evil.example',
      '/\n/evil.example',
      '',
    ]) {
      expect(isSafeRedirect(path), path).toBe(false);
      expect(landingAfterSignIn(person('vendor', true), path)).toBe('/vendor-dashboard');
    }
    expect(isSafeRedirect('/vendors?category=catering')).toBe(true);
  });
});
