import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context';

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/health', (c) => {
    const row = deps.db.get<{ ok: number }>(sql`select 1 as ok`);
    return c.json({
      status: 'ok',
      database: row?.ok === 1 ? 'ok' : 'error',
      pushQueue: deps.push ? { pending: 0, failed: 0, ...deps.push.stats() } : null,
      time: deps.clock.now().toISOString(),
    });
  });
}
