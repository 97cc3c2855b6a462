import * as v from 'valibot';
import { formatClock, townClock } from './dates';
import type { PositionVerdict } from './enums';
import { MAX_ATTACHED_PHOTOS, photoDataUrls } from './photo-data-urls';

/** The photos a check-out may carry (the same count as a problem report). */
export const MAX_CHECK_PHOTOS = MAX_ATTACHED_PHOTOS;
export const TOO_MANY_CHECK_PHOTOS = `Add at most ${MAX_CHECK_PHOTOS} photos.`;

const position = v.strictObject({
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  accuracyM: v.pipe(v.number(), v.minValue(0), v.maxValue(100_000)),
});

/**
 * What the phone saw when the worker tapped: its id for the check (the outbox's id, so a replay is
 * the same check), its clock, and where it was. Each is optional: an app from before issue 31 sends
 * none, and the server then stamps the check as it arrives.
 */
const evidence = {
  checkId: v.optional(v.pipe(v.string(), v.uuid('checkId must be a UUID'))),
  takenAt: v.optional(v.pipe(v.string(), v.isoTimestamp('takenAt must be an ISO time'))),
  position: v.optional(v.nullable(position)),
};

const workerNotes = v.optional(
  v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'Notes must be at most 2000 characters'))),
);

export const jobStartSchema = v.strictObject({ workerNotes, ...evidence });

export const jobCompleteSchema = v.strictObject({
  workerNotes,
  ...evidence,
  photos: photoDataUrls(TOO_MANY_CHECK_PHOTOS),
});

export type JobCheckInput = v.InferOutput<typeof jobCompleteSchema>;
export type JobCheckPosition = v.InferOutput<typeof position>;

/** A booking's work as its customer and vendor see it: when the worker arrived and finished. */
export type FieldWorkView = {
  arrivedAt: string | null;
  doneAt: string | null;
  /** "Setup done", or "Delivered" for a delivery. */
  doneWord: string;
  /** Each check-out photo's largest rendition, served only to the job's parties. */
  photos: string[];
  /** How each check's position compared with the event's place: for the vendor and the admin only. */
  positions?: { arrived: PositionVerdict | null; done: PositionVerdict | null };
};

export const doneWordFor = (category: string | null) =>
  category === 'delivery' ? 'Delivered' : 'Setup done';

/** "Arrived 4:52 PM", "Setup done 5:31 PM": the time is Broken Bow's, whatever the phone's zone. */
export const checkWords = (word: string, at: string) => `${word} ${formatClock(townClock(new Date(at)))}`;

export const checkPhotoUrl = (ticketId: string, photo: { id: string; widths: number[] }) =>
  `/api/job-tickets/${ticketId}/photos/${photo.id}-${Math.max(...photo.widths)}.webp`;
