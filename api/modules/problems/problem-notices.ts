import { PROBLEM_LABELS } from '../../contracts/problems';
import type { Executor } from '../../db/client';
import type { orders, problemReports } from '../../db/schema';
import { notify, notifyAdmins } from '../../notifications/notify';
import { bookingAbout } from '../orders/order-notices';

type Order = typeof orders.$inferSelect;
type Report = typeof problemReports.$inferSelect;

const ADMIN_URL = '/admin?tab=problems';

/** A report filed: the customer has it on record, the vendor learns their payout waits, the admins act. */
export async function tellOfReport(db: Executor, order: Order, report: Report, now: Date) {
  const about = await bookingAbout(db, order);
  const what = PROBLEM_LABELS[report.kind];
  const facts = [...about.facts, `Problem: ${what}`, `Details: ${report.details}`];
  const base = { kind: 'problem-reported' as const, about: `problem-reported:${report.id}`, facts };
  await notify(
    db,
    {
      ...base,
      userId: order.customerId,
      title: 'Problem reported',
      body: `We received your report about ${about.what}. An admin will look at it and tell you how it ends.`,
      url: about.customerUrl,
    },
    now,
  );
  if (about.ownerId)
    await notify(
      db,
      {
        ...base,
        userId: about.ownerId,
        title: 'A customer reported a problem',
        body: `${what}: ${about.what}. The payout for this booking waits until an admin settles the report.`,
        url: about.vendorUrl,
      },
      now,
    );
  await notifyAdmins(
    db,
    {
      ...base,
      title: 'Problem reported',
      body: `${what}: ${about.what} with ${about.vendorName}.`,
      url: ADMIN_URL,
    },
    now,
  );
}

/** The admin settled it: both sides hear how. */
export async function tellOfResolution(
  db: Executor,
  order: Order,
  report: Report,
  outcome: string,
  now: Date,
) {
  const about = await bookingAbout(db, order);
  const base = {
    kind: 'problem-resolved' as const,
    about: `problem-resolved:${report.id}`,
    title: 'Problem report settled',
    body: `${outcome} (${about.what}).`,
    facts: [...about.facts, ...(report.resolution ? [`Note: ${report.resolution}`] : [])],
  };
  await notify(db, { ...base, userId: order.customerId, url: about.customerUrl }, now);
  if (about.ownerId) await notify(db, { ...base, userId: about.ownerId, url: about.vendorUrl }, now);
}
