import type { QueryClient } from '@tanstack/react-query';
import { localDb } from './db';

/** Caches named `user-*` hold one person's answers (cart, jobs, bookings); sign-out must leave none. */
export const USER_CACHE_PREFIX = 'user-';

/** Removes everything one signed-in person left on the phone, so the next person sees none of it. */
export async function clearUserData(queryClient: QueryClient, userId: string): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.meta?.scope === 'user' });
  await localDb.outbox.where('userId').equals(userId).delete();
  await localDb.drafts.clear();
  if ('caches' in globalThis) {
    const names = await caches.keys();
    await Promise.all(
      names.filter((name) => name.startsWith(USER_CACHE_PREFIX)).map((name) => caches.delete(name)),
    );
  }
}
