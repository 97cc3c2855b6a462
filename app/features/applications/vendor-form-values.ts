import type { SUBSCRIPTION_TIERS } from '@contracts/enums';
import type { FieldErrors } from '~/lib/form';
import { DEFAULT_PLAN } from './vendor-data';

/** The vendor form as typed: flat, with '' for "not chosen yet", so it can live in a draft. */
export type VendorValues = {
  plan: (typeof SUBSCRIPTION_TIERS)[number];
  businessName: string;
  businessType: string;
  cuisineType: string;
  description: string;
  address: string;
  city: string;
  zipCode: string;
  phone: string;
  email: string;
  website: string;
  experience: string;
  hasLicense: boolean;
  hasInsurance: boolean;
  hasCertifications: boolean;
  agreeToTerms: boolean;
};

export const EMPTY_VENDOR: VendorValues = {
  plan: DEFAULT_PLAN,
  businessName: '',
  businessType: '',
  cuisineType: '',
  description: '',
  address: '',
  city: 'Broken Bow',
  zipCode: '',
  phone: '',
  email: '',
  website: '',
  experience: '',
  hasLicense: false,
  hasInsurance: false,
  hasCertifications: false,
  agreeToTerms: false,
};

/** The body of POST /api/vendors: the cuisine travels in metadata, and only for restaurants. */
export function toVendorInput({ cuisineType, ...values }: VendorValues) {
  return values.businessType === 'restaurant' ? { ...values, metadata: { cuisineType } } : values;
}

/** Field errors as the form shows them: the contract names the cuisine by its place in the body. */
export function toVendorFieldErrors(errors: FieldErrors): FieldErrors {
  const { 'metadata.cuisineType': cuisineType, ...rest } = errors;
  return cuisineType ? { ...rest, cuisineType } : rest;
}
