import { Hono } from 'hono';
import {
  PASSWORD_CHANGED,
  RESET_REQUESTED,
  resetConfirmSchema,
  resetRequestSchema,
} from '../../contracts/password-reset';
import type { AppDeps, AppEnv } from '../../lib/context';
import { validate } from '../../lib/validate';
import { confirmReset, requestReset } from './password-reset.service';

/** Forgot password: a link by email, then the new password. Neither call needs a session. */
export function passwordResetRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/password-reset', validate('json', resetRequestSchema), (c) => {
      if (requestReset(deps.db, c.req.valid('json').email, deps.clock.now(), deps.publicOrigin))
        deps.mail?.wake();
      return c.json({ message: RESET_REQUESTED });
    })
    .post('/password-reset/confirm', validate('json', resetConfirmSchema), async (c) => {
      await confirmReset(deps.db, c.req.valid('json'), deps.clock.now());
      deps.mail?.wake();
      return c.json({ message: PASSWORD_CHANGED });
    });
}
