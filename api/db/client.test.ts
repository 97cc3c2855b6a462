import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('openDatabase', () => {
  it('sets the pragmas DESIGN.md asks for, but waits for another process in the gate, not in SQLite', () => {
    const db = openDatabase(join(mkdtempSync(join(tmpdir(), 'bbe-')), 'app.db'));
    const pragma = (name: string) => db.sqlite.pragma(name, { simple: true });
    expect(pragma('journal_mode')).toBe('wal');
    expect(pragma('foreign_keys')).toBe(1);
    // 5 s while migrating at start; then the gate waits for a busy file without blocking the event
    // loop (transaction-gate.test.ts).
    expect(pragma('busy_timeout')).toBe(0);
    expect(pragma('synchronous')).toBe(2); // FULL
  });

  it('applies every migration, so all SPEC section 3 tables exist', () => {
    const db = openDatabase(':memory:');
    const tables = db.sqlite
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
      'booking_holds',
      'refunds',
      'order_status_changes',
      'job_tickets',
      'communication_preferences',
      'sessions',
    ]) {
      expect(tables).toContain(table);
    }
  });

  it('keeps one active cart per customer', () => {
    const db = openDatabase(':memory:');
    db.sqlite.exec(
      "insert into users (id, username, email, password_hash) values ('u1', 'u1', 'u1@example.com', 'x');" +
        "insert into carts (id, customer_id) values ('c1', 'u1');",
    );
    expect(() => db.sqlite.exec("insert into carts (id, customer_id) values ('c2', 'u1')")).toThrow(/UNIQUE/);
    db.sqlite.exec("insert into carts (id, customer_id, status) values ('c3', 'u1', 'checked_out')");
  });

  it('drops stored websites whose scheme is not http(s), keeping real addresses and bare domains', () => {
    const db = openDatabase(':memory:');
    const sites = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'https://ok.example',
      'HTTP://ok.example',
      'ok.example',
    ];
    const insert = db.sqlite.prepare(
      "insert into vendors (id, business_name, business_type, website) values (?, 'V', 'restaurant', ?)",
    );
    for (const [i, site] of sites.entries()) insert.run(`v${i}`, site);
    const migration = join(
      dirname(fileURLToPath(import.meta.url)),
      'migrations/0009_clear_unsafe_websites.sql',
    );
    db.sqlite.exec(readFileSync(migration, 'utf8'));
    const kept = db.sqlite.prepare('select website from vendors order by id').all() as {
      website: string | null;
    }[];
    expect(kept.map((r) => r.website)).toEqual([
      null,
      null,
      null,
      'https://ok.example',
      'HTTP://ok.example',
      'ok.example',
    ]);
  });
});
