import { and, asc, eq, sql } from 'drizzle-orm';
import type { AddCartItemInput, CartView } from '../../contracts/cart';
import { townToday } from '../../contracts/dates';
import { centsToDecimal } from '../../contracts/money';
import type { Db, Executor } from '../../db/client';
import { cartItems, carts, services, vendors } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';

/** The customer's one active cart, made on first use (the partial unique index settles races). */
export function activeCartId(db: Executor, customerId: string): string {
  const found = db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.customerId, customerId), eq(carts.status, 'active')))
    .get();
  if (found) return found.id;
  db.insert(carts).values({ id: newId(), customerId }).onConflictDoNothing().run();
  return activeCartId(db, customerId);
}

export function cartView(db: Executor, cartId: string): CartView {
  const cart = db.select().from(carts).where(eq(carts.id, cartId)).get();
  if (!cart) throw notFound('Cart not found');
  const items = db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt))
    .all();
  return {
    id: cart.id,
    status: cart.status,
    totalAmount: centsToDecimal(cart.totalAmount),
    items: items.map(({ cartId: _cart, price, ...item }) => ({ ...item, price: centsToDecimal(price) })),
  };
}

function refreshTotal(db: Executor, cartId: string) {
  db.update(carts)
    .set({
      totalAmount: sql`(select coalesce(sum(price_cents * quantity), 0) from cart_items where cart_id = ${cartId})`,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(carts.id, cartId))
    .run();
}

/** Per-person services charge for every guest; every other unit is the service's base price. */
export function linePrice(
  service: { basePrice: number; priceUnit: string },
  guestCount: number | null,
): number {
  return service.priceUnit === 'per person' ? service.basePrice * (guestCount ?? 1) : service.basePrice;
}

/**
 * Adds a booking. The server decides the name and the price from the vendor and service; the
 * client's `price` and `itemName` are ignored. A replayed client id returns the cart unchanged.
 */
export function addItem(
  db: Db,
  customerId: string,
  input: AddCartItemInput,
  now: Date,
): { cart: CartView; created: boolean } {
  return db.transaction((tx) => {
    const cartId = activeCartId(tx, customerId);
    if (input.id) {
      const existing = tx
        .select({ cartId: cartItems.cartId, customerId: carts.customerId })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .where(eq(cartItems.id, input.id))
        .get();
      if (existing && existing.customerId !== customerId) throw conflict('That item id is already used');
      if (existing) return { cart: cartView(tx, cartId), created: false };
    }

    if (input.selectedDate < townToday(now))
      throw badRequest('The event date has passed', { selectedDate: 'Choose today or a later date' });
    const vendor = tx
      .select({ id: vendors.id, businessName: vendors.businessName, isActive: vendors.isActive })
      .from(vendors)
      .where(eq(vendors.id, input.vendorId))
      .get();
    if (!vendor?.isActive)
      throw badRequest('This vendor is not taking bookings', { vendorId: 'Unknown or inactive vendor' });

    const offered = tx
      .select()
      .from(services)
      .where(and(eq(services.vendorId, vendor.id), eq(services.isActive, true)))
      .all();
    const guestCount = input.guestCount ?? null;
    let price = 0;
    let itemName = vendor.businessName;
    let serviceId: string | null = null;
    if (input.serviceId) {
      const service = offered.find((s) => s.id === input.serviceId);
      if (!service)
        throw badRequest('That service is not offered by this vendor', { serviceId: 'Unknown service' });
      if (guestCount !== null && service.minGuests !== null && guestCount < service.minGuests) {
        throw badRequest(`${service.name} needs at least ${service.minGuests} guests`, {
          guestCount: 'Too few guests',
        });
      }
      if (guestCount !== null && service.maxGuests !== null && guestCount > service.maxGuests) {
        throw badRequest(`${service.name} serves at most ${service.maxGuests} guests`, {
          guestCount: 'Too many guests',
        });
      }
      price = linePrice(service, guestCount);
      itemName = `${vendor.businessName} - ${service.name}`;
      serviceId = service.id;
    } else if (offered.length > 0) {
      throw badRequest('Please select a service to continue', { serviceId: 'Service required' });
    }

    tx.insert(cartItems)
      .values({
        id: input.id ?? newId(),
        cartId,
        vendorId: vendor.id,
        serviceId,
        packageId: input.packageId ?? null,
        itemType: serviceId ? 'service' : 'vendor',
        itemName,
        quantity: 1,
        selectedDate: input.selectedDate,
        selectedTime: input.selectedTime || null,
        guestCount,
        notes: input.notes || null,
        price,
        createdAt: now.toISOString(),
      })
      .run();
    refreshTotal(tx, cartId);
    return { cart: cartView(tx, cartId), created: true };
  });
}

export function removeItem(db: Db, customerId: string, itemId: string): CartView {
  return db.transaction((tx) => {
    const cartId = activeCartId(tx, customerId);
    const removed = tx
      .delete(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
      .returning({ id: cartItems.id })
      .all();
    if (removed.length === 0) throw notFound('That item is not in your cart');
    refreshTotal(tx, cartId);
    return cartView(tx, cartId);
  });
}

export function clearCart(db: Db, customerId: string): CartView {
  return db.transaction((tx) => {
    const cartId = activeCartId(tx, customerId);
    tx.delete(cartItems).where(eq(cartItems.cartId, cartId)).run();
    refreshTotal(tx, cartId);
    return cartView(tx, cartId);
  });
}
