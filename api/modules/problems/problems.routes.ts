import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { issueMessage, issuesToFields } from '../../contracts/issues';
import {
  MAX_REPORT_PHOTOS,
  problemFormSchema,
  resolveProblemSchema,
  TOO_MANY_PHOTOS,
} from '../../contracts/problems';
import { PHOTO_MAX_BYTES } from '../../contracts/vendor-page';
import { problemReports, vendors } from '../../db/schema';
import type { AppDeps, AppEnv } from '../../lib/context';
import { ApiError, badRequest, notFound } from '../../lib/errors';
import { currentUser, requireRole, requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { adminProblems } from './admin-problems';
import { readReportPhoto } from './problem-photos';
import { assertCanReport, fileReport } from './report-problem';
import { resolveProblem } from './resolve-problem';

/** The report form, the other multipart write: the global 100 KB limit and the JSON-only guard let it by (app.ts). */
export const REPORT_UPLOAD_PATH = /^\/api\/orders\/[^/]+\/problem$/;

const TOO_LARGE = 'Each photo must be at most 10 MB. Choose smaller ones.';
const FORM = 'Send the report as a form (multipart/form-data: kind, details, photo)';

/** Filing a report (the customer), reading its photos (its three parties), settling it (the admin). */
export function problemRoutes(deps: AppDeps & { photosDir: string }) {
  const { db, clock, photosDir } = deps;
  return new Hono<AppEnv>()
    .post(
      '/orders/:id/problem',
      requireUser,
      // Three photos plus the form's text, boundaries and headers.
      bodyLimit({
        maxSize: MAX_REPORT_PHOTOS * PHOTO_MAX_BYTES + 64 * 1024,
        onError: () => {
          throw new ApiError(413, TOO_LARGE, 'payload_too_large');
        },
      }),
      async (c) => {
        const userId = currentUser(c.get('user')).id;
        const orderId = c.req.param('id');
        // Before the body is read: a report refused anyway does not hold 30 MB.
        await assertCanReport(db, userId, orderId, clock.now());
        if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) throw badRequest(FORM);
        const form = await c.req.parseBody({ all: true }).catch(() => {
          throw badRequest(FORM);
        });
        const parsed = v.safeParse(problemFormSchema, { kind: form.kind, details: form.details });
        if (!parsed.success) {
          const [first] = parsed.issues;
          throw badRequest(first ? issueMessage(first) : FORM, issuesToFields(parsed.issues));
        }
        const files = [form.photo ?? []].flat().filter((f): f is File => f instanceof File && f.size > 0);
        if (files.length > MAX_REPORT_PHOTOS) throw badRequest(TOO_MANY_PHOTOS, { photos: TOO_MANY_PHOTOS });
        if (files.some((f) => f.size > PHOTO_MAX_BYTES))
          throw new ApiError(413, TOO_LARGE, 'payload_too_large');
        const uploads = await Promise.all(files.map(async (f) => Buffer.from(await f.arrayBuffer())));
        const report = await fileReport(
          { db, photosDir },
          userId,
          orderId,
          parsed.output,
          uploads,
          clock.now(),
        );
        return c.json(report, 201);
      },
    )
    .get('/problems/:id/photos/:file', requireUser, async (c) => {
      const user = currentUser(c.get('user'));
      const found = await db
        .select({ customerId: problemReports.customerId, ownerId: vendors.userId })
        .from(problemReports)
        .innerJoin(vendors, eq(vendors.id, problemReports.vendorId))
        .where(eq(problemReports.id, c.req.param('id')))
        .get();
      const party =
        found && (found.customerId === user.id || found.ownerId === user.id || user.role === 'admin');
      const bytes = party ? await readReportPhoto(photosDir, c.req.param('id'), c.req.param('file')) : null;
      if (!bytes) throw notFound('No such photo');
      return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/webp' });
    })
    .get('/admin/problems', requireRole('admin'), async (c) => c.json(await adminProblems(db)))
    .post(
      '/admin/problems/:id/resolve',
      requireRole('admin'),
      validate('json', resolveProblemSchema),
      async (c) =>
        c.json(
          await resolveProblem(
            { db, pay: deps.payments },
            currentUser(c.get('user')).id,
            c.req.param('id'),
            c.req.valid('json'),
            clock.now(),
          ),
        ),
    );
}
