import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { businessProfileSchema, coverPhotoSchema, PHOTO_MAX_BYTES } from '../../contracts/vendor-page';
import type { AppDeps, AppEnv } from '../../lib/context';
import { ApiError, badRequest } from '../../lib/errors';
import { currentUser, requireVendor } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { addPhoto, assertCanAddPhoto, deletePhoto, setCover } from './photos.service';
import { editProfile, ownedPage } from './vendor-page.service';

/** The one multipart route: the global 100 KB limit and the JSON-only guard let it by (app.ts). */
export const PHOTO_UPLOAD_PATH = /^\/api\/vendor\/businesses\/[^/]+\/photos$/;

const TOO_LARGE = 'That photo is larger than 10 MB. Choose a smaller one.';
const CHOOSE = 'Choose a photo to upload';

/** The owner's own page: its details, its photos and which one leads. Ownership is checked per call. */
export function vendorPageRoutes(deps: AppDeps & { photosDir: string }) {
  const { db, clock, photosDir } = deps;
  const me = (c: { get: (key: 'user') => AppEnv['Variables']['user'] }) => currentUser(c.get('user')).id;
  return new Hono<AppEnv>()
    .use('/vendor/*', requireVendor)
    .get('/vendor/businesses/:id', async (c) =>
      c.json(await ownedPage(db, me(c), c.req.param('id'), clock.now())),
    )
    .put('/vendor/businesses/:id', validate('json', businessProfileSchema), async (c) =>
      c.json(await editProfile(db, me(c), c.req.param('id'), c.req.valid('json'), clock.now())),
    )
    .post(
      '/vendor/businesses/:id/photos',
      // The file plus the form's boundaries and headers.
      bodyLimit({
        maxSize: PHOTO_MAX_BYTES + 64 * 1024,
        onError: () => {
          throw new ApiError(413, TOO_LARGE, 'payload_too_large');
        },
      }),
      async (c) => {
        const userId = me(c);
        const vendorId = c.req.param('id');
        // Before the body is read: an upload refused anyway is not held (10 MB).
        await assertCanAddPhoto(db, userId, vendorId, clock.now());
        if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
          throw badRequest(`${CHOOSE} (multipart/form-data, field "photo")`, { photo: CHOOSE });
        }
        const form = await c.req.parseBody().catch(() => {
          throw badRequest(CHOOSE, { photo: CHOOSE });
        });
        const file = form.photo;
        if (!(file instanceof File) || file.size === 0) throw badRequest(CHOOSE, { photo: CHOOSE });
        if (file.size > PHOTO_MAX_BYTES) throw new ApiError(413, TOO_LARGE, 'payload_too_large');
        const bytes = Buffer.from(await file.arrayBuffer());
        return c.json(await addPhoto({ db, photosDir }, userId, vendorId, bytes, clock.now()), 201);
      },
    )
    .delete('/vendor/businesses/:id/photos/:photoId', async (c) =>
      c.json(
        await deletePhoto({ db, photosDir }, me(c), c.req.param('id'), c.req.param('photoId'), clock.now()),
      ),
    )
    .put('/vendor/businesses/:id/cover', validate('json', coverPhotoSchema), async (c) =>
      c.json(await setCover(db, me(c), c.req.param('id'), c.req.valid('json').photoId, clock.now())),
    );
}
