import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminReviewView, ReviewPage } from '../../contracts/reviews';
import { reviews } from '../../db/schema';
import { addVendor, makeAdmin } from '../../test/fixtures';
import { ORIGIN, signUp } from '../../test/harness';
import { makeJpeg, makePhotoApp, photoDataUrl } from '../../test/photo-fixtures';
import { reviewableOrder } from './review-test-kit';

let t: Awaited<ReturnType<typeof makePhotoApp>>;
let customer: Awaited<ReturnType<typeof signUp>>;
let vendorId: string;

beforeEach(async () => {
  t = await makePhotoApp();
  const owner = await signUp(t.app, 'vendor');
  vendorId = (await addVendor(t.db, { businessName: 'Lakeside Photo', userId: owner.user.id })).id;
  customer = await signUp(t.app, 'customer', { firstName: 'Dana', lastName: 'Reed' });
});
afterEach(() => rmSync(t.photosDir, { recursive: true, force: true }));

const words = 'Wonderful photos, on time and kind to our guests.';
const reviewWith = async (photos: string[]) =>
  customer.client.post(
    `/api/orders/${await reviewableOrder(t, { customerId: customer.user.id, vendorId })}/review`,
    {
      rating: 5,
      comment: words,
      photos,
    },
  );
const reviewFolder = () => join(t.photosDir, 'reviews');
const keptFiles = () => (existsSync(reviewFolder()) ? readdirSync(reviewFolder(), { recursive: true }) : []);
const publicPage = async () =>
  (await (await t.app.request(`${ORIGIN}/api/vendors/${vendorId}/reviews`)).json()) as ReviewPage;

describe('photos with a review', () => {
  it('keeps up to 3 as WebP with no EXIF, shows them with the review, and serves them to anyone', async () => {
    const photo = photoDataUrl(await makeJpeg({ gps: true, width: 1200, height: 800 }));
    const res = await reviewWith([photo, photo]);
    expect(res.status).toBe(201);

    const [shown] = (await publicPage()).reviews;
    expect(shown?.photos).toHaveLength(2);
    const first = shown?.photos[0];
    expect(first).toMatchObject({ width: 1200, height: 800 });
    expect(first?.src).toMatch(new RegExp(`^/photos/reviews/${shown?.id}/[0-9a-f-]{36}-1200\\.webp$`));
    expect(first?.srcset).toMatch(/-320\.webp 320w, .*-640\.webp 640w, .*-1200\.webp 1200w$/);

    // No sign-in: the review is public, like the vendor's gallery.
    const served = await t.app.request(`${ORIGIN}${first?.src}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600');
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1200 });
    expect(stored.exif).toBeUndefined();
  });

  it('refuses a 4th photo, with nothing kept', async () => {
    const photo = photoDataUrl(await makeJpeg({ width: 800, height: 600 }));
    const res = await reviewWith([photo, photo, photo, photo]);
    expect(res).toMatchObject({ status: 400, json: { message: 'Add at most 3 photos.' } });
    expect(await t.db.select().from(reviews).all()).toEqual([]);
    expect(keptFiles()).toEqual([]);
  });

  it('refuses a file that is not an image, and a photo under 600 px on its shorter side', async () => {
    const good = photoDataUrl(await makeJpeg({ width: 800, height: 600 }));
    const text = photoDataUrl(Buffer.from('not really a picture\n'.repeat(20)));
    const notImage = await reviewWith([good, text]);
    expect(notImage).toMatchObject({
      status: 400,
      json: { message: 'That file is not a photo we can read. Use a JPEG, PNG, WebP or HEIC image.' },
    });
    const pdf = await reviewWith([
      `data:application/pdf;base64,${Buffer.from('%PDF-1.4').toString('base64')}`,
    ]);
    expect(pdf).toMatchObject({
      status: 400,
      json: { message: 'Each photo must be a JPEG, PNG or WebP image' },
    });

    const small = await reviewWith([photoDataUrl(await makeJpeg({ width: 1200, height: 599 }))]);
    expect(small).toMatchObject({
      status: 400,
      json: { message: 'Photos must be at least 600 px on their shorter side (this one is 1200 × 599).' },
    });
    expect(await t.db.select().from(reviews).all()).toEqual([]);
    expect(keptFiles()).toEqual([]);
  });

  it('shows no photos of a hidden review, and no longer serves them', async () => {
    expect((await reviewWith([photoDataUrl(await makeJpeg({ width: 800, height: 600 }))])).status).toBe(201);
    const [shown] = (await publicPage()).reviews;
    const src = shown?.photos[0]?.src ?? '';
    expect((await t.app.request(`${ORIGIN}${src}`)).status).toBe(200);

    const admin = await signUp(t.app);
    await makeAdmin(t.db, admin.user.id);
    const hide = await admin.client.post(`/api/admin/reviews/${shown?.id}/hide`, {
      reason: 'Not of this event',
    });
    expect(hide.status).toBe(200);
    expect((await publicPage()).reviews).toEqual([]);
    const gone = await t.app.request(`${ORIGIN}${src}`);
    expect(gone).toMatchObject({ status: 404 });
    expect(await gone.json()).toEqual({ message: 'No such photo', code: 'not_found' });
    // The admin console still shows what was hidden, photos and all, to judge it.
    const [listed] = (await admin.client.get('/api/admin/reviews')).json as AdminReviewView[];
    expect(listed?.photos).toHaveLength(1);
  });

  it('serves no file by a made-up or escaping name', async () => {
    expect((await reviewWith([photoDataUrl(await makeJpeg({ width: 800, height: 600 }))])).status).toBe(201);
    const [shown] = (await publicPage()).reviews;
    const base = `${ORIGIN}/photos/reviews/${shown?.id}`;
    expect((await t.app.request(`${base}/..%2F..%2Fapp.db`)).status).toBe(404);
    expect((await t.app.request(`${base}/${crypto.randomUUID()}-640.webp`)).status).toBe(404);
    expect((await t.app.request(`${ORIGIN}/photos/reviews/${crypto.randomUUID()}/x-640.webp`)).status).toBe(
      404,
    );
  });

  describe('a review that is not recorded keeps none of its photos', () => {
    const post = (orderId: string, photos: string[]) =>
      customer.client.post(`/api/orders/${orderId}/review`, { rating: 5, comment: words, photos });
    const keptWebp = () => keptFiles().filter((name) => String(name).endsWith('.webp'));

    it('two taps at once: one review is kept with its photos, the other is a 409 and its photos are removed', async () => {
      const photo = photoDataUrl(await makeJpeg({ width: 800, height: 600 }));
      const orderId = await reviewableOrder(t, { customerId: customer.user.id, vendorId });
      const answers = await Promise.all([post(orderId, [photo]), post(orderId, [photo])]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)?.json).toMatchObject({
        message: 'You have already reviewed this booking',
      });
      const [kept] = await t.db.select().from(reviews).all();
      // One photo is kept at its three widths, all in the kept review's folder.
      expect(keptWebp()).toHaveLength(3);
      expect(keptWebp().every((name) => String(name).startsWith(kept?.id ?? 'no review'))).toBe(true);
    });

    it('a second review of a reviewed booking is a 409 before its photos are read', async () => {
      const orderId = await reviewableOrder(t, { customerId: customer.user.id, vendorId });
      expect((await post(orderId, [])).status).toBe(201);
      const text = photoDataUrl(Buffer.from('not really a picture\n'.repeat(20)));
      expect(await post(orderId, [text])).toMatchObject({
        status: 409,
        json: { message: 'You have already reviewed this booking' },
      });
    });

    it('a failure while writing the review is a 500, not "already reviewed", and its photos are removed', async () => {
      // The database refuses the row, as a full disk would.
      await t.db.run(
        sql`create trigger no_reviews before insert on reviews begin select raise(abort, 'disk I/O error'); end`,
      );
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const photo = photoDataUrl(await makeJpeg({ width: 800, height: 600 }));
      const res = await post(await reviewableOrder(t, { customerId: customer.user.id, vendorId }), [photo]);
      const error = logged.mock.calls[0]?.at(-1);
      logged.mockRestore();
      // Drizzle names the statement; the engine's own error is its cause.
      expect(String(error instanceof Error ? error.cause : error)).toBe('SqliteError: disk I/O error');
      expect(res).toMatchObject({
        status: 500,
        json: { message: 'Something went wrong on our side. Please try again.' },
      });
      expect(keptWebp()).toEqual([]);
    });
  });
});
