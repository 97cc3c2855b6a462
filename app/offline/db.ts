import Dexie, { type EntityTable } from 'dexie';
import { LOCAL_DB_NAME } from './use-local-store';

/** What kinds of write can wait for the network, and the endpoint each one replays to. */
export const OUTBOX_ENDPOINTS = {
  'cart-item': '/api/cart/items',
  preferences: '/api/preferences',
  quote: '/api/quotes',
  event: '/api/events',
  'gig-application': '/api/gig-workers',
  'vendor-application': '/api/vendors',
} as const;
export type OutboxKind = keyof typeof OUTBOX_ENDPOINTS;

export type OutboxItem = {
  /** The client-made id, also sent as the record's id, so a replay never doubles (DESIGN.md). */
  id: string;
  kind: OutboxKind;
  /** A short human label: "Booking: Timber Ridge Smokehouse - BBQ Buffet". */
  label: string;
  payload: Record<string, unknown>;
  /** Whose write it is; null for writes a visitor may make signed out (quote requests). */
  userId: string | null;
  createdAt: number;
  attempts: number;
  status: 'waiting' | 'failed' | 'synced';
  lastError: string | null;
  syncedAt: number | null;
  nextAttemptAt: number;
};

export type Draft = { key: string; value: Record<string, unknown>; updatedAt: number };

/** The phone's own store. Versions are append-only: add a new version, never edit an old one. */
export const localDb = new Dexie(LOCAL_DB_NAME) as Dexie & {
  outbox: EntityTable<OutboxItem, 'id'>;
  drafts: EntityTable<Draft, 'key'>;
};

localDb.version(1).stores({
  outbox: 'id, status, createdAt, userId',
  drafts: 'key',
});
