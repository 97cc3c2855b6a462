import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('openDatabase', () => {
  it('sets the pragmas DESIGN.md asks for', () => {
    const db = openDatabase(join(mkdtempSync(join(tmpdir(), 'bbe-')), 'app.db'));
    const pragma = (name: string) => db.$client.pragma(name, { simple: true });
    expect(pragma('journal_mode')).toBe('wal');
    expect(pragma('foreign_keys')).toBe(1);
    expect(pragma('busy_timeout')).toBe(5000);
    expect(pragma('synchronous')).toBe(2); // FULL
  });

  it('applies every migration, so all SPEC section 3 tables exist', () => {
    const db = openDatabase(':memory:');
    const tables = db.$client
      .prepare("select name from sqlite_master where type = 'table'")
      .all()
      .map((row) => (row as { name: string }).name);
    for (const table of [
      'users',
      'vendors',
      'services',
      'events',
      'orders',
      'gig_workers',
      'reviews',
      'carts',
      'cart_items',
      'vendor_availability',
      'job_tickets',
      'communication_preferences',
      'sessions',
    ]) {
      expect(tables).toContain(table);
    }
  });

  it('keeps one active cart per customer', () => {
    const db = openDatabase(':memory:');
    db.$client.exec(
      "insert into users (id, username, email, password_hash) values ('u1', 'u1', 'u1@example.com', 'x');" +
        "insert into carts (id, customer_id) values ('c1', 'u1');",
    );
    expect(() => db.$client.exec("insert into carts (id, customer_id) values ('c2', 'u1')")).toThrow(
      /UNIQUE/,
    );
    db.$client.exec("insert into carts (id, customer_id, status) values ('c3', 'u1', 'checked_out')");
  });
});
