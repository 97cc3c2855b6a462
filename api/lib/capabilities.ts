import { type Column, getTableName, sql, type Table } from 'drizzle-orm';
import { gigWorkers, users, vendors } from '../db/schema';

// A person can hold several things at once (a vendor who also takes gig jobs), while users.role is
// one word. What they may open is read from what they hold, so approving one never takes the other
// away. Both are computed inside the query that reads the user (sessions, sign-in, sign-up).

/**
 * "table"."column", always qualified: drizzle leaves columns bare in a one-table query, and a bare
 * "id" inside the subquery would bind to the subquery's own table instead of users.
 */
const qualified = (table: Table, column: Column) => sql.raw(`"${getTableName(table)}"."${column.name}"`);

const userId = qualified(users, users.id);
const ownsApprovedVendor = sql`exists (select 1 from ${vendors} where ${qualified(vendors, vendors.userId)} = ${userId} and ${qualified(vendors, vendors.applicationStatus)} = 'approved')`;

/** May use the vendor dashboard: signed up as a vendor, or owns a business an admin approved. */
export const isVendorColumn =
  sql<boolean>`(${qualified(users, users.role)} = 'vendor' or ${ownsApprovedVendor})`.mapWith(Boolean);

/** May take jobs: holds an approved gig worker profile (the job board's own rule). */
export const isWorkerColumn =
  sql<boolean>`exists (select 1 from ${gigWorkers} where ${qualified(gigWorkers, gigWorkers.userId)} = ${userId} and ${qualified(gigWorkers, gigWorkers.status)} = 'approved')`.mapWith(
    Boolean,
  );
