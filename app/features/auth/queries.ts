import type { PublicUser } from '@contracts/auth';
import { queryOptions } from '@tanstack/react-query';
import { get, HttpError } from '~/lib/api';

export const authKeys = { user: ['user'] as const };

/** The current user; a 401 means anonymous (null), not an error (SPEC section 4). */
export const userQuery = queryOptions({
  queryKey: authKeys.user,
  queryFn: async (): Promise<PublicUser | null> => {
    try {
      return await get<PublicUser>('/api/user');
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) return null;
      throw error;
    }
  },
  meta: { persist: true },
});

export function displayName(user: Pick<PublicUser, 'firstName' | 'lastName' | 'username'>): string {
  return user.firstName ? [user.firstName, user.lastName].filter(Boolean).join(' ') : user.username;
}

export function initial(user: Pick<PublicUser, 'firstName' | 'username'>): string {
  return (user.firstName || user.username).charAt(0).toUpperCase();
}
