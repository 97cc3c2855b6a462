import { Hono } from 'hono';
import { preferencesSchema } from '../../contracts/preferences';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser, requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { getPreferences, savePreferences } from './preferences.service';

export function preferencesRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('/preferences', requireUser)
    .get('/preferences', async (c) => c.json(await getPreferences(deps.db, currentUser(c.get('user')))))
    .post('/preferences', validate('json', preferencesSchema), async (c) => {
      const user = currentUser(c.get('user'));
      // An upsert answers 200 whether it applied or a newer stored edit was kept: both are the truth now.
      const { preferences } = await savePreferences(deps.db, user, c.req.valid('json'), deps.clock.now());
      return c.json(preferences);
    });
}
