import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createApp } from '../app';
import { openDatabase } from '../db/client';
import { createLocalProvider } from '../payments/local';
import { type Client, ORIGIN, testClock } from './harness';

/** A fresh app whose photos land in a temporary folder this test can look into. */
export async function makePhotoApp() {
  const db = openDatabase(':memory:');
  const clock = testClock();
  const photosDir = mkdtempSync(join(tmpdir(), 'bbe-photos-test-'));
  const app = await createApp({
    db,
    clock,
    payments: createLocalProvider(db, clock),
    publicOrigin: ORIGIN,
    photosDir,
  });
  return { app, db, clock, photosDir };
}

/** A JPEG made here: 1600x1000 of colour, optionally with a GPS position in its EXIF. */
export function makeJpeg({ gps = false, width = 1600, height = 1000 } = {}) {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 110, b: 80 } },
  }).jpeg();
  return (
    gps
      ? image.withExif({
          IFD0: { Make: 'TestCam', Orientation: '1' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '34/1 2/1 0/1',
            GPSLongitudeRef: 'W',
            GPSLongitude: '94/1 44/1 0/1',
          },
        })
      : image
  ).toBuffer();
}

/** POST /api/vendor/businesses/:id/photos as the browser sends it: multipart, field "photo". */
export async function upload(
  client: Client,
  vendorId: string,
  bytes: Buffer,
  name = 'photo.jpg',
  type = 'image/jpeg',
) {
  const form = new FormData();
  form.append('photo', new File([new Uint8Array(bytes)], name, { type }));
  const res = await client.app.request(`${ORIGIN}/api/vendor/businesses/${vendorId}/photos`, {
    method: 'POST',
    headers: { Origin: ORIGIN, Cookie: client.cookie },
    body: form,
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** A photo as a JSON body carries it (a check-out's, a review's): a data URL. */
export const photoDataUrl = (bytes: Buffer, type = 'image/jpeg') =>
  `data:${type};base64,${bytes.toString('base64')}`;
