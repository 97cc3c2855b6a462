import type { BusinessType, EXPERIENCE_LEVELS, SUBSCRIPTION_TIERS } from '@contracts/enums';

type Plan = (typeof SUBSCRIPTION_TIERS)[number];
type Experience = (typeof EXPERIENCE_LEVELS)[number];

export const DEFAULT_PLAN: Plan = 'featured';
export const POPULAR_PLAN: Plan = 'featured';

export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  restaurant: 'Restaurant / Catering',
  venue: 'Event Venue',
  photography: 'Photography',
  entertainment: 'Entertainment',
  florist: 'Florist',
  bartending: 'Bartending',
  rentals: 'Rentals',
  other: 'Other',
};

export const EXPERIENCE_LABELS: Record<Experience, string> = {
  new: 'Just starting',
  '1-2': '1-2 years',
  '3-5': '3-5 years',
  '6-10': '6-10 years',
  '10+': '10+ years',
};

export const VENDOR_BENEFITS = [
  {
    title: 'Be found locally',
    text: 'Hosts planning weddings, reunions and cabin weekends search here first.',
  },
  {
    title: 'Bookings, not leads',
    text: 'Customers book and pay by card; you get the date, head count and notes.',
  },
  { title: 'A crew when you need one', text: 'Local gig workers deliver, set up and clean up your jobs.' },
] as const;

export const VENDOR_STEPS = [
  { title: 'Apply', text: 'Pick a plan and tell us about your business.' },
  { title: 'We review', text: 'We review your application and contact you within 2-3 business days.' },
  { title: 'Go live', text: 'Your listing appears in the vendor directory once it is approved.' },
  { title: 'Take bookings', text: 'Customers book and pay here; we send local crews when you need them.' },
] as const;
