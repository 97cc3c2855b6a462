import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db, Executor, Tx } from '../db/client';
import { webhookEvents } from '../db/schema';

/** Given to a handler with its event. */
export type WebhookContext = {
  /**
   * Records the event as handled inside the handler's own transaction, so what it does and the record
   * commit together (a payment's fulfilment). Otherwise the router records it once the handler returns.
   */
  recordIn(tx: Tx): unknown;
};

type Handler<T extends Stripe.Event.Type> = (
  event: Extract<Stripe.Event, { type: T }>,
  context: WebhookContext,
) => Promise<void> | void;

/** A module's handlers, by the event types it owns. */
export type StripeWebhookHandlers = { [T in Stripe.Event.Type]?: Handler<T> };

export type WebhookOutcome = { received: true; duplicate?: true };

/** One owner per event type: two modules acting on one event would each think they were the only one. */
function merged(modules: readonly StripeWebhookHandlers[]): StripeWebhookHandlers {
  const all: StripeWebhookHandlers = {};
  for (const handlers of modules) {
    for (const type of Object.keys(handlers)) {
      if (type in all) throw new Error(`Two modules handle the Stripe event ${type}`);
    }
    Object.assign(all, handlers);
  }
  return all;
}

// Generic in the event's type, so the handler looked up by that type takes that event.
const dispatch = <T extends Stripe.Event.Type>(
  handlers: StripeWebhookHandlers,
  event: Extract<Stripe.Event, { type: T }>,
  context: WebhookContext,
) => handlers[event.type]?.(event, context);

/**
 * Stripe's events, each handled once: an event already recorded is answered as a duplicate; one
 * recorded only after its handler succeeds, so a handler that throws leaves it unrecorded and Stripe's
 * retry handles it again. An event no module handles is recorded and answered all the same.
 */
export function webhookRouter(db: Db, modules: readonly StripeWebhookHandlers[]) {
  const handlers = merged(modules);
  return async (event: Stripe.Event): Promise<WebhookOutcome> => {
    const seen = await db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id)).get();
    if (seen) return { received: true, duplicate: true };
    const record = (executor: Executor) =>
      executor.insert(webhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().run();
    await dispatch(handlers, event, { recordIn: record });
    await record(db);
    return { received: true };
  };
}
