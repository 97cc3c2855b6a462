import * as v from 'valibot';
import type { BookingFacts } from './checkout';
import type { EVENT_TYPES, OrderStatus, ServiceCategory } from './enums';
import { SERVICE_CATEGORIES } from './enums';
import type { EventView } from './events';
import { decimalToCents } from './money';
import type { PhotoSource } from './vendor-page';

// Issue 18: the event planner's steps 2-4. Pure rules shared by the server and the phone, so a plan
// can be drawn offline from what the phone last saw, and both sides agree on every share and date.

type EventType = (typeof EVENT_TYPES)[number];

/** What the budget is split into: every service category, and a buffer for the unexpected. */
export const BUDGET_KEYS = [...SERVICE_CATEGORIES, 'buffer'] as const;
export type BudgetKey = (typeof BUDGET_KEYS)[number];
/** Whole percents of the budget, per key; they add up to 100. */
export type BudgetShares = Record<BudgetKey, number>;

/**
 * The categories an event usually needs, suggested from its type and size; the host adds and
 * removes them. Large parties (100 guests or more) also need rentals (tables, chairs, tents).
 */
export function suggestedCategories(eventType: EventType, guestCount: number): ServiceCategory[] {
  const byType: Record<EventType, ServiceCategory[]> = {
    wedding: ['venue', 'catering', 'photography', 'florist', 'entertainment', 'bartending'],
    anniversary: ['venue', 'catering', 'florist', 'photography'],
    birthday: ['catering', 'entertainment', ...(guestCount > 25 ? (['venue'] as const) : [])],
    corporate: ['venue', 'catering', ...(guestCount >= 50 ? (['bartending'] as const) : [])],
    meeting: ['venue', 'catering'],
    training: ['venue', 'catering'],
    other: ['venue', 'catering'],
  };
  const picked = byType[eventType];
  return guestCount >= 100 && !picked.includes('rentals') ? [...picked, 'rentals'] : picked;
}

/** Shares `total` percent among `keys` as evenly as whole numbers allow, the first ones taking the rest. */
function spread(total: number, keys: readonly ServiceCategory[], into: BudgetShares) {
  keys.forEach((key, index) => {
    into[key] = Math.floor(total / keys.length) + (index < total % keys.length ? 1 : 0);
  });
}

/**
 * The blog's budget split (app/features/content/blog-posts.ts) for the chosen categories: 50 % food
 * and drink (catering 40, bartending 10 when both are chosen), 10 % venue, 10 % entertainment, 15 %
 * buffer, 15 % for the other categories. A group none of whose categories is chosen goes to the buffer.
 */
export function defaultShares(categories: readonly ServiceCategory[]): BudgetShares {
  const shares = Object.fromEntries(BUDGET_KEYS.map((key) => [key, 0])) as BudgetShares;
  const chosen = (keys: readonly ServiceCategory[]) => keys.filter((key) => categories.includes(key));
  let buffer = 15;
  const food = chosen(['catering', 'bartending']);
  if (food.length === 2) Object.assign(shares, { catering: 40, bartending: 10 });
  else if (food.length === 1) spread(50, food, shares);
  else buffer += 50;
  for (const key of ['venue', 'entertainment'] as const) {
    if (categories.includes(key)) shares[key] = 10;
    else buffer += 10;
  }
  const rest = chosen(['photography', 'florist', 'rentals', 'delivery']);
  if (rest.length > 0) spread(15, rest, shares);
  else buffer += 15;
  shares.buffer = buffer;
  return shares;
}

/**
 * The host's own shares for the chosen categories, the buffer taking what is left. Shares of
 * categories not chosen count for nothing: removing a category frees its share for the buffer.
 */
export function effectiveShares(
  categories: readonly ServiceCategory[],
  own: Partial<Record<ServiceCategory, number>> | null,
): BudgetShares {
  if (!own) return defaultShares(categories);
  const shares = Object.fromEntries(BUDGET_KEYS.map((key) => [key, 0])) as BudgetShares;
  for (const key of categories) shares[key] = own[key] ?? 0;
  shares.buffer = Math.max(0, 100 - categories.reduce((sum, key) => sum + shares[key], 0));
  return shares;
}

/** A category's part of the budget in cents (rounded down, so the parts never add up to more). */
export const allowanceCents = (budgetCents: number, percent: number) =>
  Math.floor((budgetCents * percent) / 100);

export const CATEGORY_LABELS: Record<ServiceCategory, string> = {
  catering: 'Catering',
  venue: 'Venue',
  photography: 'Photography',
  entertainment: 'Entertainment',
  florist: 'Flowers',
  bartending: 'Bartending',
  rentals: 'Rentals',
  delivery: 'Delivery & setup',
};

type ChecklistTemplate = { key: string; title: string; daysBefore: number; category: ServiceCategory | null };

const BOOKING_TASKS: Record<ServiceCategory, { title: string; daysBefore: number }> = {
  venue: { title: 'Book the venue', daysBefore: 120 },
  catering: { title: 'Book the caterer', daysBefore: 90 },
  photography: { title: 'Book the photographer', daysBefore: 90 },
  entertainment: { title: 'Book the entertainment', daysBefore: 60 },
  florist: { title: 'Book the florist', daysBefore: 60 },
  bartending: { title: 'Book the bartender', daysBefore: 60 },
  rentals: { title: 'Reserve tables, chairs and rentals', daysBefore: 30 },
  delivery: { title: 'Book delivery and setup', daysBefore: 21 },
};

/**
 * The event's to-do list with the day each is due, counted back from the event. `book-<category>`
 * items are ticked by a booking of that category; the others only by the host.
 */
export function checklistTemplate(eventType: EventType, categories: readonly ServiceCategory[]) {
  const items: ChecklistTemplate[] = categories.map((category) => ({
    key: `book-${category}`,
    category,
    ...BOOKING_TASKS[category],
  }));
  items.push({
    key: 'send-invitations',
    title: 'Send invitations',
    daysBefore: eventType === 'wedding' ? 56 : 28,
    category: null,
  });
  if (categories.includes('catering'))
    items.push({
      key: 'confirm-guests',
      title: 'Confirm the guest count with the caterer',
      daysBefore: 14,
      category: null,
    });
  items.push(
    {
      key: 'share-timeline',
      title: "Share the day's timeline with your vendors",
      daysBefore: 7,
      category: null,
    },
    {
      key: 'confirm-arrivals',
      title: 'Confirm arrival times with every vendor',
      daysBefore: 2,
      category: null,
    },
  );
  return items.sort((a, b) => b.daysBefore - a.daysBefore);
}

/** `day` minus `days` calendar days (YYYY-MM-DD in, YYYY-MM-DD out; no time zone takes part). */
export function daysBefore(day: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

// ---- Views (what the API answers) ----

/** A service picked into the event's plan: planned, put in the cart by step 4, or booked. */
export type PlanItemView = {
  id: string;
  category: ServiceCategory;
  vendorId: string;
  vendorName: string;
  serviceId: string;
  serviceName: string;
  priceUnit: string;
  /** The server's price for the event's guests ("125.00"); once booked, what the booking costs. */
  price: string;
  state: 'planned' | 'in_cart' | 'booked';
  /** The booking it became (state booked), to open and to message. */
  orderId: string | null;
  /** That booking's status: a pending one is a request, not yet booked. */
  orderStatus: OrderStatus | null;
};

export type BudgetLineView = {
  key: BudgetKey;
  /** Whole percent of the budget. */
  share: number;
  /** The share in money; null when the event has no budget. */
  allowance: string | null;
  /** What the plan's services in this category cost (0.00 for the buffer). */
  planned: string;
  over: boolean;
};

export type ChecklistItemView = {
  key: string;
  title: string;
  /** YYYY-MM-DD, counted back from the event's day. */
  dueDay: string;
  category: ServiceCategory | null;
  done: boolean;
  /** Who ticked it: the host by hand, or a booking of its category. */
  doneBy: 'host' | 'booking' | null;
};

/** One booking made for the event, with what the host can do next (open it, message the vendor). */
export type EventBookingView = {
  orderId: string;
  vendorId: string;
  vendorName: string;
  itemName: string;
  amount: string;
  /** Given back so far (refunds recorded, pending or done). */
  refunded: string;
} & BookingFacts;

/** GET /api/events/:id: the event, its plan, its budget, its checklist and its bookings. */
export type EventDetail = EventView & {
  categories: ServiceCategory[];
  /** The shares in use: the host's own, or the blog's split when the host changed none. */
  shares: BudgetShares;
  /** Whether `shares` are the host's own (false: the blog's split). */
  ownShares: boolean;
  plan: PlanItemView[];
  planTotal: string;
  budgetLines: BudgetLineView[];
  /** The plan costs more than the whole budget. */
  overBudget: boolean;
  checklist: ChecklistItemView[];
  bookings: EventBookingView[];
};

/** A vendor that fits a category of the event, with the service the host would pick and its price. */
export type SuggestionView = {
  vendorId: string;
  businessName: string;
  businessType: string;
  rating: string;
  reviewCount: number;
  photo: PhotoSource | null;
  serviceId: string;
  serviceName: string;
  serviceDescription: string | null;
  priceUnit: string;
  /** For the event's guests. */
  price: string;
  /** A per-hour service's hours from the event's time (its minimum, contracts/line-price.ts); else null. */
  hours: number | null;
  /** Already in the plan. */
  planned: boolean;
};

/** GET /api/events/:id/suggestions?category=… */
export type SuggestionsView = {
  category: ServiceCategory;
  /** The category's share of the budget in money; null when the event has no budget. */
  allowance: string | null;
  vendors: SuggestionView[];
  /** Vendors that fit in every other way but cost more than the share (left out, counted). */
  overShare: number;
};

/** One planned service as step 4 finds it now. */
export type ReviewLineView = {
  planItemId: string;
  category: ServiceCategory;
  vendorName: string;
  serviceName: string;
  /** The price when it was planned. */
  plannedPrice: string;
  /** The price now, for the event's guests (in_cart, booked: what the cart line or the booking costs). */
  price: string;
  /** A per-hour service's hours from the event's time (its minimum); null for any other. */
  hours: number | null;
  /** ready: can go in the cart; changed: can, at the new price; unavailable: cannot (see problem). */
  state: 'ready' | 'changed' | 'unavailable' | 'in_cart' | 'booked';
  problem: string | null;
};

/** GET /api/events/:id/review */
export type EventReviewView = { lines: ReviewLineView[]; total: string };

// ---- Inputs ----

const percent = v.pipe(
  v.number('A share must be a number'),
  v.integer('A share must be a whole percent'),
  v.minValue(0, 'A share cannot be below 0%'),
  v.maxValue(100, 'A share cannot be above 100%'),
);

export const SHARES_TOO_HIGH = 'The shares add up to more than 100%';

/** PUT /api/events/:id/plan: the categories the event needs and, if the host changed them, their shares. */
export const planSettingsSchema = v.strictObject({
  categories: v.optional(
    v.pipe(
      v.array(v.picklist(SERVICE_CATEGORIES, 'Unknown category')),
      v.maxLength(SERVICE_CATEGORIES.length),
      v.check((list) => new Set(list).size === list.length, 'A category is listed twice'),
    ),
  ),
  /** null: back to the blog's split. */
  shares: v.optional(
    v.nullable(
      v.pipe(
        v.record(v.picklist(SERVICE_CATEGORIES, 'Unknown category'), percent),
        v.check(
          (shares) => Object.values(shares).reduce((sum: number, n) => sum + (n ?? 0), 0) <= 100,
          SHARES_TOO_HIGH,
        ),
      ),
    ),
  ),
});
export type PlanSettingsInput = v.InferOutput<typeof planSettingsSchema>;

/** POST /api/events/:id/plan-items: a service picked in step 2 (client-made id: offline replay). */
export const planItemSchema = v.strictObject({
  id: v.pipe(v.string('Id is required'), v.uuid('Id must be a UUID')),
  serviceId: v.pipe(v.string('Service is required'), v.minLength(1, 'Service is required'), v.maxLength(64)),
});
export type PlanItemInput = v.InferOutput<typeof planItemSchema>;

/** PUT /api/events/:id/checklist/:key */
export const checklistTickSchema = v.strictObject({ done: v.boolean('Say done or not') });
export type ChecklistTickInput = v.InferOutput<typeof checklistTickSchema>;

/**
 * POST /api/events/:id/book: the lines step 4 showed, each with the price the host saw. The price is
 * never charged from here: it is the host's consent, and a line whose price moved since is refused.
 */
export const bookPlanSchema = v.strictObject({
  lines: v.pipe(
    v.array(
      v.strictObject({
        planItemId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
        price: v.pipe(
          v.string('Price is required'),
          v.check((value) => decimalToCents(value) !== null, 'Price must be an amount like 125.00'),
        ),
      }),
    ),
    v.minLength(1, 'Choose at least one service to book'),
    v.maxLength(50, 'At most 50 services at once'),
  ),
});
export type BookPlanInput = v.InferOutput<typeof bookPlanSchema>;

/** GET /api/events/:id/suggestions?category=… */
export const suggestionsQuerySchema = v.object({
  category: v.picklist(SERVICE_CATEGORIES, 'Unknown category'),
});
export type SuggestionsQuery = v.InferOutput<typeof suggestionsQuerySchema>;

/** The most suggestions one category answers, best rated first. */
export const MAX_SUGGESTIONS = 20;

/** Step 4 refuses a line whose price moved since the host reviewed it. */
export const PRICES_CHANGED = 'Prices changed since you reviewed them. Please review again.';
