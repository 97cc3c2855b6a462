import { eq } from 'drizzle-orm';
import {
  ALREADY_REPORTED,
  MAX_REPORT_PHOTOS,
  type ProblemForm,
  type ProblemView,
  REPORT_CANCELLED,
  REPORT_TOO_EARLY,
  REPORT_TOO_LATE,
  reportWindow,
  TOO_MANY_PHOTOS,
} from '../../contracts/problems';
import type { Db, Executor } from '../../db/client';
import { problemReports } from '../../db/schema';
import { holdForReport } from '../../ledger/dispute-books';
import { badRequest, conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { requireOwnOrder } from '../../lib/ownership';
import { toProblemView } from '../../lib/problem-view';
import { tellOfReport } from './problem-notices';
import { removeReportPhotos, storeReportPhotos } from './problem-photos';

const NOT_ACCEPTED = 'The vendor never accepted this booking: cancel it instead.';

/**
 * The customer's own booking, open to a report now: accepted (or under way, or done), not cancelled,
 * inside its window, and not reported yet. Asked before the upload is read and again as it is recorded.
 */
export async function assertCanReport(db: Executor, customerId: string, orderId: string, now: Date) {
  const order = await requireOwnOrder(db, customerId, orderId);
  if (order.status === 'cancelled') throw conflict(REPORT_CANCELLED);
  if (order.status === 'pending') throw conflict(NOT_ACCEPTED);
  const window = reportWindow(order);
  const at = now.toISOString();
  if (!window || at < window.opens) throw conflict(REPORT_TOO_EARLY);
  if (at > window.closes) throw conflict(REPORT_TOO_LATE);
  const filed = await db
    .select({ id: problemReports.id })
    .from(problemReports)
    .where(eq(problemReports.orderId, orderId))
    .get();
  if (filed) throw conflict(ALREADY_REPORTED);
  return order;
}

/**
 * Files the report: its photos processed and written first, then in one transaction the row (unique
 * per booking: a race's second insert is the same 409), the hold of the vendor's unpaid share if the
 * booking is settled (else when it settles), and the notices. A refusal there removes the photos.
 */
export async function fileReport(
  deps: { db: Db; photosDir: string },
  customerId: string,
  orderId: string,
  form: ProblemForm,
  uploads: Buffer[],
  now: Date,
): Promise<ProblemView> {
  const { db, photosDir } = deps;
  if (uploads.length > MAX_REPORT_PHOTOS) throw badRequest(TOO_MANY_PHOTOS, { photos: TOO_MANY_PHOTOS });
  await assertCanReport(db, customerId, orderId, now);
  const id = newId();
  const photos = await storeReportPhotos(photosDir, id, uploads);
  try {
    return await db.transaction(async (tx) => {
      const order = await assertCanReport(tx, customerId, orderId, now);
      const report = await tx
        .insert(problemReports)
        .values({
          id,
          orderId,
          customerId,
          vendorId: order.vendorId,
          kind: form.kind,
          details: form.details,
          photos,
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        })
        .onConflictDoNothing()
        .returning()
        .get();
      if (!report) throw conflict(ALREADY_REPORTED);
      const heldCents = await holdForReport(tx, report, order.settledAt !== null, now);
      await tellOfReport(tx, order, report, now);
      return toProblemView({ ...report, heldCents });
    });
  } catch (error) {
    await removeReportPhotos(photosDir, id, photos);
    throw error;
  }
}
