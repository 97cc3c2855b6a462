import { Hono } from 'hono';
import {
  PASSWORD_CHANGED,
  RESET_REQUESTED,
  resetConfirmSchema,
  resetRequestSchema,
} from '../../contracts/password-reset';
import { afterAnswer } from '../../lib/after-answer';
import type { AppDeps, AppEnv } from '../../lib/context';
import { validate } from '../../lib/validate';
import { confirmReset, requestReset } from './password-reset.service';

/** Forgot password: a link by email, then the new password. Neither call needs a session. */
export function passwordResetRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/password-reset', validate('json', resetRequestSchema), (c) => {
      const { email } = c.req.valid('json');
      const now = deps.clock.now();
      // The same answer at once for every email; whether it has an account is looked at afterwards.
      afterAnswer('password reset', async () => {
        if (await requestReset(deps.db, email, now, deps.publicOrigin)) deps.mail?.wake();
      });
      return c.json({ message: RESET_REQUESTED });
    })
    .post('/password-reset/confirm', validate('json', resetConfirmSchema), async (c) => {
      await confirmReset(deps.db, c.req.valid('json'), deps.clock.now(), deps.publicOrigin);
      deps.mail?.wake();
      return c.json({ message: PASSWORD_CHANGED });
    });
}
