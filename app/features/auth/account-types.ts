import type { SignUpRole } from '@contracts/enums';

/** The three account types of the /auth screen (SPEC section 2), with the name the buttons use. */
export const ACCOUNT_TYPES: { role: SignUpRole; title: string; name: string; blurb: string }[] = [
  { role: 'customer', title: 'Customer', name: 'Customer', blurb: 'Plan events and book services' },
  { role: 'vendor', title: 'Vendor / Business', name: 'Vendor', blurb: 'Offer services and manage bookings' },
  { role: 'worker', title: 'Gig Worker', name: 'Gig Worker', blurb: 'Accept orders and earn money' },
];
