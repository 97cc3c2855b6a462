import type { QueryKey } from '@tanstack/react-query';

/**
 * One kind of write the outbox can hold: where it is sent, and which of the phone's queries it makes
 * stale once the server has it. `Payload` and `Answer` exist only as types (see `outboxRoute`).
 */
type Method = 'POST' | 'PUT' | 'DELETE';

export type OutboxRoute<Payload, Answer> = {
  /** A fixed method, or one chosen by the payload (a saved vendor is PUT, a removed one DELETE). */
  method: Method | ((payload: Payload) => Method);
  /** A fixed path, or one made from the payload (a message goes to its thread's path). */
  path: string | ((payload: Payload) => string);
  /** What is sent, when not the payload itself (the part of it the path already carries is left out). */
  body?: (payload: Payload) => unknown;
  refreshes: (item: { userId: string | null; payload: Payload }) => readonly QueryKey[];
  /** Never set: carries the payload and answer types from the map to `sendOrQueue`. */
  readonly types?: { payload: Payload; answer: Answer };
};

/** States a kind's payload (from api/contracts) and answer types once, where its route is written. */
export const outboxRoute = <Payload, Answer>(
  route: Omit<OutboxRoute<Payload, Answer>, 'types'>,
): OutboxRoute<Payload, Answer> => route;

/**
 * Filled in by the app's composition (app/sync-registry.ts), as TanStack Router's `Register` is: this
 * layer never imports a feature, yet `sendOrQueue` still knows every kind and its payload type.
 */
// biome-ignore lint/suspicious/noEmptyInterface: declaration merging fills it in
export interface Register {}

type Unregistered = Record<string, OutboxRoute<Record<string, unknown>, unknown>>;
export type OutboxRoutes = Register extends { outbox: infer Routes } ? Routes : Unregistered;
export type OutboxKind = keyof OutboxRoutes & string;
type TypesOf<K extends OutboxKind> = NonNullable<OutboxRoutes[K]['types']>;
export type OutboxPayload<K extends OutboxKind> = TypesOf<K>['payload'];
export type OutboxAnswer<K extends OutboxKind> = TypesOf<K>['answer'];

/** A write sent now (with the server's answer) or kept in the outbox to be sent later. */
export type SendResult<T> = { status: 'sent'; data: T } | { status: 'queued' };
