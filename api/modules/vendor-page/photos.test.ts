import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PhotoView } from '../../contracts/vendor-page';
import type { VendorCard, VendorDetail } from '../../contracts/vendors';
import { vendorPhotos, vendors } from '../../db/schema';
import { addVendor } from '../../test/fixtures';
import { ORIGIN, signUp } from '../../test/harness';
import { makeJpeg, makePhotoApp, upload } from '../../test/photo-fixtures';
import { upgradePlan } from '../plans/plan-test-kit';
import { processPhoto } from './photo-processing';

let t: Awaited<ReturnType<typeof makePhotoApp>>;
beforeEach(async () => {
  t = await makePhotoApp();
});
afterEach(() => rmSync(t.photosDir, { recursive: true, force: true }));

async function owner(plan: 'basic' | 'premium' = 'basic') {
  const me = await signUp(t.app, 'vendor');
  const vendor = await addVendor(t.db, { userId: me.user.id, plan });
  return { ...me, vendor };
}
const filesOf = (vendorId: string) =>
  existsSync(join(t.photosDir, vendorId)) ? readdirSync(join(t.photosDir, vendorId)).sort() : [];
const rowsOf = (vendorId: string) =>
  t.db.select().from(vendorPhotos).where(eq(vendorPhotos.vendorId, vendorId)).all();

describe('uploading a photo', () => {
  it('keeps WebP renditions with no EXIF or GPS, under PHOTOS_DIR, and serves them for a year', async () => {
    const { client, vendor } = await owner();
    const original = await makeJpeg({ gps: true });
    // The upload really carries a position: the test would prove nothing otherwise.
    const before = await sharp(original).metadata();
    expect(before.exif?.length ?? 0).toBeGreaterThan(50);
    expect(await exifHasGps(original)).toBe(true);

    const res = await upload(client, vendor.id, original);
    expect(res.status).toBe(201);
    const photo = res.json as unknown as PhotoView;
    expect(photo).toMatchObject({ width: 1280, height: 800 });
    expect(photo.src).toBe(`/photos/${vendor.id}/${photo.id}-1280.webp`);
    expect(photo.srcset).toBe(
      [320, 640, 1280].map((w) => `/photos/${vendor.id}/${photo.id}-${w}.webp ${w}w`).join(', '),
    );
    expect(filesOf(vendor.id)).toEqual([320, 640, 1280].map((w) => `${photo.id}-${w}.webp`).sort());

    const stored = await sharp(join(t.photosDir, vendor.id, `${photo.id}-1280.webp`)).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.icc).toBeUndefined();

    const served = await t.app.request(`${ORIGIN}${photo.src}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await t.app.request(`${ORIGIN}/photos/${vendor.id}/${photo.id}-999.webp`)).status).toBe(404);
    expect((await t.app.request(`${ORIGIN}/photos/${vendor.id}/..%2F..%2Fapp.db`)).status).toBe(404);
  });

  it('turns a photo upright by its EXIF orientation and never makes it wider than it was', async () => {
    const { client, vendor } = await owner();
    const sideways = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#345' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const photo = (await upload(client, vendor.id, sideways)).json as unknown as PhotoView;
    expect(photo).toMatchObject({ width: 600, height: 900 });
    expect(filesOf(vendor.id)).toEqual([`${photo.id}-320.webp`, `${photo.id}-600.webp`]);
  });

  it("reads an iPhone's HEIC (HEVC) as WebP with no EXIF or GPS, and holds it to the 600 px minimum", async () => {
    const { client, vendor } = await owner();
    // Made once with libheif's heif-enc (x265) from a 400x300 JPEG carrying a GPS position.
    const heic = readFileSync(join(import.meta.dirname, '../../test/files/iphone-gps.heic'));
    const before = await sharp(heic).metadata();
    expect(before).toMatchObject({ format: 'heif', compression: 'hevc' });
    expect(await exifHasGps(heic)).toBe(true);

    // As a check-out or a problem report keeps it (no least size).
    const kept = await processPhoto(heic);
    expect(kept).toMatchObject({ width: 400, height: 300 });
    expect(kept.renditions.map((r) => r.width)).toEqual([320, 400]);
    const stored = await sharp(kept.renditions[1]?.data).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();

    // The gallery reads its size from the HEIC and refuses it.
    const small = await upload(client, vendor.id, heic, 'IMG_0001.HEIC');
    expect(small.status).toBe(400);
    expect(small.json.message).toBe(
      'Photos must be at least 600 px on their shorter side (this one is 400 × 300).',
    );
    const broken = await upload(client, vendor.id, heic.subarray(0, 300), 'IMG_0002.HEIC');
    expect(broken.status).toBe(400);
    expect(filesOf(vendor.id)).toEqual([]);
  });

  it('refuses a photo under 600 px on its shorter side (upright), saying its size, and takes 600', async () => {
    const { client, vendor } = await owner();
    const tiny = await upload(client, vendor.id, await makeJpeg({ width: 10, height: 10 }));
    expect(tiny.status).toBe(400);
    expect(tiny.json).toMatchObject({
      message: 'Photos must be at least 600 px on their shorter side (this one is 10 × 10).',
      fields: { photo: 'Photos must be at least 600 px on their shorter side (this one is 10 × 10).' },
    });
    // Stored 1200 wide and 599 high, shown upright: 599 wide and 1200 high.
    const sideways = await sharp({ create: { width: 1200, height: 599, channels: 3, background: '#345' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await upload(client, vendor.id, sideways)).json.message).toBe(
      'Photos must be at least 600 px on their shorter side (this one is 599 × 1200).',
    );
    expect(filesOf(vendor.id)).toEqual([]);
    expect(await rowsOf(vendor.id)).toEqual([]);

    const square = await upload(client, vendor.id, await makeJpeg({ width: 600, height: 600 }));
    expect(square.status).toBe(201);
    expect((await t.db.select().from(vendors).where(eq(vendors.id, vendor.id)).get())?.coverPhotoId).toBe(
      square.json.id,
    );
  });

  it('refuses a text file named .jpg, and a cut-off photo, with a clear 400 and nothing kept', async () => {
    const { client, vendor } = await owner();
    const text = await upload(client, vendor.id, Buffer.from('not really a picture\n'.repeat(20)), 'cat.jpg');
    expect(text.status).toBe(400);
    expect(text.json.message).toBe(
      'That file is not a photo we can read. Use a JPEG, PNG, WebP or HEIC image.',
    );
    const truncated = (await makeJpeg()).subarray(0, 400);
    expect((await upload(client, vendor.id, truncated)).status).toBe(400);
    expect(filesOf(vendor.id)).toEqual([]);
    expect(await rowsOf(vendor.id)).toEqual([]);
  });

  it('records no row when the files cannot be written', async () => {
    const { client, vendor } = await owner();
    // A file where the vendor's folder should be: the write fails after the photo was processed.
    writeFileSync(join(t.photosDir, vendor.id), 'in the way');
    const res = await upload(client, vendor.id, await makeJpeg());
    expect(res.status).toBe(500);
    expect(await rowsOf(vendor.id)).toEqual([]);
    expect(readdirSync(t.photosDir)).toEqual([vendor.id]);
  });

  it('refuses the sixth photo on Basic, naming the plan', async () => {
    const { client, vendor } = await owner('basic');
    const jpeg = await makeJpeg({ width: 800, height: 600 });
    for (let i = 0; i < 5; i += 1) expect((await upload(client, vendor.id, jpeg)).status).toBe(201);
    const sixth = await upload(client, vendor.id, jpeg);
    expect(sixth.status).toBe(409);
    expect(sixth.json.message).toMatch(/^The Basic plan holds up to 5 photos\./);
    expect(await rowsOf(vendor.id)).toHaveLength(5);
    expect(filesOf(vendor.id)).toHaveLength(15);
  });

  it('holds 5 photos on a business that chose Premium when applying but never paid, and says Basic', async () => {
    const { client, vendor } = await owner('premium');
    const jpeg = await makeJpeg({ width: 800, height: 600 });
    for (let i = 0; i < 5; i += 1) expect((await upload(client, vendor.id, jpeg)).status).toBe(201);
    const sixth = await upload(client, vendor.id, jpeg);
    expect(sixth.status).toBe(409);
    expect(sixth.json.message).toMatch(/^The Basic plan holds up to 5 photos\./);
    expect((await client.get(`/api/vendor/businesses/${vendor.id}`)).json).toMatchObject({
      plan: 'basic',
      photoLimit: 5,
    });
  });

  it('holds 30 once Premium is paid, and the page says Premium', async () => {
    const { client, vendor } = await owner('basic');
    await upgradePlan(client, vendor.id, 'premium');
    const jpeg = await makeJpeg({ width: 660, height: 600 });
    for (let i = 0; i < 6; i += 1) expect((await upload(client, vendor.id, jpeg)).status).toBe(201);
    expect(await rowsOf(vendor.id)).toHaveLength(6);
    expect((await client.get(`/api/vendor/businesses/${vendor.id}`)).json).toMatchObject({
      plan: 'premium',
      photoLimit: 30,
    });
  });

  it('takes photos for a listed business only: a pending, rejected or suspended one gets a 403 saying why', async () => {
    const me = await signUp(t.app, 'vendor');
    const jpeg = await makeJpeg({ width: 800, height: 600 });
    const refusals = [
      [
        { applicationStatus: 'pending', isActive: false },
        'Photos can be added once your application is approved.',
      ],
      [
        { applicationStatus: 'rejected', isActive: false },
        'This application was not approved, so it cannot hold photos.',
      ],
      [
        { isActive: false, suspendedReason: 'Complaints' },
        'This business is suspended, so it cannot add photos.',
      ],
    ] as const;
    for (const [state, message] of refusals) {
      const vendor = await addVendor(t.db, { userId: me.user.id, ...state });
      const res = await upload(me.client, vendor.id, jpeg);
      expect(res.status).toBe(403);
      expect(res.json.message).toBe(message);
      expect(filesOf(vendor.id)).toEqual([]);
      expect((await me.client.get(`/api/vendor/businesses/${vendor.id}`)).json).toMatchObject({
        photosClosedBecause: message,
      });
    }
    expect(await t.db.select().from(vendorPhotos).all()).toEqual([]);
  });

  it('keeps at most 50 MB of photos per account, counted across its businesses', async () => {
    const { client, user, vendor } = await owner();
    const jpeg = await makeJpeg({ width: 800, height: 600 });
    const first = (await upload(client, vendor.id, jpeg)).json as unknown as PhotoView;
    const onDisk = filesOf(vendor.id).reduce(
      (sum, f) => sum + statSync(join(t.photosDir, vendor.id, f)).size,
      0,
    );
    expect((await rowsOf(vendor.id))[0]?.bytes).toBe(onDisk);

    // The account's other business already keeps 50 MB less 10 bytes (less than any photo).
    const other = await addVendor(t.db, { userId: user.id });
    await t.db
      .insert(vendorPhotos)
      .values({
        id: randomUUID(),
        vendorId: other.id,
        widths: [320],
        width: 320,
        height: 240,
        bytes: 50 * 1024 * 1024 - 10 - onDisk,
      })
      .run();
    const over = await upload(client, vendor.id, jpeg);
    expect(over.status).toBe(409);
    expect(over.json.message).toBe(
      "Your businesses' photos have reached the 50 MB an account may keep. Delete some to add another.",
    );
    expect(filesOf(vendor.id).every((f) => f.startsWith(first.id))).toBe(true);
    expect(await rowsOf(vendor.id)).toHaveLength(1);

    // Another account's photos are its own.
    const stranger = await owner();
    expect((await upload(stranger.client, stranger.vendor.id, jpeg)).status).toBe(201);
  });

  it("refuses another owner's business and a photo over 10 MB", async () => {
    const { vendor } = await owner();
    const stranger = await signUp(t.app, 'vendor');
    await addVendor(t.db, { userId: stranger.user.id });
    expect((await upload(stranger.client, vendor.id, await makeJpeg())).status).toBe(404);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await upload(stranger.client, missing, await makeJpeg())).status).toBe(404);
    const mine = await owner();
    const huge = await upload(mine.client, mine.vendor.id, Buffer.alloc(11 * 1024 * 1024, 1));
    expect(huge.status).toBe(413);
    expect(huge.json.message).toBe('That photo is larger than 10 MB. Choose a smaller one.');
    expect(filesOf(vendor.id)).toEqual([]);
  });
});

describe('the cover and deleting', () => {
  it('makes the first photo the cover, shows it on the card and the page, and clears it when deleted', async () => {
    const { client, vendor } = await owner();
    const first = (await upload(client, vendor.id, await makeJpeg())).json as unknown as PhotoView;
    const second = (await upload(client, vendor.id, await makeJpeg())).json as unknown as PhotoView;
    const card = async () => {
      const list = (await client.get('/api/vendors')).json as VendorCard[];
      return list.find((v) => v.id === vendor.id);
    };
    expect((await card())?.photo).toEqual({
      src: first.src,
      srcset: first.srcset,
      width: first.width,
      height: first.height,
    });
    const page = (await client.get(`/api/vendors/${vendor.id}`)).json as VendorDetail;
    expect(page.photos.map((p) => p.id)).toEqual([first.id, second.id]);

    const cover = `/api/vendor/businesses/${vendor.id}/cover`;
    expect((await client.call('PUT', cover, { body: { photoId: second.id } })).json).toEqual({
      coverPhotoId: second.id,
    });
    expect((await card())?.photo?.src).toBe(second.src);
    expect((await client.call('PUT', cover, { body: { photoId: 'nope' } })).status).toBe(404);

    const gone = await client.delete(`/api/vendor/businesses/${vendor.id}/photos/${second.id}`);
    expect(gone.json).toEqual({ id: second.id, deleted: true });
    expect(filesOf(vendor.id).some((f) => f.startsWith(second.id))).toBe(false);
    expect(filesOf(vendor.id).some((f) => f.startsWith(first.id))).toBe(true);
    expect(
      (await t.db.select().from(vendors).where(eq(vendors.id, vendor.id)).get())?.coverPhotoId,
    ).toBeNull();
    expect((await card())?.photo).toBeNull();
    expect((await t.app.request(`${ORIGIN}${second.src}`)).status).toBe(404);

    expect((await client.call('PUT', cover, { body: { photoId: first.id } })).status).toBe(200);
    expect((await client.call('PUT', cover, { body: { photoId: null } })).json).toEqual({
      coverPhotoId: null,
    });
  });

  it("refuses to delete or choose another owner's photo", async () => {
    const { client, vendor } = await owner();
    const photo = (await upload(client, vendor.id, await makeJpeg())).json as unknown as PhotoView;
    const stranger = await signUp(t.app, 'vendor');
    const theirs = await addVendor(t.db, { userId: stranger.user.id });
    const path = `/api/vendor/businesses/${vendor.id}/photos/${photo.id}`;
    expect((await stranger.client.delete(path)).status).toBe(404);
    // Their own business with my photo's id: not theirs to touch.
    expect(
      (await stranger.client.delete(`/api/vendor/businesses/${theirs.id}/photos/${photo.id}`)).status,
    ).toBe(404);
    const cover = `/api/vendor/businesses/${theirs.id}/cover`;
    expect((await stranger.client.call('PUT', cover, { body: { photoId: photo.id } })).status).toBe(404);
    expect(filesOf(vendor.id)).toHaveLength(3);
  });
});

/** Reads the EXIF block for the GPS IFD pointer (tag 0x8825), in either byte order. */
async function exifHasGps(bytes: Buffer): Promise<boolean> {
  const exif = (await sharp(bytes).metadata()).exif;
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}
