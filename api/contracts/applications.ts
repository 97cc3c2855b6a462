import * as v from 'valibot';
import {
  BUSINESS_TYPES,
  CUISINE_TYPES,
  EXPERIENCE_LEVELS,
  GIG_AVAILABILITY,
  GIG_POSITIONS,
  SUBSCRIPTION_TIERS,
} from './enums';
import { isWebAddress } from './web-address';

// SPEC section 5, word for word; shared by the /gig-workers and /vendor-signup forms and the API.
const required = (message: string, max = 120) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(1, message),
    v.maxLength(max, `Must be at most ${max} characters`),
  );
const email = v.pipe(
  v.string('Invalid email address'),
  v.trim(),
  v.email('Invalid email address'),
  v.maxLength(254),
);
const phone = v.pipe(
  v.string('Valid phone number is required'),
  v.trim(),
  v.minLength(10, 'Valid phone number is required'),
  v.maxLength(30, 'Valid phone number is required'),
);
// SPEC section 5 says only 'website optional'; the message is ours.
export const WEBSITE_MESSAGE = 'Website must be a full address such as https://example.com';
const clientId = v.optional(v.pipe(v.string(), v.uuid('Application id must be a UUID')));

export const gigWorkerApplicationSchema = v.strictObject({
  id: clientId,
  firstName: required('First name is required', 80),
  lastName: required('Last name is required', 80),
  email,
  phone,
  positions: v.pipe(
    v.array(v.picklist(GIG_POSITIONS, 'Select at least one position'), 'Select at least one position'),
    v.minLength(1, 'Select at least one position'),
    v.maxLength(GIG_POSITIONS.length),
  ),
  availability: v.pipe(
    v.array(
      v.picklist(GIG_AVAILABILITY, 'Select at least one availability option'),
      'Select at least one availability option',
    ),
    v.minLength(1, 'Select at least one availability option'),
    v.maxLength(GIG_AVAILABILITY.length),
  ),
  hasTransportation: v.optional(v.boolean('Transportation must be yes or no'), false),
  experience: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'Must be at most 2000 characters'))),
  ),
});
export type GigWorkerApplication = v.InferOutput<typeof gigWorkerApplicationSchema>;

/** The application's fields, each with SPEC section 5's message; the owner's page edit picks from them. */
export const vendorApplicationFields = v.strictObject({
  id: clientId,
  plan: v.optional(v.picklist(SUBSCRIPTION_TIERS, 'Choose a plan'), 'featured'),
  businessName: required('Business name is required', 120),
  businessType: v.picklist(BUSINESS_TYPES, 'Business type is required'),
  description: v.pipe(
    v.string('Description must be at least 10 characters'),
    v.trim(),
    v.minLength(10, 'Description must be at least 10 characters'),
    v.maxLength(2000, 'Must be at most 2000 characters'),
  ),
  address: required('Business address is required', 200),
  city: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(80)))),
  zipCode: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(10)))),
  phone,
  email,
  website: v.optional(
    v.nullable(
      v.union(
        [
          v.literal(''),
          v.pipe(
            v.string(WEBSITE_MESSAGE),
            v.trim(),
            v.check(isWebAddress, WEBSITE_MESSAGE),
            v.maxLength(200, 'Must be at most 200 characters'),
          ),
        ],
        WEBSITE_MESSAGE,
      ),
    ),
  ),
  experience: v.picklist(EXPERIENCE_LEVELS, 'Please select your experience level'),
  hasLicense: v.optional(v.boolean(), false),
  hasInsurance: v.optional(v.boolean(), false),
  hasCertifications: v.optional(v.boolean(), false),
  agreeToTerms: v.literal(true, 'You must agree to the terms'),
  metadata: v.optional(
    v.strictObject({
      cuisineType: v.optional(
        // The union speaks for its members: a picklist's message inside a union is never shown.
        v.union([v.literal(''), v.picklist(CUISINE_TYPES)], 'Unknown cuisine type'),
      ),
    }),
    {},
  ),
});

export const CUISINE_REQUIRED = 'Cuisine type is required for restaurants/catering';

export const vendorApplicationSchema = v.pipe(
  vendorApplicationFields,
  // partialCheck runs even while other fields are wrong, so the form shows this with the rest.
  v.forward(
    v.partialCheck(
      [['businessType'], ['metadata', 'cuisineType']],
      (input) => input.businessType !== 'restaurant' || Boolean(input.metadata?.cuisineType),
      CUISINE_REQUIRED,
    ),
    ['metadata', 'cuisineType'],
  ),
);
export type VendorApplication = v.InferOutput<typeof vendorApplicationSchema>;

export type ApplicationStatus = 'pending' | 'approved' | 'rejected' | 'inactive';

/** GET /api/gig-workers/me: the signed-in user's application, or null. */
export type MyGigApplication = {
  id: string;
  status: ApplicationStatus;
  createdAt: string;
  /** The admin's reason when the application was rejected. */
  decisionNote: string | null;
  decidedAt: string | null;
} | null;

/** GET /api/vendor-applications/me: the businesses this person applied to list, and where each stands. */
export type MyVendorApplication = {
  id: string;
  businessName: string;
  applicationStatus: 'pending' | 'approved' | 'rejected';
  /** The admin's reason when the application was rejected. */
  decisionNote: string | null;
  decidedAt: string | null;
  /** Listed in the directory (false while pending, when rejected, or suspended). */
  isActive: boolean;
  /** Why an admin took an approved business out of the directory. */
  suspendedReason: string | null;
  createdAt: string;
};

/** What the admin reviews. */
export type GigWorkerReview = GigWorkerApplication & {
  id: string;
  userId: string;
  status: ApplicationStatus;
  createdAt: string;
};
export type VendorReview = {
  id: string;
  userId: string | null;
  ownerEmail: string | null;
  businessName: string;
  businessType: string;
  description: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  plan: string;
  experience: string | null;
  hasLicense: boolean;
  hasInsurance: boolean;
  hasCertifications: boolean;
  cuisineType: string | null;
  applicationStatus: string;
  isActive: boolean;
  isVerified: boolean;
  /** The admin's reason for a rejection, and when the application was decided. */
  decisionNote: string | null;
  decidedAt: string | null;
  /** Why an admin took an approved vendor out of the directory (isActive false). */
  suspendedReason: string | null;
  createdAt: string;
};
