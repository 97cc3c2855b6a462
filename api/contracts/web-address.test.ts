import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { VENDOR_APPLICATION } from '../test/application-input';
import { vendorApplicationSchema, WEBSITE_MESSAGE } from './applications';
import { isWebAddress, websiteHref } from './web-address';

const REFUSED = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'mailto:a@example.com',
  'ftp://example.com/',
  'https://user:pass@example.com/',
  'http://',
];

describe('web addresses', () => {
  it('are http(s) with a host', () => {
    expect(isWebAddress('https://example.com')).toBe(true);
    expect(isWebAddress('http://example.com/menu?x=1')).toBe(true);
    for (const value of REFUSED) expect(isWebAddress(value), value).toBe(false);
  });

  it('become links only when they are web addresses; a bare domain is read as https', () => {
    // Typed with spaces around it (pasted): the address is the text inside.
    expect(websiteHref('  timberridge.example  ')).toBe('https://timberridge.example');
    expect(websiteHref('https://timberridgesmoke.com')).toBe('https://timberridgesmoke.com');
    expect(websiteHref('example.com')).toBe('https://example.com');
    expect(websiteHref('  ')).toBeNull();
    expect(websiteHref(null)).toBeNull();
    for (const value of REFUSED) expect(websiteHref(value), value).toBeNull();
    expect(websiteHref('javascript:alert(1)//example.com')).toBeNull();
  });
});

describe('the vendor application website', () => {
  const application = VENDOR_APPLICATION;

  it('takes an http(s) address or nothing, and refuses every other scheme with its message', () => {
    for (const website of ['https://example.com', 'http://example.com/menu', '', null, undefined]) {
      expect(v.safeParse(vendorApplicationSchema, { ...application, website }).success, String(website)).toBe(
        true,
      );
    }
    for (const website of REFUSED) {
      const result = v.safeParse(vendorApplicationSchema, { ...application, website });
      expect(result.success, website).toBe(false);
      expect(
        result.issues?.map((issue) => issue.message),
        website,
      ).toContain(WEBSITE_MESSAGE);
    }
  });
});
