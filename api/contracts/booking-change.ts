import * as v from 'valibot';
import { guestCountSchema } from './cart';
import { CLOCK_TIME, ISO_DATE, isCalendarDay } from './dates';
import type { BookingChangeStatus } from './enums';

const clock = (message: string) =>
  v.optional(v.nullable(v.union([v.literal(''), v.pipe(v.string(), v.regex(CLOCK_TIME, message))], message)));

/**
 * POST /api/orders/:id/change: any of the booking's day, times and guests; what is left out stays
 * as booked. An empty time clears it.
 */
export const bookingChangeSchema = v.strictObject({
  scheduledDate: v.optional(
    v.pipe(
      v.string('Please select an event date'),
      v.regex(ISO_DATE, 'Please select an event date'),
      v.check(isCalendarDay, 'That date does not exist on the calendar'),
    ),
  ),
  selectedTime: clock('Time must look like 18:30'),
  endTime: clock('End time must look like 23:00'),
  guestCount: v.optional(guestCountSchema),
});
export type BookingChangeInput = v.InferOutput<typeof bookingChangeSchema>;

/** One booking's terms, as a change moves them. */
export type BookingTerms = {
  scheduledDate: string | null;
  selectedTime: string | null;
  endTime: string | null;
  guestCount: number | null;
};

/** A change as its customer and vendor see it (amounts as "125.00"). */
export type BookingChangeView = {
  id: string;
  status: BookingChangeStatus;
  from: BookingTerms & { amount: string };
  to: BookingTerms & { amount: string };
  /** What the customer pays more (positive) or is owed less, before the policy. */
  difference: string;
  /** What the policy gives back of a lower price. */
  refundAmount: string;
  respondBy: string | null;
  reason: string | null;
  createdAt: string;
};

/** The answer to a change: a price rise waits for its own payment, confirmed with `clientSecret`. */
export type BookingChangeResult = { change: BookingChangeView; clientSecret: string | null };

/** POST /api/orders/:id/change/quote: what a change would cost, before it is sent. */
export type BookingChangeQuote = {
  amount: string;
  newAmount: string;
  difference: string;
  /** What a lower price gives back under the booking's policy now. */
  refundAmount: string;
};
