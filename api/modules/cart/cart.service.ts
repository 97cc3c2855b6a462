import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { unavailableMessage } from '../../contracts/availability';
import type { AddCartItemInput, CartView } from '../../contracts/cart';
import { townToday } from '../../contracts/dates';
import { eventAddressRule, postalAddress } from '../../contracts/event-address';
import { leadTimeProblem } from '../../contracts/lead-time';
import { hoursProblem, linePrice, pricedHours } from '../../contracts/line-price';
import { centsToDecimal, decimalToCents, formatMoney } from '../../contracts/money';
import type { Db, Executor, Tx } from '../../db/client';
import { cartItems, carts, paymentItems, payments, services, vendors } from '../../db/schema';
import { badRequest, conflict, notFound, priceChanged } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { requireOwnCartItem } from '../../lib/ownership';
import { dayProblem } from '../availability/day-capacity';
import { guestProblem, lineBookingMode, MAX_CART_ITEMS, MAX_CHARGE_CENTS } from './booking-rules';
import { repricedLines } from './reprice';

/** The customer's one active cart, made on first use (the partial unique index settles races). */
export async function activeCartId(db: Executor, customerId: string): Promise<string> {
  const found = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.customerId, customerId), eq(carts.status, 'active')))
    .get();
  if (found) return found.id;
  await db.insert(carts).values({ id: newId(), customerId }).onConflictDoNothing().run();
  return activeCartId(db, customerId);
}

/** Who started a payment covering this item id (it may have left the cart since), if anyone. */
async function payerOfItem(db: Executor, itemId: string): Promise<string | null> {
  return (
    (
      await db
        .select({ customerId: payments.customerId })
        .from(paymentItems)
        .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
        .where(eq(paymentItems.cartItemId, itemId))
        .get()
    )?.customerId ?? null
  );
}

export async function cartView(db: Executor, cartId: string): Promise<CartView> {
  const cart = await db.select().from(carts).where(eq(carts.id, cartId)).get();
  if (!cart) throw notFound('Cart not found');
  const items = await db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt))
    .all();
  const repriced = await repricedLines(db, items);
  const serviceIds = items.flatMap((i) => (i.serviceId ? [i.serviceId] : []));
  const booked = new Map(
    serviceIds.length === 0
      ? []
      : (
          await db
            .select({ id: services.id, priceUnit: services.priceUnit, bookingMode: services.bookingMode })
            .from(services)
            .where(inArray(services.id, serviceIds))
            .all()
        ).map((s) => [s.id, s]),
  );
  // Each vendor's policy now: the one its line is copied with if paid now (issue 30).
  const policyOf = new Map(
    (
      await db
        .select({ id: vendors.id, policy: vendors.cancellationPolicy })
        .from(vendors)
        .where(inArray(vendors.id, [...new Set(items.map((i) => i.vendorId))]))
        .all()
    ).map((v) => [v.id, v.policy]),
  );
  return {
    id: cart.id,
    status: cart.status,
    totalAmount: centsToDecimal(cart.totalAmountCents),
    items: items.map(({ cartId: _cart, priceCents, ...item }) => {
      const now = repriced.get(item.id);
      const service = item.serviceId ? booked.get(item.serviceId) : undefined;
      return {
        ...item,
        // An offer's price is the vendor's own, whatever its service's unit.
        hours: service && !item.offerId ? pricedHours(service.priceUnit, item) : null,
        bookingMode: lineBookingMode(item, service?.bookingMode ?? null),
        cancellationPolicy: policyOf.get(item.vendorId) ?? 'standard',
        price: centsToDecimal(priceCents),
        currentPrice: now === undefined ? null : centsToDecimal(now),
      };
    }),
  };
}

/** A cart is one event's shopping: at most 50 lines and one card charge's worth. */
export async function assertRoomFor(db: Executor, cartId: string, priceCents: number) {
  const held = (await db
    .select({ count: sql<number>`count(*)`, total: sql<number>`coalesce(sum(price_cents * quantity), 0)` })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .get()) ?? { count: 0, total: 0 };
  if (held.count >= MAX_CART_ITEMS)
    throw badRequest(`A cart holds at most ${MAX_CART_ITEMS} bookings. Check out or remove some first.`);
  if (held.total + priceCents > MAX_CHARGE_CENTS)
    throw badRequest(
      `A cart can total at most ${formatMoney(MAX_CHARGE_CENTS, 'cents')}. Check out what you have first.`,
    );
}

export async function refreshTotal(db: Executor, cartId: string) {
  await db
    .update(carts)
    .set({
      totalAmountCents: sql`(select coalesce(sum(price_cents * quantity), 0) from cart_items where cart_id = ${cartId})`,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(carts.id, cartId))
    .run();
}

/**
 * Adds a booking. The server decides the name and the price from the vendor and service; the
 * client's `price` and `itemName` are ignored. A replayed client id returns the cart unchanged.
 */
export async function addItem(
  db: Db,
  customerId: string,
  input: AddCartItemInput,
  now: Date,
): Promise<{ cart: CartView; created: boolean }> {
  return await db.transaction(async (tx) => {
    const { cartId, created } = await addLine(tx, customerId, input, now);
    return { cart: await cartView(tx, cartId), created };
  });
}

/**
 * The one path that checks and prices a cart line, inside the caller's transaction: addItem's, or
 * the planner's step 4, which puts a whole plan in the cart at once and links each line to its
 * event (`eventId`). Throws (a 4xx) without writing anything when the line cannot be booked.
 */
export async function addLine(
  tx: Tx,
  customerId: string,
  input: AddCartItemInput,
  now: Date,
  eventId: string | null = null,
): Promise<{ cartId: string; created: boolean }> {
  const cartId = await activeCartId(tx, customerId);
  if (input.id) {
    const existing = await tx
      .select({ cartId: cartItems.cartId, customerId: carts.customerId })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(cartItems.id, input.id))
      .get();
    if (existing && existing.customerId !== customerId) throw conflict('That item id is already used');
    if (existing) return { cartId, created: false };
    // An id a payment already covers is a replay of that booking, not a new one: re-adding it with
    // other details must not change what the payment's orders will be.
    const paidFor = await payerOfItem(tx, input.id);
    if (paidFor && paidFor !== customerId) throw conflict('That item id is already used');
    if (paidFor) return { cartId, created: false };
  }

  if (input.selectedDate < townToday(now))
    throw badRequest('The event date has passed', { selectedDate: 'Choose today or a later date' });
  const vendor = await tx
    .select({
      id: vendors.id,
      businessName: vendors.businessName,
      isActive: vendors.isActive,
      address: vendors.address,
      city: vendors.city,
      state: vendors.state,
      zipCode: vendors.zipCode,
    })
    .from(vendors)
    .where(eq(vendors.id, input.vendorId))
    .get();
  if (!vendor?.isActive)
    throw badRequest('This vendor is not taking bookings', { vendorId: 'Unknown or inactive vendor' });
  const unavailable = await dayProblem(tx, { vendorId: vendor.id, day: input.selectedDate, customerId, now });
  if (unavailable)
    throw badRequest(unavailableMessage(vendor.businessName, input.selectedDate, unavailable), {
      selectedDate: unavailable === 'full' ? 'Fully booked that day' : 'Not taking bookings that day',
    });

  const offered = await tx
    .select()
    .from(services)
    .where(and(eq(services.vendorId, vendor.id), eq(services.isActive, true)))
    .all();
  const guestCount = input.guestCount ?? null;
  const selectedTime = input.selectedTime || null;
  const endTime = input.endTime || null;
  let priceCents = 0;
  let itemName = vendor.businessName;
  let serviceId: string | null = null;
  let eventAddress = input.eventAddress || null;
  if (input.serviceId) {
    const service = offered.find((s) => s.id === input.serviceId);
    if (!service)
      throw badRequest('That service is not offered by this vendor', { serviceId: 'Unknown service' });
    // The customer agreed to the price they saw: another one is shown to them, never charged.
    const seenCents = input.seenPrice == null ? null : decimalToCents(input.seenPrice);
    if (seenCents !== null && seenCents !== service.basePriceCents)
      throw priceChanged({
        was: centsToDecimal(seenCents),
        now: centsToDecimal(service.basePriceCents),
        unit: service.priceUnit,
      });
    const tooSoon = leadTimeProblem(service, input.selectedDate, input.selectedTime || null, now);
    if (tooSoon) throw badRequest(tooSoon, { selectedDate: 'Too soon for this service' });
    const problem = guestProblem(service, guestCount);
    if (problem) throw badRequest(problem.message, { guestCount: problem.field });
    const hours = hoursProblem(service, { selectedTime, endTime });
    if (hours) throw badRequest(hours.message, { [hours.field]: hours.hint });
    priceCents = linePrice(service, service.basePriceCents, { guestCount, selectedTime, endTime });
    itemName = `${vendor.businessName} - ${service.name}`;
    serviceId = service.id;
    const rule = eventAddressRule(service.category);
    if (rule === 'required' && !eventAddress)
      throw badRequest(`Please enter the event address for ${service.name}`, {
        eventAddress: 'Enter where the event is',
      });
    // A venue's event is at the venue unless the customer says otherwise.
    if (rule === 'venue') eventAddress ??= postalAddress(vendor);
  } else if (offered.length > 0) {
    throw badRequest('Please select a service to continue', { serviceId: 'Service required' });
  }

  await assertRoomFor(tx, cartId, priceCents);

  await tx
    .insert(cartItems)
    .values({
      id: input.id ?? newId(),
      cartId,
      vendorId: vendor.id,
      serviceId,
      packageId: input.packageId ?? null,
      itemType: serviceId ? 'service' : 'vendor',
      eventId,
      itemName,
      quantity: 1,
      selectedDate: input.selectedDate,
      selectedTime,
      endTime,
      guestCount,
      eventAddress,
      notes: input.notes || null,
      priceCents,
      createdAt: now.toISOString(),
    })
    .run();
  await refreshTotal(tx, cartId);
  return { cartId, created: true };
}

/**
 * Takes lines out of the customer's active cart (ids not in it are passed over) and refreshes its
 * total, in the caller's transaction. Answers how many it took out.
 */
export async function removeLines(tx: Executor, customerId: string, itemIds: string[]): Promise<number> {
  if (itemIds.length === 0) return 0;
  const cartId = await activeCartId(tx, customerId);
  const removed = await tx
    .delete(cartItems)
    .where(and(inArray(cartItems.id, itemIds), eq(cartItems.cartId, cartId)))
    .returning({ id: cartItems.id })
    .all();
  if (removed.length > 0) await refreshTotal(tx, cartId);
  return removed.length;
}

export async function removeItem(db: Db, customerId: string, itemId: string): Promise<CartView> {
  return await db.transaction(async (tx) => {
    await requireOwnCartItem(tx, customerId, itemId);
    await removeLines(tx, customerId, [itemId]);
    return cartView(tx, await activeCartId(tx, customerId));
  });
}

export async function clearCart(db: Db, customerId: string): Promise<CartView> {
  return await db.transaction(async (tx) => {
    const cartId = await activeCartId(tx, customerId);
    await tx.delete(cartItems).where(eq(cartItems.cartId, cartId)).run();
    await refreshTotal(tx, cartId);
    return cartView(tx, cartId);
  });
}
