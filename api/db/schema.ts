import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  BOOKING_ACTORS,
  BOOKING_CHANGE_STATUSES,
  BOOKING_MODES,
  BUSINESS_TYPES,
  CANCELLATION_POLICIES,
  CART_STATUSES,
  EVENT_STATUSES,
  EVENT_TYPES,
  GIG_WORKER_STATUSES,
  HOLD_STATUSES,
  INVOICE_STATUSES,
  JOB_CHECK_STEPS,
  JOB_TEXT_CODE_STATUSES,
  JOB_TICKET_STATUSES,
  LEDGER_KINDS,
  OFFER_STATUSES,
  ORDER_STATUSES,
  ORDER_TYPES,
  OVERTIME_STATUSES,
  PAYEE_KINDS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PAYOUT_ACCOUNT_STATUSES,
  PAYOUT_STATUSES,
  PLAN_SUBSCRIPTION_STATUSES,
  POSITION_VERDICTS,
  PRICE_RANGES,
  PROBLEM_KINDS,
  PROBLEM_STATUSES,
  REFUND_KINDS,
  REFUND_RULES,
  REFUND_STATUSES,
  ROLES,
  SERVICE_CATEGORIES,
  type ServiceCategory,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TIERS,
  TIP_STATUSES,
  VENDOR_APPLICATION_STATUSES,
} from '../contracts/enums';
import { NOTIFICATION_KINDS } from '../contracts/notifications';
import { QUOTE_EVENT_TYPES, QUOTE_STATUSES } from '../contracts/quotes';

// Money columns hold integer cents; the API speaks two-place decimal strings (contracts/money.ts).
// Timestamps are ISO 8601 strings so they sort as text and read as JSON without conversion.
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const id = () => text('id').primaryKey();
const createdAt = () => text('created_at').notNull().default(now);
const updatedAt = () => text('updated_at').notNull().default(now);
const bool = (name: string) => integer(name, { mode: 'boolean' });
const json = <T>(name: string) => text(name, { mode: 'json' }).$type<T>();

export const users = sqliteTable(
  'users',
  {
    id: id(),
    // Unique ignoring case (the index below): 'Casey' and 'casey' are one person to everyone who reads them.
    username: text('username').notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    subscriptionTier: text('subscription_tier', { enum: SUBSCRIPTION_TIERS }).notNull().default('basic'),
    subscriptionStatus: text('subscription_status', { enum: SUBSCRIPTION_STATUSES })
      .notNull()
      .default('inactive'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`)],
);

export const sessions = sqliteTable(
  'sessions',
  {
    // SHA-256 of the cookie's token: a stolen database cannot be replayed as cookies.
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

// Throttle counters (api/lib/attempt-counters.ts): one row per key such as 'ip:<address>'.
export const loginAttempts = sqliteTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: text('window_started_at').notNull(),
  // The growing per-email delay is measured from here.
  lastAttemptAt: text('last_attempt_at'),
});

export type VendorMetadata = { cuisineType?: string; offersDelivery?: boolean; imageKey?: string };

export const vendors = sqliteTable(
  'vendors',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    businessName: text('business_name').notNull(),
    businessType: text('business_type', { enum: BUSINESS_TYPES }).notNull(),
    description: text('description'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    priceRange: text('price_range', { enum: PRICE_RANGES }),
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    isVerified: bool('is_verified').notNull().default(false),
    isActive: bool('is_active').notNull().default(true),
    featuredUntil: text('featured_until'),
    metadata: json<VendorMetadata>('metadata').notNull().default({}),
    // What the application form collected; the admin reviews it.
    plan: text('plan', { enum: SUBSCRIPTION_TIERS }).notNull().default('basic'),
    experience: text('experience'),
    hasLicense: bool('has_license').notNull().default(false),
    hasInsurance: bool('has_insurance').notNull().default(false),
    hasCertifications: bool('has_certifications').notNull().default(false),
    applicationStatus: text('application_status', { enum: VENDOR_APPLICATION_STATUSES })
      .notNull()
      .default('approved'),
    // Kept by triggers on services (migration 0005): the guest range the active services cover and
    // whether one of them is delivery, so the directory filters without a subquery per vendor.
    minGuests: integer('min_guests'),
    maxGuests: integer('max_guests'),
    offersDelivery: bool('offers_delivery').notNull().default(false),
    // How many events the vendor takes on one day (docs/booking-states.md, availability).
    dailyCapacity: integer('daily_capacity').notNull().default(1),
    // The policy a booking paid now is copied with (orders.cancellation_policy).
    cancellationPolicy: text('cancellation_policy', { enum: CANCELLATION_POLICIES })
      .notNull()
      .default('standard'),
    // The admin's words when an application was rejected or a vendor suspended, and when.
    decisionNote: text('decision_note'),
    decidedAt: text('decided_at'),
    suspendedReason: text('suspended_reason'),
    // The photo the directory card and the page lead with (vendor_photos.id); none: the business type's picture.
    coverPhotoId: text('cover_photo_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vendors_directory_idx').on(t.isActive, t.featuredUntil, t.rating),
    index('vendors_rank_idx').on(t.isActive, t.rating, t.reviewCount, t.businessName),
    index('vendors_type_rank_idx').on(t.isActive, t.businessType, t.rating, t.reviewCount),
    index('vendors_type_idx').on(t.isActive, t.businessType),
    // The directory's "Most reviewed" order reads off this (migration 0017). "Price" has none: its
    // unpriced-last order cannot use a plain index, and 10,000 vendors sort in under 10 ms (cached).
    index('vendors_reviews_idx').on(t.isActive, t.reviewCount, t.rating),
    index('vendors_guests_idx').on(t.isActive, t.minGuests, t.maxGuests),
    index('vendors_user_idx').on(t.userId),
    index('vendors_application_idx').on(t.applicationStatus),
  ],
);

export const services = sqliteTable(
  'services',
  {
    id: id(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category', { enum: SERVICE_CATEGORIES }).notNull(),
    basePriceCents: integer('base_price_cents').notNull().default(0),
    priceUnit: text('price_unit').notNull().default('per event'),
    minGuests: integer('min_guests'),
    maxGuests: integer('max_guests'),
    duration: text('duration'),
    // Issue 29: instant (paying confirms) or request (the card is held until the vendor answers).
    bookingMode: text('booking_mode', { enum: BOOKING_MODES }).notNull().default('instant'),
    // How far ahead it must be booked, in hours; null: the default of its category (contracts/lead-time.ts).
    leadHours: integer('lead_hours'),
    // A per-hour service's shortest booking, in whole hours; null: one hour.
    minHours: integer('min_hours'),
    isActive: bool('is_active').notNull().default(true),
    metadata: json<Record<string, unknown>>('metadata').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('services_vendor_idx').on(t.vendorId, t.isActive),
    index('services_category_idx').on(t.category, t.isActive, t.vendorId),
    index('services_guests_idx').on(t.isActive, t.minGuests, t.maxGuests, t.vendorId),
  ],
);

export const events = sqliteTable(
  'events',
  {
    id: id(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    eventType: text('event_type', { enum: EVENT_TYPES }).notNull(),
    guestCount: integer('guest_count').notNull(),
    eventDate: text('event_date').notNull(),
    eventTime: text('event_time').notNull(),
    budgetCents: integer('budget_cents'),
    location: text('location'),
    notes: text('notes'),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('planning'),
    // What was paid for the event's bookings less what was given back; kept by syncEvent.
    totalAmountCents: integer('total_amount_cents').notNull().default(0),
    // The plan's settings (issue 18). null: suggested from the type and guests / the blog's split.
    categories: json<ServiceCategory[]>('categories'),
    budgetShares: json<Partial<Record<ServiceCategory, number>>>('budget_shares'),
    // The checklist keys the host ticked by hand (booked services tick their own).
    checklistDone: json<string[]>('checklist_done').notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_customer_idx').on(t.customerId, t.eventDate),
    // The daily job finds the events whose day has come.
    index('events_status_day_idx').on(t.status, t.eventDate),
  ],
);

/**
 * A service picked into an event's plan (step 2): planned, then put in the cart by step 4, whose line
 * (cartItemId) becomes the order. Its price is the server's, for the event's guests.
 */
export const eventPlanItems = sqliteTable(
  'event_plan_items',
  {
    id: id(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    category: text('category', { enum: SERVICE_CATEGORIES }).notNull(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id),
    priceCents: integer('price_cents').notNull(),
    // The cart line step 4 made; the order made from it carries the same cart_item_id.
    cartItemId: text('cart_item_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One line per service in a plan: picking it twice is the same pick.
    uniqueIndex('event_plan_items_service_idx').on(t.eventId, t.serviceId),
    index('event_plan_items_cart_item_idx').on(t.cartItemId),
  ],
);

export const carts = sqliteTable(
  'carts',
  {
    id: id(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CART_STATUSES }).notNull().default('active'),
    totalAmountCents: integer('total_amount_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One active cart per customer, enforced by the database rather than by hope.
    uniqueIndex('carts_one_active_idx').on(t.customerId).where(sql`status = 'active'`),
    index('carts_customer_idx').on(t.customerId, t.status),
  ],
);

export const cartItems = sqliteTable(
  'cart_items',
  {
    id: id(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id),
    serviceId: text('service_id').references(() => services.id),
    packageId: text('package_id'),
    itemType: text('item_type', { enum: ['service', 'vendor', 'offer'] }).notNull(),
    // A booked offer: its price is the offer's, whatever the services cost.
    offerId: text('offer_id'),
    // The planned event it books for (step 4 of the planner); the order carries it on.
    eventId: text('event_id'),
    itemName: text('item_name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    selectedDate: text('selected_date'),
    selectedTime: text('selected_time'),
    // When a per-hour booking ends ("HH:MM", may be after midnight: earlier than selectedTime).
    endTime: text('end_time'),
    guestCount: integer('guest_count'),
    // Where the event is (the drop-off for delivery and crews).
    eventAddress: text('event_address'),
    notes: text('notes'),
    priceCents: integer('price_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cartId)],
);

export const orders = sqliteTable(
  'orders',
  {
    id: id(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id),
    eventId: text('event_id').references(() => events.id),
    serviceId: text('service_id').references(() => services.id),
    // The offer it was booked from, if any: unique, so one offer makes at most one booking.
    offerId: text('offer_id').unique(),
    // The cart item it fulfils: unique, so a checkout completed twice cannot order twice.
    cartItemId: text('cart_item_id').unique(),
    // The payment whose fixed copy of the cart this order came from (null for orders made otherwise).
    paymentId: text('payment_id'),
    type: text('type', { enum: ORDER_TYPES }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    notes: text('notes'),
    scheduledDate: text('scheduled_date'),
    // The booked start and end as instants (UTC ISO), from the day and times in Broken Bow's zone:
    // job windows, completion and reminders compare the clock with these.
    startsAt: text('starts_at'),
    endsAt: text('ends_at'),
    // Copied from the service when paid: a request waits for the vendor until respondBy, then expires.
    bookingMode: text('booking_mode', { enum: BOOKING_MODES }).notNull().default('instant'),
    respondBy: text('respond_by'),
    // The vendor's cancellation policy when the customer paid: a later change of policy does not move it.
    cancellationPolicy: text('cancellation_policy', { enum: CANCELLATION_POLICIES })
      .notNull()
      .default('standard'),
    // The least generous refund rule the booking stood in when it was changed (null: never changed):
    // a cancellation later gives no more than it, so a change cannot dodge the policy.
    refundLock: text('refund_lock', { enum: REFUND_RULES }),
    // The customer's phone for the day, asked at checkout (prefilled from the account).
    contactPhone: text('contact_phone'),
    // Where the event is, as the customer gave it at booking.
    deliveryAddress: text('delivery_address'),
    assignedWorkerId: text('assigned_worker_id').references(() => users.id),
    // The platform's fee, fixed when the customer paid: the vendor's plan then (basis points: 500 is
    // 5 %) and the fee on the whole amount, rounded half up. Settlement takes at most what was kept.
    feeRateBps: integer('fee_rate_bps').notNull().default(500),
    feeCents: integer('fee_cents').notNull().default(0),
    // When the order's money was split (fee and vendor share), once it was completed or cancelled.
    settledAt: text('settled_at'),
    cancelledBy: text('cancelled_by', { enum: BOOKING_ACTORS }),
    cancellationReason: text('cancellation_reason'),
    metadata: json<Record<string, unknown>>('metadata').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    // An event's page and its total read the event's orders.
    index('orders_event_idx').on(t.eventId),
    index('orders_vendor_idx').on(t.vendorId, t.scheduledDate),
    // Availability counts a vendor's live bookings on a day.
    index('orders_vendor_day_idx').on(t.vendorId, t.scheduledDate, t.status),
    // The reminder job reads the bookings of the next two days.
    index('orders_day_idx').on(t.scheduledDate, t.status),
    // The expiry job finds requests past their answer-by; the completion job bookings past their end.
    index('orders_respond_by_idx').on(t.status, t.respondBy),
    index('orders_ends_at_idx').on(t.status, t.endsAt),
  ],
);

/** Every move of an order's status, with who made it and why: the booking's history. */
export const orderStatusChanges = sqliteTable(
  'order_status_changes',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    actor: text('actor', { enum: BOOKING_ACTORS }).notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_changes_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Money given back for an order: at most one refund per order (the unique index), recorded in the
 * same transaction as the cancellation, then settled with the provider under an idempotency key
 * made from its id, so a retry or a crash in between never refunds twice.
 */
export const refunds = sqliteTable(
  'refunds',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    // A cancellation's refund (one per order), a booking change's or a problem report's.
    kind: text('kind', { enum: REFUND_KINDS }).notNull().default('cancel'),
    // The fact it gives money back for (`cancel:<order id>`, `change:<change id>`, `report:<report id>`):
    // unique, so nothing asks for the same money twice.
    key: text('key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason'),
    requestedBy: text('requested_by', { enum: BOOKING_ACTORS }).notNull(),
    // Follows its parts (refund_parts): succeeded when all did, failed when one failed.
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_status_idx').on(t.status),
    // One cancellation refund per order: the joins that show a booking's refund read this one.
    uniqueIndex('refunds_cancel_idx').on(t.orderId).where(sql`kind = 'cancel'`),
    index('refunds_order_idx').on(t.orderId, t.kind),
  ],
);

/**
 * Where a refund's money is taken from (issue 30): one part per card payment it draws on, each asked
 * of the provider on its own. A booking whose price rose was paid on two intents; a refund may need both.
 */
export const refundParts = sqliteTable(
  'refund_parts',
  {
    id: id(),
    refundId: text('refund_id')
      .notNull()
      .references(() => refunds.id),
    intentId: text('intent_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('refund_parts_refund_idx').on(t.refundId), index('refund_parts_intent_idx').on(t.intentId)],
);

export const gigWorkers = sqliteTable(
  'gig_workers',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    positions: json<string[]>('positions').notNull(),
    availability: json<string[]>('availability').notNull(),
    hasTransportation: bool('has_transportation').notNull().default(false),
    experience: text('experience'),
    status: text('status', { enum: GIG_WORKER_STATUSES }).notNull().default('pending'),
    rating: real('rating').notNull().default(0),
    completedJobs: integer('completed_jobs').notNull().default(0),
    decisionNote: text('decision_note'),
    decidedAt: text('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('gig_workers_status_idx').on(t.status)],
);

export const reviews = sqliteTable(
  'reviews',
  {
    id: id(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    vendorId: text('vendor_id').references(() => vendors.id),
    workerId: text('worker_id').references(() => gigWorkers.id),
    orderId: text('order_id').references(() => orders.id),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    // The customer's optional 1-5 for the gig worker who did the booking's job.
    workerRating: integer('worker_rating'),
    // The vendor's one answer.
    reply: text('reply'),
    repliedAt: text('replied_at'),
    // An admin hid it (with why): it leaves the page and the average.
    hiddenAt: text('hidden_at'),
    hiddenReason: text('hidden_reason'),
    // Up to 3 photos of the event (issue 32), kept by the shared photo pipeline.
    photos: json<StoredPhoto[]>('photos').notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_vendor_idx').on(t.vendorId, t.createdAt),
    index('reviews_worker_idx').on(t.workerId),
    // One review per booking.
    uniqueIndex('reviews_order_idx').on(t.orderId).where(sql`order_id is not null`),
  ],
);

/**
 * The days a vendor set by hand: a row with isAvailable false is a blocked day (holiday, private
 * event); freeing it deletes the row. Booked and full days are derived from orders, not stored.
 */
export const vendorAvailability = sqliteTable(
  'vendor_availability',
  {
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    availableDate: text('available_date').notNull(),
    isAvailable: bool('is_available').notNull().default(false),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.availableDate] })],
);

/**
 * A day held for a customer while they pay (15 minutes from the payment form): counted against the
 * vendor's capacity for everyone else, so the last slot is not sold twice.
 */
export const bookingHolds = sqliteTable(
  'booking_holds',
  {
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.vendorId, t.day] }),
    index('booking_holds_day_idx').on(t.vendorId, t.day, t.expiresAt),
  ],
);

export const jobTickets = sqliteTable(
  'job_tickets',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    serviceId: text('service_id').references(() => services.id),
    assignedWorkerId: text('assigned_worker_id').references(() => users.id),
    status: text('status', { enum: JOB_TICKET_STATUSES }).notNull().default('pending'),
    scheduledDate: text('scheduled_date'),
    scheduledTime: text('scheduled_time'),
    // The shift's end ("HH:MM", may be after midnight); null: the booking has no end time.
    endTime: text('end_time'),
    guestCount: integer('guest_count'),
    // Where the worker picks up (the vendor's address) and where the event is.
    location: text('location'),
    dropoffAddress: text('dropoff_address'),
    cancellationReason: text('cancellation_reason'),
    customerNotes: text('customer_notes'),
    workerNotes: text('worker_notes'),
    amountCents: integer('amount_cents').notNull().default(0),
    // Issue 31: minutes between check-in and check-out, and the minutes the pay is for (the worked
    // ones, capped at the booked hours plus any overtime the vendor approved).
    workedMinutes: integer('worked_minutes'),
    paidMinutes: integer('paid_minutes'),
    // Minutes worked past the booked hours, asked of the vendor, and the vendor's answer.
    overtimeMinutes: integer('overtime_minutes').notNull().default(0),
    overtimeStatus: text('overtime_status', { enum: OVERTIME_STATUSES }).notNull().default('none'),
    // When the vendor answered the overtime (a decline may be disputed for 7 days from then), the
    // worker's reason for disputing it, and the admin's ruling on the dispute: when, and their note.
    overtimeAnsweredAt: text('overtime_answered_at'),
    overtimeDispute: text('overtime_dispute'),
    overtimeRuledAt: text('overtime_ruled_at'),
    overtimeRuling: text('overtime_ruling'),
    // Until then only well-rated workers are offered the job (their head start); then everyone.
    openToAllAt: text('open_to_all_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('job_tickets_board_idx').on(t.status, t.scheduledDate),
    index('job_tickets_worker_idx').on(t.assignedWorkerId, t.scheduledDate),
    index('job_tickets_order_idx').on(t.orderId),
  ],
);

export const communicationPreferences = sqliteTable('communication_preferences', {
  id: id(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email'),
  phone: text('phone'),
  emailNotifications: bool('email_notifications').notNull().default(true),
  smsNotifications: bool('sms_notifications').notNull().default(false),
  marketingEmails: bool('marketing_emails').notNull().default(false),
  bookingReminders: bool('booking_reminders').notNull().default(true),
  promotionalTexts: bool('promotional_texts').notNull().default(false),
  // The phone's time of the edit: an older edit replayed late from an outbox must not win.
  clientUpdatedAt: text('client_updated_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** /quote submissions (SPEC section 3's quote request form); visitors may send them signed out. */
export const quoteRequests = sqliteTable(
  'quote_requests',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    eventDate: text('event_date').notNull(),
    eventTime: text('event_time').notNull(),
    guestCount: integer('guest_count').notNull(),
    eventType: text('event_type', { enum: QUOTE_EVENT_TYPES }).notNull(),
    venue: text('venue').notNull(),
    additionalRequests: text('additional_requests'),
    // Kept as given (unknown ids read as 'Custom Package'), so no foreign key.
    packageId: text('package_id'),
    // Sent from a vendor's page to that vendor alone; otherwise to every vendor who fits.
    vendorId: text('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    // The kind of vendor asked for, when the customer chose one rather than a package.
    category: text('category', { enum: SERVICE_CATEGORIES }),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [
    index('quote_requests_created_idx').on(t.createdAt),
    index('quote_requests_user_idx').on(t.userId, t.createdAt),
    // A visitor's requests join their account at sign-in by e-mail.
    index('quote_requests_unclaimed_idx').on(sql`lower(${t.email})`).where(sql`user_id is null`),
  ],
);

/** A quote request as it reached one vendor: who was asked, and when the vendor first answered. */
export const quoteLeads = sqliteTable(
  'quote_leads',
  {
    quoteRequestId: text('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    // The vendor's first offer or message ("Answered"). Contact details follow an offer or the
    // customer's own message, never this stamp: a vendor's one line must not buy them.
    answeredAt: text('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.quoteRequestId, t.vendorId] }),
    index('quote_leads_vendor_idx').on(t.vendorId, t.createdAt),
  ],
);

/** A vendor's priced answer to a quote request; the customer books it at exactly this price. */
export const quoteOffers = sqliteTable(
  'quote_offers',
  {
    id: id(),
    quoteRequestId: text('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    description: text('description').notNull(),
    // The last day it can be booked (Broken Bow's calendar).
    expiresOn: text('expires_on').notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('open'),
    // Why a closed offer closed ("the customer booked another vendor").
    closedReason: text('closed_reason'),
    // The customer declined it (issue 32), with their optional reason, which the vendor sees.
    declinedAt: text('declined_at'),
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quote_offers_quote_idx').on(t.quoteRequestId, t.status),
    index('quote_offers_vendor_idx').on(t.vendorId, t.createdAt),
  ],
);

/**
 * A conversation between a customer and a vendor about one booking or one quote request. A booking
 * made from an offer keeps talking in its quote's thread (orderId set on it).
 */
export const messageThreads = sqliteTable(
  'message_threads',
  {
    id: id(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    quoteRequestId: text('quote_request_id').references(() => quoteRequests.id, { onDelete: 'set null' }),
    // What each side has read up to: messages after it count as unread.
    customerReadAt: text('customer_read_at'),
    vendorReadAt: text('vendor_read_at'),
    lastMessageAt: text('last_message_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('message_threads_order_idx').on(t.orderId).where(sql`order_id is not null`),
    uniqueIndex('message_threads_quote_idx')
      .on(t.quoteRequestId, t.vendorId)
      .where(sql`quote_request_id is not null`),
    index('message_threads_customer_idx').on(t.customerId, t.lastMessageAt),
    index('message_threads_vendor_idx').on(t.vendorId, t.lastMessageAt),
  ],
);

/** One message, under the id its writer's phone made, so a replay from the outbox stores it once. */
export const messages = sqliteTable(
  'messages',
  {
    id: id(),
    threadId: text('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_thread_idx').on(t.threadId, t.createdAt),
    // The rate limit counts a person's messages in the last minute.
    index('messages_sender_idx').on(t.senderId, t.createdAt),
  ],
);

export type User = typeof users.$inferSelect;
export type Vendor = typeof vendors.$inferSelect;
export type Service = typeof services.$inferSelect;

/**
 * Our record of each payment for a cart. What it covers is fixed when it starts (payment_items):
 * fulfilment creates exactly those orders, whatever happens to the cart meanwhile.
 */
export const payments = sqliteTable(
  'payments',
  {
    id: id(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    // A $0 checkout asks no provider: its intent id is our own `none_<payment id>`.
    intentId: text('intent_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    // Hash of everything the payment covers: an unchanged cart reuses its payment.
    fingerprint: text('fingerprint').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('open'),
    // A cart with a request in it is only authorised (capture later); otherwise charged at once.
    captureMethod: text('capture_method', { enum: ['automatic', 'manual'] })
      .notNull()
      .default('automatic'),
    holdStatus: text('hold_status', { enum: HOLD_STATUSES }).notNull().default('none'),
    capturedCents: integer('captured_cents'),
    // The customer's phone for the day, given at checkout; each order copies it.
    contactPhone: text('contact_phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The hold job finds payments waiting to be captured or released.
    index('payments_hold_idx').on(t.holdStatus),
    index('payments_cart_idx').on(t.cartId, t.createdAt),
    // At most one payment a customer can still pay per cart.
    uniqueIndex('payments_one_open_idx').on(t.cartId).where(sql`status = 'open'`),
  ],
);

/** The cart's lines as they were when the payment started: what the payment pays for. */
export const paymentItems = sqliteTable(
  'payment_items',
  {
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    cartItemId: text('cart_item_id').notNull(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id),
    serviceId: text('service_id').references(() => services.id),
    packageId: text('package_id'),
    offerId: text('offer_id'),
    eventId: text('event_id'),
    itemName: text('item_name').notNull(),
    quantity: integer('quantity').notNull(),
    selectedDate: text('selected_date'),
    selectedTime: text('selected_time'),
    endTime: text('end_time'),
    bookingMode: text('booking_mode', { enum: BOOKING_MODES }).notNull().default('instant'),
    guestCount: integer('guest_count'),
    eventAddress: text('event_address'),
    notes: text('notes'),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.cartItemId] }),
    index('payment_items_cart_item_idx').on(t.cartItemId),
  ],
);

/** The embedded provider's own intents (what Stripe would hold on its side). */
export const localPaymentIntents = sqliteTable('local_payment_intents', {
  id: id(),
  clientSecret: text('client_secret').notNull().unique(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  cartId: text('cart_id'),
  amountCents: integer('amount_cents').notNull(),
  status: text('status', {
    enum: ['created', 'processing', 'requires_capture', 'succeeded', 'failed', 'canceled'],
  }).notNull(),
  // Manual capture (a hold): authorised first, captured (in part) or cancelled later, as on Stripe.
  captureMethod: text('capture_method', { enum: ['automatic', 'manual'] })
    .notNull()
    .default('automatic'),
  capturedCents: integer('captured_cents'),
  lastError: text('last_error'),
  // What the provider remembers of the card that paid, to charge it again off session (a plan's
  // renewal), as Stripe keeps a payment method: how it behaves, never its number.
  savedCard: text('saved_card', { enum: ['reusable', 'declines_later'] }),
  createdAt: createdAt(),
});

/** The embedded provider's refunds (what Stripe would hold on its side). */
export const localRefunds = sqliteTable('local_refunds', {
  id: id(),
  intentId: text('intent_id')
    .notNull()
    .references(() => localPaymentIntents.id),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
});

/** Stripe webhook events already handled, so a redelivery changes nothing. */
export const webhookEvents = sqliteTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: createdAt(),
});

/** Server settings kept with the data (the VAPID keys generated at first start live here). */
export const appSettings = sqliteTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Who runs each singleton background job (refunds, payouts, ...) when several app instances share the
 * database: the holder until `expiresAt`, renewed while it works (api/lib/job-lease.ts). `generation`
 * counts the takings, so a holder releases only the lease it took.
 */
export const jobLeases = sqliteTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: text('expires_at').notNull(),
  generation: integer('generation').notNull().default(0),
});

/** A worker's phone (or browser) that asked for job notifications: one row per push endpoint. */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Something that happened which a person must act on or know (a new booking, a message, a reminder),
 * written once (by `key`) in the transaction that causes it. It is the bell's line, and the source of
 * every channel: the notifier fans it out in the background to e-mail, push and SMS as the person's
 * Communication Preferences allow, and stamps `fannedOutAt` in the same transaction, so each channel
 * is queued exactly once, across restarts.
 */
export const notifications = sqliteTable(
  'notifications',
  {
    id: id(),
    key: text('key').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    // A path in the app: the booking, thread, lead or job it opens.
    url: text('url').notNull(),
    // The facts an e-mail lists below the body (date, guests, amount, the refund schedule).
    facts: json<string[]>('facts').notNull().default(sql`'[]'`),
    readAt: text('read_at'),
    fannedOutAt: text('fanned_out_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`read_at IS NULL`),
    index('notifications_fan_out_idx').on(t.createdAt).where(sql`fanned_out_at IS NULL`),
  ],
);

/**
 * The push queue: one row per (job ticket or notification, device), unique, so each is announced
 * once per phone. Rows survive a restart and are retried with backoff until sent, refused or given up.
 */
export const pushDeliveries = sqliteTable(
  'push_deliveries',
  {
    id: id(),
    ticketId: text('ticket_id').references(() => jobTickets.id, { onDelete: 'cascade' }),
    notificationId: text('notification_id').references(() => notifications.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at').notNull().default(now),
    lastError: text('last_error'),
    // Who took the row to send it (api/lib/row-claims.ts), and until when: another instance leaves it alone till then.
    claimedBy: text('claimed_by'),
    claimUntil: text('claim_until'),
    createdAt: createdAt(),
    sentAt: text('sent_at'),
  },
  (t) => [
    uniqueIndex('push_deliveries_once_idx').on(t.ticketId, t.subscriptionId),
    uniqueIndex('push_deliveries_notification_once_idx').on(t.notificationId, t.subscriptionId),
    index('push_deliveries_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * Every e-mail the product sends, queued in the transaction that causes it and delivered in the
 * background (api/mail/). `key` names what it is for ('password-reset:<token hash>'), so whatever
 * arrives twice queues it once. With no SMTP server configured the row itself is the mail: the admin
 * console's Outgoing mail shows it as it would have been sent.
 */
export const outgoingMail = sqliteTable(
  'outgoing_mail',
  {
    id: id(),
    key: text('key').notNull().unique(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at').notNull().default(now),
    lastError: text('last_error'),
    // What the mail server called it (the embedded store names its own).
    messageId: text('message_id'),
    // Who took the row to send it (api/lib/row-claims.ts), and until when: another instance leaves it alone till then.
    claimedBy: text('claimed_by'),
    claimUntil: text('claim_until'),
    sentAt: text('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outgoing_mail_due_idx').on(t.status, t.nextAttemptAt),
    index('outgoing_mail_created_idx').on(t.createdAt),
  ],
);

/** A password reset link: only the token's SHA-256 is kept; it works once, for an hour. */
export const passwordResets = sqliteTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Every text message the product sends (reminders and job dispatches only), queued like mail. With no
 * Twilio account configured the row itself is the message: the admin console's Outgoing texts shows it.
 */
export const outgoingTexts = sqliteTable(
  'outgoing_texts',
  {
    id: id(),
    key: text('key').notNull().unique(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    // E.164: +15805550101.
    to: text('to_number').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at').notNull().default(now),
    lastError: text('last_error'),
    // What the provider called it (Twilio's message SID; the embedded log names its own).
    providerId: text('provider_id'),
    // Who took the row to send it (api/lib/row-claims.ts), and until when: another instance leaves it alone till then.
    claimedBy: text('claimed_by'),
    claimUntil: text('claim_until'),
    sentAt: text('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outgoing_texts_due_idx').on(t.status, t.nextAttemptAt),
    index('outgoing_texts_created_idx').on(t.createdAt),
  ],
);

/**
 * A vendor's own photo. The upload is decoded and re-encoded by sharp into WebP at a few widths (the
 * original bytes and their metadata are never kept); the files live under PHOTOS_DIR, named by id.
 */
export const vendorPhotos = sqliteTable(
  'vendor_photos',
  {
    id: id(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    // The widths made (never wider than the upload), smallest first.
    widths: json<number[]>('widths').notNull(),
    // The largest rendition's size, for width/height attributes and the aspect ratio.
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    // Every rendition's bytes together: what the account's storage cap counts (0 for photos kept
    // before migration 0021, which recorded no size).
    bytes: integer('bytes').notNull().default(0),
    altText: text('alt_text'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('vendor_photos_vendor_idx').on(t.vendorId, t.position)],
);

/**
 * The books (docs/decisions/0006-money-out-ledger.md): every movement of money, append-only, each
 * from one account to another, written in the transaction of the change that causes it. `key` names
 * the fact recorded, so whatever arrives twice is recorded once.
 */
export const ledgerEntries = sqliteTable(
  'ledger_entries',
  {
    id: id(),
    key: text('key').notNull().unique(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    // card | held | revenue | paid_out | vendor:<vendorId> | worker:<userId>
    fromAccount: text('from_account').notNull(),
    toAccount: text('to_account').notNull(),
    amountCents: integer('amount_cents').notNull(),
    orderId: text('order_id'),
    paymentId: text('payment_id'),
    refundId: text('refund_id'),
    ticketId: text('ticket_id'),
    payoutId: text('payout_id'),
    invoiceId: text('invoice_id'),
    // For money owed to someone: the Broken Bow day from which it may be paid out.
    availableOn: text('available_on'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_from_idx').on(t.fromAccount, t.createdAt),
    index('ledger_to_idx').on(t.toAccount, t.createdAt),
    index('ledger_order_idx').on(t.orderId),
    index('ledger_created_idx').on(t.createdAt),
  ],
);

/** A vendor's plan as billed: one row per vendor, following the provider's subscription. */
export const planSubscriptions = sqliteTable(
  'plan_subscriptions',
  {
    id: id(),
    vendorId: text('vendor_id')
      .notNull()
      .unique()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    // The account billed (its Stripe customer); null only for a demo listing no account has claimed.
    userId: text('user_id').references(() => users.id),
    tier: text('tier', { enum: SUBSCRIPTION_TIERS }).notNull(),
    status: text('status', { enum: PLAN_SUBSCRIPTION_STATUSES }).notNull().default('incomplete'),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    currentPeriodStart: text('current_period_start'),
    currentPeriodEnd: text('current_period_end'),
    // A downgrade or a cancellation waits for the period's end.
    nextTier: text('next_tier', { enum: SUBSCRIPTION_TIERS }),
    cancelAtPeriodEnd: bool('cancel_at_period_end').notNull().default(false),
    // A failed renewal keeps the plan until then (7 days), then it falls back to Basic.
    graceUntil: text('grace_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('plan_subscriptions_due_idx').on(t.status, t.currentPeriodEnd)],
);

/** One invoice of a plan: paid once, whatever the provider tells us twice. */
export const planInvoices = sqliteTable(
  'plan_invoices',
  {
    id: id(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => planSubscriptions.id, { onDelete: 'cascade' }),
    tier: text('tier', { enum: SUBSCRIPTION_TIERS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    periodStart: text('period_start').notNull(),
    periodEnd: text('period_end').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('open'),
    providerInvoiceId: text('provider_invoice_id').unique(),
    // The embedded provider's intent that pays it (the first invoice, paid with the card form).
    intentId: text('intent_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    paidAt: text('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('plan_invoices_subscription_idx').on(t.subscriptionId, t.periodStart),
    // One invoice per period of a subscription.
    uniqueIndex('plan_invoices_period_idx').on(t.subscriptionId, t.periodStart),
  ],
);

/** How a vendor or a worker is paid: a Stripe Connect Express account, or (embedded) a method on file. */
export const payoutAccounts = sqliteTable(
  'payout_accounts',
  {
    id: id(),
    payeeKind: text('payee_kind', { enum: PAYEE_KINDS }).notNull(),
    // The vendor's id or the worker's user id, as in the ledger's account name.
    payeeId: text('payee_id').notNull(),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    stripeAccountId: text('stripe_account_id').unique(),
    // What the embedded provider keeps: a description like "Checking account ending 6789".
    method: text('method'),
    status: text('status', { enum: PAYOUT_ACCOUNT_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payout_accounts_payee_idx').on(t.payeeKind, t.payeeId)],
);

/**
 * Money sent to a vendor or a worker for one settled item (an order's share, a job's pay): unique per
 * payee and item, written pending with its ledger entry before the transfer is asked for, under an
 * idempotency key made from its id, so a retry or a crash never pays twice.
 */
export const payouts = sqliteTable(
  'payouts',
  {
    id: id(),
    payeeKind: text('payee_kind', { enum: PAYEE_KINDS }).notNull(),
    payeeId: text('payee_id').notNull(),
    // order:<orderId> or ticket:<ticketId>
    itemKey: text('item_key').notNull(),
    orderId: text('order_id'),
    ticketId: text('ticket_id'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    transferId: text('transfer_id').unique(),
    transferGroup: text('transfer_group'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    paidAt: text('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payouts_item_idx').on(t.payeeKind, t.payeeId, t.itemKey),
    index('payouts_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A change of a booking's date, times or guests (issue 30, docs/booking-states.md). The old and the
 * new terms are both kept; the difference is charged as its own intent (positive) or refunded in
 * part by the policy (negative, `refund_id`). One open change per order.
 */
export const bookingChanges = sqliteTable(
  'booking_changes',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: BOOKING_CHANGE_STATUSES }).notNull(),
    fromDate: text('from_date'),
    fromTime: text('from_time'),
    fromEndTime: text('from_end_time'),
    fromGuests: integer('from_guests'),
    fromAmountCents: integer('from_amount_cents').notNull(),
    toDate: text('to_date'),
    toTime: text('to_time'),
    toEndTime: text('to_end_time'),
    toGuests: integer('to_guests'),
    toAmountCents: integer('to_amount_cents').notNull(),
    // What goes back when the new price is lower, after the policy (0 in a no-refund window).
    refundCents: integer('refund_cents').notNull().default(0),
    // The difference's own payment when the new price is higher.
    intentId: text('intent_id').unique(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }),
    captureMethod: text('capture_method', { enum: ['automatic', 'manual'] }),
    holdStatus: text('hold_status', { enum: HOLD_STATUSES }).notNull().default('none'),
    refundId: text('refund_id'),
    respondBy: text('respond_by'),
    reason: text('reason'),
    decidedBy: text('decided_by', { enum: BOOKING_ACTORS }),
    decidedAt: text('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('booking_changes_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('booking_changes_open_idx')
      .on(t.orderId)
      .where(sql`status in ('awaiting_payment', 'awaiting_vendor')`),
    index('booking_changes_status_idx').on(t.status, t.respondBy),
  ],
);

/** A photo kept with a record (a problem report, a check-out): its renditions' widths and the largest's size. */
export type StoredPhoto = { id: string; widths: number[]; width: number; height: number; bytes: number };

/**
 * A customer's report of a problem with a booking (issue 30): filed once per order within 48 h
 * after its end; the vendor's payout for it is held until the admin refunds or releases, once.
 */
export const problemReports = sqliteTable(
  'problem_reports',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id),
    kind: text('kind', { enum: PROBLEM_KINDS }).notNull(),
    details: text('details').notNull(),
    photos: json<StoredPhoto[]>('photos').notNull().default([]),
    status: text('status', { enum: PROBLEM_STATUSES }).notNull().default('open'),
    // What the hold took from the vendor's balance for this booking when it was filed.
    heldCents: integer('held_cents').notNull().default(0),
    refundCents: integer('refund_cents'),
    refundId: text('refund_id'),
    resolvedBy: text('resolved_by').references(() => users.id),
    resolution: text('resolution'),
    resolvedAt: text('resolved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('problem_reports_status_idx').on(t.status, t.createdAt),
    index('problem_reports_vendor_idx').on(t.vendorId, t.status),
  ],
);

/**
 * Issue 31: a worker's check-in (start) or check-out (complete) with what the phone recorded. The id is
 * the phone's (the outbox replays it), and a ticket has at most one of each step.
 */
export const jobChecks = sqliteTable(
  'job_checks',
  {
    id: id(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => jobTickets.id),
    workerId: text('worker_id')
      .notNull()
      .references(() => users.id),
    step: text('step', { enum: JOB_CHECK_STEPS }).notNull(),
    // When it happened as the server accepts it (the phone's time, within bounds), what the phone
    // said, and when it arrived.
    takenAt: text('taken_at').notNull(),
    deviceTakenAt: text('device_taken_at'),
    receivedAt: text('received_at').notNull(),
    latitude: real('latitude'),
    longitude: real('longitude'),
    accuracyM: real('accuracy_m'),
    // The comparison with where the job is, recorded, never blocking.
    distanceM: integer('distance_m'),
    positionVerdict: text('position_verdict', { enum: POSITION_VERDICTS }).notNull().default('none'),
    photos: json<StoredPhoto[]>('photos').notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('job_checks_step_idx').on(t.ticketId, t.step)],
);

/** Issue 31: the code a new-job text carries ("Reply Y 3F9A to take it"), one per worker's text. */
export const jobTextCodes = sqliteTable(
  'job_text_codes',
  {
    id: id(),
    code: text('code').notNull(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => jobTickets.id),
    workerId: text('worker_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: JOB_TEXT_CODE_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Unique while open, so a reply names one job and one worker.
    uniqueIndex('job_text_codes_open_idx').on(t.code).where(sql`status = 'open'`),
    uniqueIndex('job_text_codes_ticket_worker_idx').on(t.ticketId, t.workerId),
  ],
);

/** Issue 31: every inbound text once, by Twilio's MessageSid, with the answer it was given. */
export const inboundTexts = sqliteTable('inbound_texts', {
  messageSid: text('message_sid').primaryKey(),
  from: text('from').notNull(),
  body: text('body').notNull(),
  answer: text('answer'),
  createdAt: createdAt(),
});

/** Issue 31: the vendor's 1-5 for the worker who did a completed job; a reason below 4. */
export const workerRatings = sqliteTable(
  'worker_ratings',
  {
    id: id(),
    ticketId: text('ticket_id')
      .notNull()
      .unique()
      .references(() => jobTickets.id),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id),
    workerId: text('worker_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('worker_ratings_worker_idx').on(t.workerId)],
);

/** Issue 31: a customer's tip on a booking, its own payment, all of it to the vendor or worker tipped. */
export const tips = sqliteTable(
  'tips',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    payeeKind: text('payee_kind', { enum: PAYEE_KINDS }).notNull(),
    // The vendor's id or the worker's user id.
    payeeId: text('payee_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    intentId: text('intent_id').notNull().unique(),
    status: text('status', { enum: TIP_STATUSES }).notNull().default('open'),
    paidAt: text('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One tip per person per booking.
    uniqueIndex('tips_order_payee_idx').on(t.orderId, t.payeeKind),
    index('tips_payee_idx').on(t.payeeKind, t.payeeId),
  ],
);

/** Issue 32: a customer's saved vendors (the heart). Saving twice is one row; the outbox may replay. */
export const favorites = sqliteTable(
  'favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.vendorId] }), index('favorites_vendor_idx').on(t.vendorId)],
);

/**
 * Issue 32: a read-only link to someone's saved vendors. Only the token's SHA-256 is kept; revoking
 * sets revoked_at, and the link then shows nothing.
 */
export const favoriteShares = sqliteTable(
  'favorite_shares',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    revokedAt: text('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('favorite_shares_user_idx').on(t.userId, t.revokedAt)],
);

/**
 * Issue 32: a private iCalendar feed of a vendor's bookings (vendor_id) or a worker's jobs (worker_id).
 * The token is the feed's secret address, shown again to its owner; revoking sets revoked_at and a
 * new feed gets a new token.
 */
export const calendarFeeds = sqliteTable(
  'calendar_feeds',
  {
    id: id(),
    vendorId: text('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    workerId: text('worker_id').references(() => gigWorkers.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    revokedAt: text('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_vendor_idx')
      .on(t.vendorId)
      .where(sql`vendor_id is not null and revoked_at is null`),
    uniqueIndex('calendar_feeds_worker_idx')
      .on(t.workerId)
      .where(sql`worker_id is not null and revoked_at is null`),
  ],
);

/** Issue 32: an external calendar (ICS URL) whose busy times block a vendor's days, fetched hourly. */
export const externalCalendars = sqliteTable(
  'external_calendars',
  {
    id: id(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    lastFetchedAt: text('last_fetched_at'),
    // Why the last fetch failed (shown to the vendor); null after a good one.
    lastError: text('last_error'),
    nextFetchAt: text('next_fetch_at').notNull().default(now),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('external_calendars_vendor_url_idx').on(t.vendorId, t.url),
    index('external_calendars_due_idx').on(t.nextFetchAt),
  ],
);

/** Issue 32: the Broken Bow days an external calendar says are busy; replaced whole on each fetch. */
export const externalBusyDays = sqliteTable(
  'external_busy_days',
  {
    calendarId: text('calendar_id')
      .notNull()
      .references(() => externalCalendars.id, { onDelete: 'cascade' }),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.calendarId, t.day] }),
    index('external_busy_days_vendor_idx').on(t.vendorId, t.day),
  ],
);

/**
 * Issue 32: an address that asked for no more of a kind of mail through List-Unsubscribe, kept for
 * addresses with no account (a visitor's quote offers); account holders' choices live in their
 * communication preferences.
 */
export const emailOptOuts = sqliteTable(
  'email_opt_outs',
  {
    email: text('email').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.email, t.kind] })],
);
