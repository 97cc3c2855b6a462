import { formatClock, formatDay } from '@contracts/dates';

type Facts = {
  selectedDate?: string | null;
  selectedTime?: string | null;
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
          <dd>{formatClock(selectedTime)}</dd>
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
