const HOUR_MS = 3_600_000;
/** A vendor answers a request within a day of it being made… */
const ANSWER_WITHIN_HOURS = 24;
/** …and never later than two days before the event, so the customer can still book someone else. */
const ANSWER_BEFORE_EVENT_HOURS = 48;
/** A request made too late for both (its event too close) still gets an hour for its answer. */
const LATE_ANSWER_HOURS = 1;

/**
 * When a request made `now` for an event starting at `startsAt` (null: no day given) expires
 * unanswered: the earlier of a day from now and two days before the event, and never before an hour
 * from now. A hold therefore lasts at most a day, well inside Stripe's 7-day limit on authorisations.
 */
export function respondByOf(now: Date, startsAt: string | null): string {
  const inADay = now.getTime() + ANSWER_WITHIN_HOURS * HOUR_MS;
  const beforeEvent = startsAt ? Date.parse(startsAt) - ANSWER_BEFORE_EVENT_HOURS * HOUR_MS : inADay;
  const deadline = Math.min(inADay, beforeEvent);
  const atLeast = now.getTime() + LATE_ANSWER_HOURS * HOUR_MS;
  return new Date(Math.max(deadline, atLeast)).toISOString();
}
