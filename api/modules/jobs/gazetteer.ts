/**
 * Where the places around Broken Bow are, for comparing a worker's position with the event's address
 * without a geocoder (the server may have no network). Each place is a centre and a radius that takes
 * in its cabins and roads; the more specific places come first, so "Beavers Bend State Park, ...,
 * Broken Bow, OK" is the park, not the town.
 */
export type Place = { name: string; names: string[]; latitude: number; longitude: number; radiusM: number };

export const PLACES: readonly Place[] = [
  {
    name: 'Beavers Bend State Park',
    names: ['beavers bend', 'hochatown state park'],
    latitude: 34.1285,
    longitude: -94.687,
    radiusM: 5_000,
  },
  {
    name: 'Broken Bow Lake',
    names: ['broken bow lake'],
    latitude: 34.16,
    longitude: -94.715,
    radiusM: 8_000,
  },
  { name: 'Stevens Gap', names: ['stevens gap'], latitude: 34.195, longitude: -94.77, radiusM: 4_000 },
  { name: 'Hochatown', names: ['hochatown'], latitude: 34.1715, longitude: -94.7505, radiusM: 7_000 },
  { name: 'Lukfata', names: ['lukfata'], latitude: 34.0015, longitude: -94.7895, radiusM: 5_000 },
  { name: 'Broken Bow', names: ['broken bow'], latitude: 34.0293, longitude: -94.7391, radiusM: 5_000 },
  { name: 'Idabel', names: ['idabel'], latitude: 33.8957, longitude: -94.8263, radiusM: 5_000 },
  { name: 'Smithville', names: ['smithville'], latitude: 34.4673, longitude: -94.6441, radiusM: 4_000 },
  { name: 'Eagletown', names: ['eagletown'], latitude: 34.0351, longitude: -94.5616, radiusM: 4_000 },
  { name: 'Valliant', names: ['valliant'], latitude: 34.0034, longitude: -95.0927, radiusM: 4_000 },
  { name: 'Wright City', names: ['wright city'], latitude: 34.0645, longitude: -95.0069, radiusM: 3_000 },
  { name: 'Haworth', names: ['haworth'], latitude: 33.8454, longitude: -94.6544, radiusM: 3_000 },
  { name: 'Hugo', names: ['hugo'], latitude: 34.0107, longitude: -95.5097, radiusM: 6_000 },
];

const words = (text: string) => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;

/** The first place (most specific first) whose name is in the address as whole words; null for none. */
export function placeIn(address: string | null): Place | null {
  if (!address) return null;
  const text = words(address);
  return PLACES.find((place) => place.names.some((name) => text.includes(` ${name} `))) ?? null;
}
