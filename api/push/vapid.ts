import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * The VAPID keys: from the environment when set, else generated once and kept in the database, so
 * a restart keeps them and the phones' existing subscriptions keep working.
 */
export async function loadVapidKeys(
  db: Db,
  env: { publicKey?: string; privateKey?: string; subject: string },
): Promise<VapidKeys> {
  if (env.publicKey && env.privateKey)
    return { publicKey: env.publicKey, privateKey: env.privateKey, subject: env.subject };
  const stored = await db.select().from(appSettings).where(eq(appSettings.key, 'vapid')).get();
  if (stored)
    return {
      ...(JSON.parse(stored.value) as { publicKey: string; privateKey: string }),
      subject: env.subject,
    };
  const generated = webpush.generateVAPIDKeys();
  await db
    .insert(appSettings)
    .values({ key: 'vapid', value: JSON.stringify(generated) })
    .onConflictDoNothing()
    .run();
  // Another process may have won the insert: read back what is stored.
  return loadVapidKeys(db, env);
}
