import * as v from 'valibot';

/** A job ticket as the board shows it (SPEC section 2: date, time, guests, amount, details). */
export type JobTicketView = {
  id: string;
  status: 'pending' | 'assigned' | 'accepted' | 'in_progress' | 'completed' | 'cancelled';
  scheduledDate: string | null;
  scheduledTime: string | null;
  guestCount: number | null;
  amount: string;
  location: string | null;
  customerNotes: string | null;
  workerNotes: string | null;
  vendorName: string;
  serviceName: string | null;
  serviceCategory: string | null;
  assignedToMe: boolean;
  updatedAt: string;
};

export const jobProgressSchema = v.strictObject({
  workerNotes: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'Notes must be at most 2000 characters'))),
  ),
});
