import type { PositionVerdict } from '../../contracts/enums';
import type { JobCheckPosition } from '../../contracts/job-checks';
import { placeIn } from './gazetteer';

const EARTH_RADIUS_M = 6_371_000;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres along the earth's surface between two points (haversine). */
export function distanceM(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/**
 * Where the phone was, against the place the address names: near within the place's radius plus the
 * fix's accuracy (a poor fix is not held against the worker), far beyond it. Recorded, never refused:
 * a wrong pin or a cabin past the town's edge must not cost anyone a shift.
 */
export function positionVerdict(
  position: JobCheckPosition | null | undefined,
  address: string | null,
): { verdict: PositionVerdict; distanceM: number | null } {
  if (!position) return { verdict: 'none', distanceM: null };
  const place = placeIn(address);
  if (!place) return { verdict: 'unknown', distanceM: null };
  const metres = Math.round(distanceM(position, place));
  return { verdict: metres <= place.radiusM + position.accuracyM ? 'near' : 'far', distanceM: metres };
}
