/** A vendor application as the /vendor-signup form sends it, valid in every field (SPEC section 5). */
export const VENDOR_APPLICATION = {
  businessName: 'Smokehouse',
  businessType: 'venue',
  description: 'A barn by the lake for weddings.',
  address: '1 Lake Rd',
  phone: '5805550100',
  email: 'owner@example.com',
  experience: '1-2',
  agreeToTerms: true,
} as const;
