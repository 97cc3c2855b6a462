import type { Db } from '../db/client';
import type { orders } from '../db/schema';
import { sqliteOf } from './test-database';

type OrderStatus = (typeof orders.$inferSelect)['status'];

/**
 * Another instance's write landing between a read and the conditional UPDATE that follows it (one
 * process never interleaves them): the next update of this order's status first moves it to `status`,
 * as the rival did, and itself then changes nothing.
 */
export function movedMeanwhile(db: Db, orderId: string, status: OrderStatus) {
  sqliteOf(db).exec(`
    CREATE TEMP TRIGGER moved_meanwhile BEFORE UPDATE OF status ON orders
    WHEN OLD.id = '${orderId}' AND OLD.status <> '${status}'
    BEGIN
      UPDATE orders SET status = '${status}' WHERE id = OLD.id;
      SELECT RAISE(IGNORE);
    END`);
}
