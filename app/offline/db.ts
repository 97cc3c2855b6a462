import Dexie, { type EntityTable } from 'dexie';
import { LOCAL_DB_NAME } from './local-store';
import type { OutboxKind } from './outbox-registry';

export type OutboxItem = {
  /** The client-made id, also sent as the record's id, so a replay never doubles (DESIGN.md). */
  id: string;
  kind: OutboxKind;
  /** A short human label: "Booking: Timber Ridge Smokehouse - BBQ Buffet". */
  label: string;
  /** The kind's payload (outbox-registry.ts) with `id`; stored as sent, so a replay sends the same. */
  payload: Record<string, unknown>;
  /** Whose write it is; null for writes a visitor may make signed out (quote requests). */
  userId: string | null;
  createdAt: number;
  attempts: number;
  status: 'waiting' | 'failed' | 'synced';
  /** Why the last attempt did not land: the server's words for a refusal, else the reason it waits. */
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
