import * as v from 'valibot';
import type { OVERTIME_STATUSES } from './enums';

/** Below this, a vendor's rating of a worker must say why (the worker reads it). */
export const RATING_NEEDS_REASON_BELOW = 4;
export const RATING_REASON_MESSAGE = 'Tell us why: a rating below 4 needs a reason';

/** POST /api/vendor/job-tickets/:id/rating: the vendor rates the worker of a completed job. */
export const workerRatingSchema = v.pipe(
  v.strictObject({
    rating: v.pipe(
      v.number('Choose a rating from 1 to 5'),
      v.integer('Choose a rating from 1 to 5'),
      v.minValue(1, 'Choose a rating from 1 to 5'),
      v.maxValue(5, 'Choose a rating from 1 to 5'),
    ),
    reason: v.optional(
      v.nullable(
        v.pipe(v.string(), v.trim(), v.maxLength(1000, 'The reason must be at most 1000 characters')),
      ),
    ),
  }),
  v.forward(
    v.check((r) => r.rating >= RATING_NEEDS_REASON_BELOW || Boolean(r.reason), RATING_REASON_MESSAGE),
    ['reason'],
  ),
);
export type WorkerRatingInput = v.InferOutput<typeof workerRatingSchema>;

/** POST /api/vendor/job-tickets/:id/overtime: the vendor's answer to the overtime a worker asks. */
export const overtimeDecisionSchema = v.strictObject({ approve: v.boolean('Say whether you approve it') });

/** A worker's standing as vendors rated them: the average to one decimal (null before any), and how many. */
export type WorkerStanding = { rating: number | null; ratingCount: number; completedJobs: number };

/** The worker on a vendor's booking: who, how rated, and what is left for the vendor to answer. */
export type AssignedWorkerView = WorkerStanding & {
  ticketId: string;
  name: string;
  /** Overtime the worker's check-out asked (minutes past the booked hours) and the vendor's answer. */
  overtime: { minutes: number; status: (typeof OVERTIME_STATUSES)[number] };
  /** Whether the vendor may rate the worker now: the job is completed and not rated yet. */
  canRate: boolean;
  /** The vendor's rating of this job, once given. */
  myRating: number | null;
};
