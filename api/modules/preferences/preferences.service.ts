import { eq } from 'drizzle-orm';
import type { PublicUser } from '../../contracts/auth';
import type { PreferencesInput, PreferencesView } from '../../contracts/preferences';
import type { Db, Executor } from '../../db/client';
import { communicationPreferences } from '../../db/schema';
import { newId } from '../../lib/ids';

type PreferencesRow = typeof communicationPreferences.$inferSelect;

function preferencesView(row: PreferencesRow, user: PublicUser): PreferencesView {
  return {
    email: row.email ?? user.email,
    phone: row.phone ?? '',
    emailNotifications: row.emailNotifications,
    smsNotifications: row.smsNotifications,
    marketingEmails: row.marketingEmails,
    bookingReminders: row.bookingReminders,
    promotionalTexts: row.promotionalTexts,
    clientUpdatedAt: row.clientUpdatedAt,
  };
}

const findRow = (db: Executor, userId: string) =>
  db.select().from(communicationPreferences).where(eq(communicationPreferences.userId, userId)).get();

/** The saved preferences, or SPEC section 3's defaults with the account's own contact details. */
export async function getPreferences(db: Db, user: PublicUser): Promise<PreferencesView> {
  const row = await findRow(db, user.id);
  if (row) return preferencesView(row, user);
  return {
    email: user.email,
    phone: user.phone ?? '',
    emailNotifications: true,
    smsNotifications: false,
    marketingEmails: false,
    bookingReminders: true,
    promotionalTexts: false,
    clientUpdatedAt: null,
  };
}

/**
 * Upserts the person's preferences; the newer edit by the phone's clock wins, so a change queued
 * offline and replayed after a later one (made on another device) does not undo it. An edit with
 * no time counts as made now, and a time ahead of the server's is capped at now: a phone whose
 * clock runs fast must not win every later race.
 */
export async function savePreferences(
  db: Db,
  user: PublicUser,
  input: PreferencesInput,
  now: Date,
): Promise<{ preferences: PreferencesView; applied: boolean }> {
  const stated = input.clientUpdatedAt ? new Date(input.clientUpdatedAt) : now;
  const editedAt = new Date(Math.min(stated.getTime(), now.getTime())).toISOString();
  return await db.transaction(async (tx) => {
    const stored = await findRow(tx, user.id);
    if (stored?.clientUpdatedAt && stored.clientUpdatedAt > editedAt)
      return { preferences: preferencesView(stored, user), applied: false };

    const values = {
      email: input.email,
      phone: input.phone ?? '',
      emailNotifications: input.emailNotifications,
      smsNotifications: input.smsNotifications,
      marketingEmails: input.marketingEmails,
      bookingReminders: input.bookingReminders,
      promotionalTexts: input.promotionalTexts,
      clientUpdatedAt: editedAt,
      updatedAt: now.toISOString(),
    };
    const row = await tx
      .insert(communicationPreferences)
      .values({ id: newId(), userId: user.id, ...values })
      .onConflictDoUpdate({ target: communicationPreferences.userId, set: values })
      .returning()
      .get();
    return { preferences: preferencesView(row, user), applied: true };
  });
}
