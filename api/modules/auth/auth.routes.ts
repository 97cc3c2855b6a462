import { type Context, Hono } from 'hono';
import { loginSchema, registerSchema } from '../../contracts/auth';
import { withRetryAfter } from '../../lib/attempt-counters';
import { clientAddress } from '../../lib/client-address';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser } from '../../lib/guards';
import { endSession, startSession } from '../../lib/sessions';
import { validate } from '../../lib/validate';
import { claimQuotes } from '../quotes/quotes.service';
import { type Attempt, authenticate, registerUser } from './auth.service';
import { welcome } from './welcome';

export function authRoutes(deps: AppDeps) {
  const attempt = (c: Context<AppEnv>): Attempt => ({
    address: clientAddress(c, deps.trustProxyHops),
    now: deps.clock.now(),
  });
  return new Hono<AppEnv>()
    .post('/register', validate('json', registerSchema), async (c) => {
      const user = await withRetryAfter(c, () => registerUser(deps.db, c.req.valid('json'), attempt(c)));
      await claimQuotes(deps.db, user.id, user.email);
      await welcome(deps.db, user, deps.clock.now());
      await startSession(c, deps, user.id);
      return c.json(user, 201);
    })
    .post('/login', validate('json', loginSchema), async (c) => {
      const user = await withRetryAfter(c, () =>
        authenticate(deps.db, c.req.valid('json'), attempt(c), async (signedIn) => {
          await claimQuotes(deps.db, signedIn.id, signedIn.email);
          await startSession(c, deps, signedIn.id);
        }),
      );
      return c.json(user);
    })
    .post('/logout', async (c) => {
      await endSession(c, deps);
      return c.json({ ok: true });
    })
    .get('/user', (c) => c.json(currentUser(c.get('user'))));
}
