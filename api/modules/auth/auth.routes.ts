import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { loginSchema, registerSchema } from '../../contracts/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser } from '../../lib/guards';
import { endSession, startSession } from '../../lib/sessions';
import { validate } from '../../lib/validate';
import { authenticate, registerUser } from './auth.service';

function clientAddress(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}

export function authRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/register', validate('json', registerSchema), async (c) => {
      const user = await registerUser(deps.db, c.req.valid('json'));
      startSession(c, deps, user.id);
      return c.json(user, 201);
    })
    .post('/login', validate('json', loginSchema), async (c) => {
      const user = await authenticate(deps.db, c.req.valid('json'), clientAddress(c), deps.clock.now());
      startSession(c, deps, user.id);
      return c.json(user);
    })
    .post('/logout', (c) => {
      endSession(c, deps);
      return c.json({ ok: true });
    })
    .get('/user', (c) => c.json(currentUser(c.get('user'))));
}
