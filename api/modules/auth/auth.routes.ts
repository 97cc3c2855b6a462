import { type Context, Hono } from 'hono';
import { loginSchema, registerSchema } from '../../contracts/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser } from '../../lib/guards';
import { endSession, startSession } from '../../lib/sessions';
import { validate } from '../../lib/validate';
import { claimQuotes } from '../quotes/quotes.service';
import { ThrottledError } from './attempt-counters';
import { type Attempt, authenticate, registerUser } from './auth.service';
import { clientAddress } from './client-address';

/** Runs a throttled step, telling a refused client when to retry (the error handler keeps the header). */
async function withRetryAfter<T>(c: Context<AppEnv>, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ThrottledError) c.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

export function authRoutes(deps: AppDeps) {
  const attempt = (c: Context<AppEnv>): Attempt => ({
    address: clientAddress(c, deps.trustProxyHops),
    now: deps.clock.now(),
  });
  return new Hono<AppEnv>()
    .post('/register', validate('json', registerSchema), async (c) => {
      const user = await withRetryAfter(c, () => registerUser(deps.db, c.req.valid('json'), attempt(c)));
      claimQuotes(deps.db, user.id, user.email);
      startSession(c, deps, user.id);
      return c.json(user, 201);
    })
    .post('/login', validate('json', loginSchema), async (c) => {
      const user = await withRetryAfter(c, () => authenticate(deps.db, c.req.valid('json'), attempt(c)));
      claimQuotes(deps.db, user.id, user.email);
      startSession(c, deps, user.id);
      return c.json(user);
    })
    .post('/logout', (c) => {
      endSession(c, deps);
      return c.json({ ok: true });
    })
    .get('/user', (c) => c.json(currentUser(c.get('user'))));
}
