import { POLICY_NAMES, POLICY_RULES, PROCESSING_FEE_PERCENT } from '@contracts/cancellation';
import { CANCELLATION_POLICIES } from '@contracts/enums';
import { termsFeeSentence } from '~/lib/plan-words';
export type TermsSection = {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
};

export const TERMS_LAST_UPDATED = 'October 2, 2025';

/** SPEC section 2: the fifteen sections of the Terms and Conditions, in order. */
export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    paragraphs: [
      'By creating an account, browsing the vendor directory or booking a service on Broken Bow Events (the "Platform"), you agree to these Terms and Conditions. If you do not agree, please do not use the Platform.',
    ],
  },
  {
    id: 'services',
    title: 'Our Services',
    paragraphs: [
      'Broken Bow Events is a marketplace that connects event hosts with independent local businesses and gig workers in and around Broken Bow, Oklahoma. We help you find, book and pay for catering, venues, bartending, photography, entertainment, florals, rentals, delivery and event crews.',
      'Vendors and gig workers are independent. They, not Broken Bow Events, provide the services you book and are responsible for their quality.',
    ],
  },
  {
    id: 'accounts',
    title: 'User Accounts',
    paragraphs: [
      'You may register as a customer, a vendor or a gig worker. You must be at least 18 years old, give accurate information and keep your password private. You are responsible for everything done with your account; tell us at once if you think someone else has used it.',
    ],
  },
  {
    id: 'vendor-terms',
    title: 'Vendor Terms',
    paragraphs: [
      'Vendors must hold the licenses, permits and insurance their business requires under Oklahoma law, including food-handler permits for caterers and liquor licenses for bartending services.',
    ],
    list: [
      'List services, prices and availability accurately and keep them up to date.',
      'Honor bookings you accept, or cancel promptly and tell the customer why.',
      termsFeeSentence(),
      'Choose one of three cancellation policies on your page; each booking keeps the policy it was paid under, and a booking you cancel or decline is refunded in full.',
      ...CANCELLATION_POLICIES.map((policy) => `${POLICY_NAMES[policy]}: ${POLICY_RULES[policy]}`),
    ],
  },
  {
    id: 'customer-terms',
    title: 'Customer Terms',
    paragraphs: [
      'Customers agree to give vendors accurate event details — date, time, address, guest count and any dietary needs — and to provide safe access to the event site. Changes to guest counts should be made at least 72 hours before the event.',
    ],
  },
  {
    id: 'gig-worker-terms',
    title: 'Gig Worker Terms',
    paragraphs: [
      'Gig workers are independent contractors, not employees of Broken Bow Events. Once approved, you may accept job tickets that fit your schedule. When you accept a job, you agree to arrive on time, follow the host’s and vendor’s reasonable instructions and work safely. You are responsible for your own taxes, transport and, for drivers, a valid license and insurance.',
    ],
  },
  {
    id: 'payments',
    title: 'Payments',
    paragraphs: [
      'Payments are processed securely by our card payment provider; Broken Bow Events never stores your full card number. Prices are shown in US dollars and include any platform fee before you pay. Vendors are paid out after the service is completed.',
    ],
  },
  {
    id: 'cancellation',
    title: 'Cancellation and Refunds',
    paragraphs: ['Unless the vendor’s own policy says otherwise, cancellations are refunded as follows:'],
    list: [
      `7 or more days before the event: a full refund minus processing fees (${PROCESSING_FEE_PERCENT}% of the booking).`,
      '3 to 6 days before the event: a 50% refund.',
      'Less than 3 days before the event: no refund.',
      'Platform fees are non-refundable.',
      'Vendors may set their own cancellation policies, shown on their page before you book.',
      'If a vendor declines or cancels your booking, you are refunded in full, automatically.',
      'You can cancel from My Bookings until your event starts; the amount you get back is shown before you confirm. Days are counted in Broken Bow’s time zone.',
    ],
  },
  {
    id: 'communication',
    title: 'Communication',
    paragraphs: [
      'By booking or accepting a job, you agree to receive emails and text messages about your bookings, such as confirmations, reminders and updates from vendors. Marketing messages are sent only if you opt in on the Communication Preferences page.',
      'You can opt out of SMS messages at any time by replying STOP. Message and data rates may apply.',
    ],
  },
  {
    id: 'prohibited',
    title: 'Prohibited Activities',
    paragraphs: ['When using the Platform you must not:'],
    list: [
      'Post false, misleading or fraudulent listings, reviews or bookings.',
      'Arrange to pay vendors outside the Platform to avoid fees.',
      'Harass, threaten or discriminate against other users.',
      'Offer illegal goods or services, or alcohol to anyone under 21.',
      'Interfere with the Platform’s security or scrape its content.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    paragraphs: [
      'The Platform is provided "as is". To the fullest extent the law allows, Broken Bow Events is not liable for the acts or omissions of vendors or gig workers, for weather or other events outside our control, or for indirect or consequential losses. Our total liability for any claim is limited to the platform fees you paid for the booking concerned.',
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy',
    paragraphs: [
      'We collect only what we need to run your bookings: your name, contact details, event details and payment status. We share event details with the vendors and workers you book, never sell your personal information, and delete it on request unless the law requires us to keep it.',
    ],
  },
  {
    id: 'modifications',
    title: 'Modifications to These Terms',
    paragraphs: [
      'We may update these Terms from time to time. When we do, we will change the "Last updated" date above and, for significant changes, notify you by email. Continuing to use the Platform after a change means you accept the updated Terms.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    paragraphs: [
      'These Terms are governed by the laws of the State of Oklahoma. Any dispute will be heard in the state or federal courts serving McCurtain County, Oklahoma.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact Us',
    paragraphs: [
      'Questions about these Terms? Write to legal@brokenbow.events or call (580) 555-0100, Monday to Friday, 9 am to 5 pm Central. Broken Bow Events, Broken Bow, OK 74728.',
    ],
  },
];
