import * as v from 'valibot';

const vendorId = v.pipe(
  v.string('Vendor is required'),
  v.minLength(1, 'Vendor is required'),
  v.maxLength(64),
);

/** ?vendorId= for a vendor's calendar feed. */
export const vendorFeedQuerySchema = v.object({ vendorId });

/** A private calendar feed's address, shown again to its owner until they stop sharing it. */
export type CalendarFeed = { url: string };

/** POST /api/vendor/external-calendars: an ICS address whose busy days block the vendor's calendar. */
export const addExternalCalendarSchema = v.strictObject({
  vendorId,
  url: v.pipe(
    v.string('Calendar address is required'),
    v.trim(),
    v.maxLength(2000, 'Calendar address is too long'),
    v.url('Calendar address must be a web address such as https://example.com/calendar.ics'),
  ),
});
export type AddExternalCalendarInput = v.InferOutput<typeof addExternalCalendarSchema>;

/** How many outside calendars one business may follow. */
export const MAX_EXTERNAL_CALENDARS = 5;

/** An outside calendar as its vendor sees it: when it was last read, and why not if it failed. */
export type ExternalCalendarView = {
  id: string;
  url: string;
  lastFetchedAt: string | null;
  lastError: string | null;
  busyDays: number;
};
