import * as v from 'valibot';
import type { BookingChangeView } from './booking-change';
import type { RefundView } from './checkout';
import { BOOKING_MODES, type BookingMode, SERVICE_CATEGORIES } from './enums';
import type { FieldWorkView } from './job-checks';
import { MAX_LEAD_HOURS } from './lead-time';
import { atLeastMinPrice } from './min-price';
import { decimalToCents } from './money';
import { priceFloorCents, priceFloorMessage } from './price-floor';
import type { ServiceView } from './vendors';
import type { AssignedWorkerView } from './worker-rating';

/** A booking as the vendor sees it on the dashboard. */
export type VendorBookingView = {
  id: string;
  vendorId: string;
  vendorName: string;
  customerName: string;
  serviceName: string | null;
  scheduledDate: string | null;
  scheduledTime: string | null;
  /** When it ends, "HH:MM" (after midnight when at or before the start); null when not given. */
  endTime: string | null;
  guestCount: number | null;
  amount: string;
  status: string;
  notes: string | null;
  /** Where the event is, as the customer gave it. */
  eventAddress: string | null;
  /** The customer's phone for the day, given at checkout. */
  contactPhone: string | null;
  /** Workers' job tickets complete it; without them the vendor marks it delivered. */
  hasJobs: boolean;
  /** A cancelled booking's refund to the customer, and the reason given. */
  refund: RefundView | null;
  cancellationReason: string | null;
  /**
   * What the booking brings the vendor, shown before accepting (docs/decisions/0006): the platform's
   * fee at the plan in force when the customer paid, the pay of its workers' jobs (out of the
   * vendor's share), and what is left; "-20.00" when the jobs cost more than the share. Once the
   * booking is settled, what the books say (a refund leaves less to keep).
   */
  money: { feePercent: number; platformFee: string; workerCosts: string; vendorKeeps: string };
  createdAt: string;
  /** A change the customer asked for that waits for the vendor's answer (issue 30). */
  change: BookingChangeView | null;
  /** The worker who took its job, their rating and completed jobs (issue 31); null before one does. */
  worker: AssignedWorkerView | null;
  /** When its worker arrived and finished, with the photos and the positions' verdicts (issue 31). */
  fieldWork: FieldWorkView | null;
};

const guests = v.optional(
  v.nullable(v.pipe(v.number('Guests must be a number'), v.integer(), v.minValue(1), v.maxValue(100_000))),
);

/** A vendor's service, added or edited on the dashboard; price as a decimal string ("18.50"). */
export const serviceInputSchema = v.pipe(
  v.strictObject({
    vendorId: v.pipe(v.string('Vendor is required'), v.minLength(1), v.maxLength(64)),
    name: v.pipe(
      v.string('Service name is required'),
      v.trim(),
      v.minLength(1, 'Service name is required'),
      v.maxLength(120),
    ),
    description: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(2000)))),
    category: v.picklist(SERVICE_CATEGORIES, 'Choose a category'),
    price: v.pipe(
      v.string('Price is required'),
      v.trim(),
      v.regex(/^\d{1,7}(\.\d{1,2})?$/, 'Price must look like 125 or 18.50'),
      atLeastMinPrice(),
    ),
    priceUnit: v.optional(
      v.picklist(['per event', 'per person', 'per hour', 'per day', 'per item', 'per order']),
      'per event',
    ),
    minGuests: guests,
    maxGuests: guests,
    duration: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(60)))),
    isActive: v.optional(v.boolean(), true),
    bookingMode: v.optional(
      v.picklist(BOOKING_MODES, 'Choose instant booking or request to book'),
      'instant',
    ),
    // Null: the category's default (contracts/lead-time.ts).
    leadHours: v.optional(
      v.nullable(
        v.pipe(
          v.number('Lead time must be a number of hours'),
          v.integer('Lead time must be whole hours'),
          v.minValue(0, 'Lead time cannot be negative'),
          v.maxValue(MAX_LEAD_HOURS, `Lead time must be at most ${MAX_LEAD_HOURS} hours`),
        ),
      ),
      null,
    ),
    // Only for a price per hour; null: one hour.
    minHours: v.optional(
      v.nullable(
        v.pipe(
          v.number('Minimum hours must be a number'),
          v.integer('Minimum hours must be whole hours'),
          v.minValue(1, 'Minimum hours must be at least 1'),
          v.maxValue(24, 'Minimum hours must be at most 24'),
        ),
      ),
      null,
    ),
  }),
  v.forward(
    v.check(
      (s) => s.minGuests == null || s.maxGuests == null || s.minGuests <= s.maxGuests,
      'Minimum guests must not exceed maximum',
    ),
    ['maxGuests'],
  ),
  v.forward(
    v.check(
      (s) => (decimalToCents(s.price) ?? 0) >= priceFloorCents(s),
      (issue) => priceFloorMessage(issue.input),
    ),
    ['price'],
  ),
);
export type ServiceInput = v.InferOutput<typeof serviceInputSchema>;

/** GET/POST/PUT /api/vendor/services: a service as its vendor edits it. */
export type OwnServiceView = ServiceView & {
  isActive: boolean;
  bookingMode: BookingMode;
  /** Null: the category's default (contracts/lead-time.ts). */
  leadHours: number | null;
  /** Null: one hour (a price per hour only). */
  minHours: number | null;
};
