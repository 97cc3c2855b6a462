import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { rawRow } from '../../db/transaction-gate';
import type { AppDeps, AppEnv } from '../../lib/context';

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    const row = await rawRow<{ ok: number }>(deps.db, sql`select 1 as ok`);
    return c.json({
      status: 'ok',
      database: row?.ok === 1 ? 'ok' : 'error',
      pushQueue: deps.push ? { pending: 0, failed: 0, ...(await deps.push.stats()) } : null,
      time: deps.clock.now().toISOString(),
    });
  });
}
