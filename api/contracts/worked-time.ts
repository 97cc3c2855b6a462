import { HOURLY_CENTS } from './worker-pay';

/** Worked time is paid in quarter hours, each begun counted whole, as bookings are billed. */
export const PAID_STEP_MINUTES = 15;
/**
 * The most overtime a vendor may be asked for and approve on one job: 2 hours. Past it a worker's
 * claim is no longer a margin on the booking but a disagreement, which the problem report handles.
 */
export const OVERTIME_CAP_MINUTES = 120;

const MINUTE_MS = 60_000;

export type WorkedTime = { workedMinutes: number; paidMinutes: number; overtimeMinutes: number };

/**
 * A job's time from its check-in and check-out: the whole minutes between them (a part minute is
 * not counted, device clocks carry seconds of noise), rounded up to the quarter hour. The booked
 * minutes are paid whatever the checks say: they are the pay the worker accepted, and a job done
 * faster is not paid less. What lies past them is overtime for the vendor to approve, at most 2 hours.
 * 4:52 PM → 8:10 PM on a 3-hour job: 198 minutes worked, 210 rounded, 180 paid, 30 overtime.
 */
export function workedTime(startedAt: string, completedAt: string, bookedMinutes: number): WorkedTime {
  const worked = Math.max(Math.floor((Date.parse(completedAt) - Date.parse(startedAt)) / MINUTE_MS), 0);
  const rounded = Math.ceil(worked / PAID_STEP_MINUTES) * PAID_STEP_MINUTES;
  return {
    workedMinutes: worked,
    paidMinutes: bookedMinutes,
    overtimeMinutes: Math.min(Math.max(rounded - bookedMinutes, 0), OVERTIME_CAP_MINUTES),
  };
}

/** The pay for some minutes at the hourly rate, in cents rounded to the nearest (a quarter hour is exactly $5). */
export const payForMinutes = (minutes: number) => Math.round((minutes * HOURLY_CENTS) / 60);

type TicketTime = {
  amountCents: number;
  paidMinutes: number | null;
  overtimeMinutes: number;
  overtimeStatus: string;
};

/**
 * What a completed job's pay entry (`worker:<ticketId>`) holds: the booked pay on a job with no
 * worked time, else the paid minutes less the overtime approved since (its own entry).
 */
export const completionPayCents = (ticket: TicketTime) =>
  ticket.paidMinutes === null
    ? ticket.amountCents
    : payForMinutes(ticket.paidMinutes - (ticket.overtimeStatus === 'approved' ? ticket.overtimeMinutes : 0));

/** What an approved overtime's entry (`overtime:<ticketId>`) holds. */
export const overtimePayCents = (ticket: TicketTime) => payForMinutes(ticket.overtimeMinutes);

/** "45 min", "1 h 30 min", "2 h": how overtime reads on the vendor's buttons. */
export function minutesWords(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
