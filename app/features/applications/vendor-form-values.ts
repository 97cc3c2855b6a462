import { vendorApplicationSchema } from '@contracts/applications';
import type { SUBSCRIPTION_TIERS } from '@contracts/enums';
import { checkForm, type FieldErrors } from '~/lib/form';
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
export type VendorUpdate = (patch: Partial<VendorValues>) => void;

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

/** A complete answer but for the cuisine: used only to ask the contract for its restaurant rule. */
const RESTAURANT_PROBE: VendorValues = {
  ...EMPTY_VENDOR,
  businessName: 'Probe',
  businessType: 'restaurant',
  description: 'A complete answer',
  address: '1 Main St',
  phone: '5805550100',
  email: 'probe@example.com',
  experience: 'new',
  agreeToTerms: true,
};

/**
 * Field errors as the form shows them. The contract names the cuisine by its place in the body, and
 * checks it only once everything else passes (a valibot pipe runs its checks on a valid object), so
 * a missing cuisine would surface one submit late; asking the contract with an otherwise complete
 * answer shows it with the rest, in the contract's own words.
 */
export function toVendorFieldErrors(errors: FieldErrors, values?: VendorValues): FieldErrors {
  const { 'metadata.cuisineType': cuisineType, ...rest } = errors;
  if (cuisineType) return { ...rest, cuisineType };
  if (values?.businessType !== 'restaurant' || values.cuisineType) return rest;
  const probe = checkForm(vendorApplicationSchema, toVendorInput(RESTAURANT_PROBE));
  const missingCuisine = probe.ok ? undefined : probe.errors['metadata.cuisineType'];
  return missingCuisine ? { ...rest, cuisineType: missingCuisine } : rest;
}
