import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser, requireUser } from '../../lib/guards';
import { customerOrders } from './orders.service';

export function orderRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/orders', requireUser, (c) =>
    c.json(customerOrders(deps.db, currentUser(c.get('user')).id)),
  );
}
