import type { JobCheckPosition } from '@contracts/job-checks';

/** How long a check waits for a fix: a cabin in the pines may never get one, and the check goes on. */
export const POSITION_WAIT_MS = 10_000;

/** Where the phone is, when the worker lets it say; a refusal, no fix in time or no GPS is null. */
export function currentPosition(waitMs = POSITION_WAIT_MS): Promise<JobCheckPosition | null> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracyM: Math.round(coords.accuracy),
        }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: waitMs, maximumAge: 60_000 },
    );
  });
}
