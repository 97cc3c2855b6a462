import { createMiddleware } from 'hono/factory';
import type { PublicUser } from '../contracts/auth';
import type { Role } from '../contracts/enums';
import type { AppEnv } from './context';
import { forbidden, unauthorized } from './errors';

/** The signed-in user, or a 401 the client reads as "anonymous". */
export function currentUser(user: PublicUser | null): PublicUser {
  if (!user) throw unauthorized();
  return user;
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  currentUser(c.get('user'));
  await next();
});

/**
 * The vendor dashboard: for whoever holds a vendor business (see lib/capabilities), whatever their
 * role word says, so a vendor approved as a gig worker too keeps it.
 */
export const requireVendor = createMiddleware<AppEnv>(async (c, next) => {
  if (!currentUser(c.get('user')).isVendor) {
    throw forbidden('The vendor dashboard opens once your business is approved.');
  }
  await next();
});

export const requireRole = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = currentUser(c.get('user'));
    if (!roles.includes(user.role)) throw forbidden();
    await next();
  });
