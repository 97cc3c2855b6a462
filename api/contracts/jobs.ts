import type { WorkerOvertimeView } from './overtime-dispute';
/** Whom the worker calls about a job: sent only to its assigned worker while the job is theirs to do. */
export type JobContacts = {
  customerName: string;
  customerPhone: string | null;
  vendorPhone: string | null;
};

/** A job ticket as the board shows it (SPEC section 2: date, time, guests, amount, details). */
export type JobTicketView = {
  id: string;
  status: 'pending' | 'assigned' | 'accepted' | 'in_progress' | 'completed' | 'cancelled';
  scheduledDate: string | null;
  /** When the event starts ("HH:MM"). */
  scheduledTime: string | null;
  /** When the booking ends ("HH:MM", after midnight when at or before the start); null when not given. */
  endTime: string | null;
  /** When the worker is due at the drop-off ("HH:MM"; api/contracts/worker-pay.ts). */
  arrivalTime: string | null;
  /** The window to arrive in ("HH:MM" each, ending at arrivalTime; contracts/arrival-window.ts). */
  arriveFrom: string | null;
  arriveBy: string | null;
  /** From when the worker may start it (an instant: two hours before arrival), null without a day. */
  startsFrom: string | null;
  /** From when it may be completed (an instant: the booked start), null without a day. */
  completesFrom: string | null;
  /** The hours the pay is for (the same rule as the pay), null where the job's kind is unknown. */
  hours: number | null;
  guestCount: number | null;
  amount: string;
  /** Where the worker picks up: the vendor's address, when it has one. */
  pickupAddress: string | null;
  /** Where the event is, as the customer gave it. */
  dropoffAddress: string | null;
  /** Why the job was cancelled, when it was. */
  cancellationReason: string | null;
  contacts: JobContacts | null;
  customerNotes: string | null;
  workerNotes: string | null;
  vendorName: string;
  serviceName: string | null;
  serviceCategory: string | null;
  assignedToMe: boolean;
  /** When the worker checked in and out (the phone's time, within bounds: contracts/job-checks.ts). */
  arrivedAt: string | null;
  doneAt: string | null;
  /** The check-out photos' addresses (contracts/job-checks.ts checkPhotoUrl). */
  photos: string[];
  /** The job's overtime, to its worker only, once the check-out asked some. */
  overtime: WorkerOvertimeView | null;
  updatedAt: string;
};
