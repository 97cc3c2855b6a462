import { formatDay } from '@contracts/dates';
import { clockSpan } from '~/lib/when';

type Facts = {
  selectedDate?: string | null;
  selectedTime?: string | null;
  endTime?: string | null;
  /** A per-hour line's sum, "4 h x $150.00 = $600.00" (lib/format hoursLine). */
  sum?: string | null;
  guestCount?: number | null;
  eventAddress?: string | null;
  notes?: string | null;
  /** 'Includes' for a booked offer, whose notes are what the vendor's price covers. */
  notesLabel?: string;
};

/** When, for how many, where, and the notes: the same lines for a booking in the cart and one still queued. */
export function BookingFacts({
  selectedDate,
  selectedTime,
  endTime = null,
  sum = null,
  guestCount,
  eventAddress,
  notes,
  notesLabel = 'Notes',
}: Facts) {
  return (
    <dl className="grid grid-cols-[4.5rem_1fr] gap-x-2 gap-y-0.5 text-sm">
      <dt className="text-muted">Date</dt>
      <dd>{selectedDate ? formatDay(selectedDate) : 'To be arranged'}</dd>
      {selectedTime && (
        <>
          <dt className="text-muted">Time</dt>
          <dd>{clockSpan(selectedTime, endTime)}</dd>
        </>
      )}
      {sum && (
        <>
          <dt className="text-muted">Hours</dt>
          <dd data-testid="line-hours">{sum}</dd>
        </>
      )}
      {guestCount != null && (
        <>
          <dt className="text-muted">Guests</dt>
          <dd>{guestCount}</dd>
        </>
      )}
      {eventAddress && (
        <>
          <dt className="text-muted">Where</dt>
          <dd className="break-words">{eventAddress}</dd>
        </>
      )}
      {notes && (
        <>
          <dt className="text-muted">{notesLabel}</dt>
          <dd className="break-words">{notes}</dd>
        </>
      )}
    </dl>
  );
}
