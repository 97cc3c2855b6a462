import { describe, expect, it } from 'vitest';
import { TERMS_SECTIONS } from './terms-sections';

describe('the Vendor Terms', () => {
  it('name the three cancellation policies with their rules', () => {
    const vendor = TERMS_SECTIONS.find((section) => section.id === 'vendor-terms');
    expect(vendor?.list).toEqual(
      expect.arrayContaining([
        'Flexible: Full refund less the 3% processing fee until 24 hours before the booking starts; no refund after.',
        'Standard: Full refund less the 3% processing fee until 7 days before the event; half back until 3 days before; no refund after.',
        'Strict: Half back until 14 days before the event; no refund after.',
      ]),
    );
  });
});
