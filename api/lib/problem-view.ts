import { eq } from 'drizzle-orm';
import { centsToDecimal } from '../contracts/money';
import { type BookingProblem, type ProblemView, reportPhotoUrl, reportWindow } from '../contracts/problems';
import type { Executor } from '../db/client';
import { type orders, problemReports } from '../db/schema';

// A problem report as its parties read it: here, under the modules, as the booking page (orders) and
// the report's own calls (problems) both show it.

type Report = typeof problemReports.$inferSelect;

export const toProblemView = (report: Report): ProblemView => ({
  id: report.id,
  orderId: report.orderId,
  kind: report.kind,
  details: report.details,
  photos: report.photos.map((photo) => reportPhotoUrl(report.id, photo.id, photo.widths)),
  status: report.status,
  refundAmount: report.refundCents === null ? null : centsToDecimal(report.refundCents),
  resolution: report.resolution,
  createdAt: report.createdAt,
  resolvedAt: report.resolvedAt,
});

/** The booking's report, if one was filed, and its window: what GET /api/orders/:id carries as `problem`. */
export async function problemOfOrder(
  db: Executor,
  order: typeof orders.$inferSelect,
): Promise<BookingProblem> {
  const report = await db.select().from(problemReports).where(eq(problemReports.orderId, order.id)).get();
  return { report: report ? toProblemView(report) : null, window: reportWindow(order) };
}
