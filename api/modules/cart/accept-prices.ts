import { and, eq, inArray } from 'drizzle-orm';
import type { AcceptPricesInput, CartView } from '../../contracts/cart';
import { decimalToCents } from '../../contracts/money';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema';
import { pricesChanged } from '../../lib/errors';
import { activeCartId, cartView, refreshTotal } from './cart.service';
import { repricedLine, repricedLines } from './reprice';

/**
 * POST /api/cart/accept-prices: the customer takes the new prices of repriced lines, each at the
 * price they were shown. A line whose price moved again meanwhile refuses the whole call (409 with
 * what they were shown and the price now), so nothing is charged that the customer did not see.
 * Lines not in the customer's cart are passed over.
 */
export async function acceptPrices(db: Db, customerId: string, input: AcceptPricesInput): Promise<CartView> {
  return await db.transaction(async (tx) => {
    const cartId = await activeCartId(tx, customerId);
    const shown = new Map(input.items.map((item) => [item.id, decimalToCents(item.price) ?? 0]));
    const lines = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, [...shown.keys()])))
      .all();
    const repriced = await repricedLines(tx, lines);
    const moved = lines.flatMap((line) => {
      const now = repriced.get(line.id) ?? line.priceCents;
      const seen = shown.get(line.id) ?? 0;
      return seen === now ? [] : [repricedLine(line.itemName, seen, now)];
    });
    if (moved.length > 0) throw pricesChanged(moved);
    for (const [id, priceCents] of repriced)
      await tx.update(cartItems).set({ priceCents }).where(eq(cartItems.id, id)).run();
    await refreshTotal(tx, cartId);
    return cartView(tx, cartId);
  });
}
