import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { VENDOR_APPLICATION } from '../test/application-input';
import { CUISINE_REQUIRED, gigWorkerApplicationSchema, vendorApplicationSchema } from './applications';

// SPEC section 5, word for word: the /vendor-signup and /gig-workers forms. The website's rules are
// pinned in web-address.test.ts.
const application = VENDOR_APPLICATION;

const messages = (result: { issues?: readonly { message: string }[] }) =>
  result.issues?.map((issue) => issue.message) ?? [];

describe('a vendor application', () => {
  it('a restaurant names its cuisine, on the cuisine field', () => {
    expect(CUISINE_REQUIRED).toBe('Cuisine type is required for restaurants/catering');
    const result = v.safeParse(vendorApplicationSchema, { ...application, businessType: 'restaurant' });
    expect(messages(result)).toEqual([CUISINE_REQUIRED]);
    expect(result.issues?.[0]?.path?.map((item) => item.key)).toEqual(['metadata', 'cuisineType']);
    expect(
      messages(
        v.safeParse(vendorApplicationSchema, {
          ...application,
          businessType: 'restaurant',
          metadata: { cuisineType: '' },
        }),
      ),
    ).toEqual([CUISINE_REQUIRED]);
  });

  it('a restaurant with its cuisine, or any other business without one, is complete', () => {
    expect(
      v.parse(vendorApplicationSchema, {
        ...application,
        businessType: 'restaurant',
        metadata: { cuisineType: 'BBQ & Grilled' },
      }).metadata,
    ).toEqual({ cuisineType: 'BBQ & Grilled' });
    expect(v.parse(vendorApplicationSchema, application)).toMatchObject({
      plan: 'featured',
      metadata: {},
      hasLicense: false,
    });
  });

  it('asks for the cuisine alongside the other answers to fix', () => {
    expect(
      messages(
        v.safeParse(vendorApplicationSchema, { ...application, businessType: 'restaurant', description: 9 }),
      ),
    ).toEqual(['Description must be at least 10 characters', CUISINE_REQUIRED]);
  });

  it("says what is missing in the spec's words", () => {
    expect(
      messages(
        v.safeParse(vendorApplicationSchema, {
          ...application,
          businessName: ' ',
          description: 'Short',
          phone: '555',
          email: 'owner',
          experience: 'lots',
          agreeToTerms: false,
        }),
      ),
    ).toEqual([
      'Business name is required',
      'Description must be at least 10 characters',
      'Valid phone number is required',
      'Invalid email address',
      'Please select your experience level',
      'You must agree to the terms',
    ]);
  });
});

describe('a gig worker application', () => {
  const worker = {
    firstName: 'Sam',
    lastName: 'Lee',
    email: 'sam@example.com',
    phone: '5805550101',
    positions: ['setup_crew'],
    availability: ['weekends'],
  };

  it('defaults to no transportation', () => {
    expect(v.parse(gigWorkerApplicationSchema, worker)).toEqual({ ...worker, hasTransportation: false });
  });

  it('needs at least one position and one availability', () => {
    expect(
      messages(v.safeParse(gigWorkerApplicationSchema, { ...worker, positions: [], availability: [] })),
    ).toEqual(['Select at least one position', 'Select at least one availability option']);
    expect(messages(v.safeParse(gigWorkerApplicationSchema, { ...worker, positions: ['chef'] }))).toEqual([
      'Select at least one position',
    ]);
  });
});
