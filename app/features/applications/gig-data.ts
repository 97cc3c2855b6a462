import type { GIG_AVAILABILITY, GIG_POSITIONS } from '@contracts/enums';

type Position = (typeof GIG_POSITIONS)[number];
type Availability = (typeof GIG_AVAILABILITY)[number];

/** SPEC section 9's positions in people's words; keyed by the contract's values so none is missed. */
export const POSITIONS: Record<Position, { label: string; description: string }> = {
  delivery_driver: {
    label: 'Delivery Driver',
    description: 'Carry hot catering orders from local kitchens to cabins, barns and lakeside pavilions.',
  },
  setup_crew: {
    label: 'Setup Crew',
    description: 'Raise tents, set tables and chairs and hang the string lights before guests arrive.',
  },
  event_assistant: {
    label: 'Event Assistant',
    description: 'Greet guests, help the caterer serve and keep the day running on time.',
  },
  cleanup_crew: {
    label: 'Cleanup Crew',
    description: 'Pack down, haul out and leave the venue the way the host found it.',
  },
};

export const AVAILABILITY: Record<Availability, { label: string; hint: string }> = {
  weekdays: { label: 'Weekdays', hint: 'Monday to Friday' },
  weekends: { label: 'Weekends', hint: 'Most weddings and reunions' },
  evenings: { label: 'Evenings', hint: 'After 5 pm' },
  mornings: { label: 'Mornings', hint: 'Early setup and deliveries' },
};

export const GIG_BENEFITS = [
  {
    title: 'Flexible hours',
    text: 'Pick the gigs that fit around school, your day job or the fishing season. No minimum shifts.',
  },
  {
    title: 'Weekly pay',
    text: 'Average gig pay is $15-25 an hour, paid every week for the jobs you completed.',
  },
  {
    title: 'Local jobs',
    text: 'Every job is in and around Broken Bow, Hochatown and Beavers Bend. No long commutes.',
  },
  {
    title: 'Meet your neighbors',
    text: 'Work with the caterers, venues and families who make this town’s best days happen.',
  },
] as const;

export const GIG_STEPS = [
  { title: 'Apply', text: 'Fill in the short application form. It takes about three minutes.' },
  { title: 'We review', text: 'We review your application and contact you within 2-3 business days.' },
  { title: 'Get approved', text: 'Once approved, your account unlocks the Job Board.' },
  { title: 'Accept jobs', text: 'Pick the jobs you want from the Job Board and get paid weekly.' },
] as const;
