import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../test/import-graph';
import * as schema from './schema';

// Issue 33: the services' SQL runs on SQLite and on PostgreSQL. What the two spell differently is
// called through api/db/dialect.ts; this scan keeps the SQLite-only spellings from coming back.

const API = resolve(import.meta.dirname, '..');
const DB = resolve(API, 'db') + sep;
// Test helpers may read one engine on purpose, behind a check of `db.engine` (test/database-contents.ts).
const TEST_KIT = resolve(API, 'test') + sep;

const booleanColumns = Object.values(schema)
  .filter((value) => is(value, SQLiteTable))
  .flatMap((table) => getTableConfig(table).columns)
  .filter((column) => column.columnType === 'SQLiteBoolean')
  .map((column) => column.name);

const RULES: { pattern: RegExp; instead: string }[] = [
  { pattern: /from\s+['"]drizzle-orm\/sqlite-core['"]/g, instead: 'import alias and union from db/dialect' },
  { pattern: /json_extract\(/gi, instead: 'jsonText(column, key)' },
  // FTS5's own rowid stays until PostgreSQL's search replaces vendor_search (plan 4c). Not `rowId`,
  // the name code gives a row's id.
  { pattern: /(?<!vendor_search\.)\b(?:rowid|ROWID)\b/g, instead: 'insertionOrder(table)' },
  {
    pattern: /cross\s+join\s+\w+(?:\s+(?:as\s+)?\w+)?\s+on\b/gi,
    instead: 'CROSS JOIN with its condition in WHERE',
  },
  {
    // SQLite stores booleans as 1 and 0, and `= true` still uses an index on the column where a bare
    // column would not; PostgreSQL compares a boolean with true, never with 1.
    pattern: new RegExp(`\\b(?:${booleanColumns.join('|')})\\s*(?:=|<>|!=)\\s*[01]\\b`, 'g'),
    instead: '= true / = false',
  },
  { pattern: /\.changes\b(?!\s*\()/g, instead: 'affected(result)' },
];

/** Each SQLite-only spelling in a source file, as `line: what to write instead`. */
function unportable(source: string): string[] {
  return RULES.flatMap(({ pattern, instead }) =>
    [...source.matchAll(pattern)].map((m) => `${source.slice(0, m.index).split('\n').length}: ${instead}`),
  );
}

describe('portable SQL', () => {
  it('reads the boolean columns from the schema: vendors.is_active and vendor_availability.is_available among them', () => {
    expect(booleanColumns).toEqual(expect.arrayContaining(['is_active', 'is_available']));
  });

  it('finds each SQLite-only spelling, and not the portable ones', () => {
    const source = [
      "import { alias } from 'drizzle-orm/sqlite-core';",
      "sql`json_extract(vendors.metadata, '$.cuisineType')`",
      '.orderBy(desc(sql`rowid`))',
      'from payout_accounts a cross join ledger_entries s on s.to_account = a.payee_id',
      'where s.is_active = 1 and va.is_available <> 0',
      'if (updated.changes !== 1) return false;',
      // Portable: each of the above written through dialect.ts or as both engines accept.
      "import { alias } from '../../db/dialect';",
      'from payout_accounts a cross join ledger_entries s\n  left join orders o on o.id = s.order_id',
      'where s.is_active = true and va.is_available = false and s.min_guests = 1',
      'join vendor_search_keys k on k.id = vendor_search.rowid',
      '.orderBy(desc(insertionOrder(bookingChanges)))',
      '{ idempotencyKey: `connect_` + input.rowId }',
      'w.changes(orderId)',
    ].join('\n');
    expect(unportable(source)).toEqual([
      '1: import alias and union from db/dialect',
      '2: jsonText(column, key)',
      '3: insertionOrder(table)',
      '4: CROSS JOIN with its condition in WHERE',
      '5: = true / = false',
      '5: = true / = false',
      '6: affected(result)',
    ]);
  });

  it('no server file outside api/db spells SQL only SQLite understands', () => {
    const found = sourceFiles(API)
      .filter((file) => !file.startsWith(DB) && !file.startsWith(TEST_KIT))
      .flatMap((file) => unportable(readFileSync(file, 'utf8')).map((at) => `${relative(API, file)}:${at}`));
    expect(found).toEqual([]);
  });
});
