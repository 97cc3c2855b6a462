import * as v from 'valibot';
import { CLOCK_TIME, isCalendarDay } from './dates';
import { SERVICE_CATEGORIES, type ServiceCategory } from './enums';

// SPEC sections 3 and 5: the quote request form. Its messages are written here once for the
// server's validator and the /quote form; the field helpers are shared with the event form.

export const QUOTE_EVENT_TYPES = [
  'wedding',
  'birthday',
  'corporate',
  'graduation',
  'anniversary',
  'retirement',
  'holiday',
  'other',
] as const;
export type QuoteEventType = (typeof QUOTE_EVENT_TYPES)[number];
export const QUOTE_STATUSES = ['new', 'contacted', 'closed'] as const;

export const PAST_DAY_MESSAGE = 'Event date cannot be in the past';

/** A client-made UUID, so an offline replay of the same create changes nothing (DESIGN.md). */
export const clientId = v.optional(v.pipe(v.string(), v.uuid('Id must be a UUID')));

export const requiredText = (message: string, max: number) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, `Must be at most ${max} characters`),
  );

export const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters`))));

export const dayField = (requiredMessage: string) =>
  v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.check(isCalendarDay, 'Enter the date as YYYY-MM-DD'),
  );

export const timeField = (requiredMessage: string) =>
  v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.regex(CLOCK_TIME, 'Enter the time as HH:MM'),
  );

const WHOLE_NUMBER = 'Guest count must be a whole number';

/** A whole number of guests, typed into a form (a string of digits) or sent as a number. */
export const countField = (requiredMessage: string) =>
  v.pipe(
    v.union(
      [
        v.pipe(v.string(), v.trim(), v.nonEmpty(requiredMessage), v.regex(/^\d{1,6}$/, WHOLE_NUMBER)),
        v.pipe(v.number(), v.integer(WHOLE_NUMBER)),
      ],
      requiredMessage,
    ),
    v.transform(Number),
    v.minValue(1, 'Guest count must be at least 1'),
    v.maxValue(100_000, 'Guest count is too large'),
  );

const quoteFields = {
  id: clientId,
  firstName: requiredText('First name is required', 80),
  lastName: requiredText('Last name is required', 80),
  email: v.pipe(
    v.string('Valid email is required'),
    v.trim(),
    v.email('Valid email is required'),
    v.maxLength(254, 'Email is too long'),
  ),
  phone: v.pipe(
    v.string('Phone number is required'),
    v.trim(),
    v.minLength(10, 'Phone number is required'),
    v.maxLength(30, 'Phone number is too long'),
  ),
  eventDate: dayField('Event date is required'),
  eventTime: timeField('Event time is required'),
  guestCount: countField('Guest count is required'),
  eventType: v.picklist(QUOTE_EVENT_TYPES, 'Event type is required'),
  venue: requiredText('Venue information is required', 300),
  additionalRequests: optionalText(2000),
  // Any package id is kept as given: /quote shows unknown ones as 'Custom Package'.
  packageId: optionalText(40),
  // Issue 15: sent from a vendor's page to that vendor alone, or to the vendors of one category.
  vendorId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64, 'Unknown vendor')))),
  category: v.optional(v.nullable(v.picklist(SERVICE_CATEGORIES, 'Choose a service category from the list'))),
};

/** POST /api/quotes. The past-date rule needs "today" in Broken Bow, so the server checks it in the service. */
export const quoteRequestSchema = v.strictObject(quoteFields);
export type QuoteRequestInput = v.InferOutput<typeof quoteRequestSchema>;

/** The /quote form: the same contract plus "not before today" (in Broken Bow, see townToday). */
export const quoteFormSchema = (today: string) =>
  v.pipe(
    quoteRequestSchema,
    v.forward(
      v.partialCheck([['eventDate']], (input) => input.eventDate >= today, PAST_DAY_MESSAGE),
      ['eventDate'],
    ),
  );

export type QuoteRequestView = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  eventDate: string;
  eventTime: string;
  guestCount: number;
  eventType: QuoteEventType;
  venue: string;
  additionalRequests: string | null;
  packageId: string | null;
  vendorId: string | null;
  category: ServiceCategory | null;
  status: (typeof QUOTE_STATUSES)[number];
  createdAt: string;
};
