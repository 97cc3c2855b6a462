import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig as getPgTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { insertionOrderedTables, pgSchemaPath, renderPgSchema } from '../../../scripts/pg-schema.mjs';
import * as sqlite from '../schema';
import * as postgres from './schema';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const sqliteTables = Object.entries(sqlite as Record<string, unknown>).filter(
  (entry): entry is [string, SQLiteTable] => is(entry[1], SQLiteTable),
);
const pgTables = new Map(
  Object.entries(postgres as Record<string, unknown>).filter((entry): entry is [string, PgTable] =>
    is(entry[1], PgTable),
  ),
);

const pgTypeOf: Record<string, string> = {
  SQLiteText: 'text',
  SQLiteTextJson: 'text',
  SQLiteInteger: 'bigint',
  SQLiteBoolean: 'boolean',
  SQLiteReal: 'double precision',
};

describe('the PostgreSQL schema (api/db/postgres/schema.ts)', () => {
  it('is what scripts/pg-schema.mts generates from api/db/schema.ts (run it after a schema change)', () => {
    expect(readFileSync(join(root, pgSchemaPath), 'utf8')).toBe(renderPgSchema());
  });

  it('has every SQLite table under the same export and name, and no other', () => {
    expect([...pgTables.keys()].sort()).toEqual(sqliteTables.map(([name]) => name).sort());
    for (const [name, table] of sqliteTables) {
      expect(getPgTableConfig(pgTables.get(name) as PgTable).name).toBe(getTableConfig(table).name);
    }
  });

  it.each(sqliteTables)('%s: the same columns, keys and indexes', (name, table) => {
    const lite = getTableConfig(table);
    const pg = getPgTableConfig(pgTables.get(name) as PgTable);

    const extra = insertionOrderedTables.includes(lite.name) ? ['insertion_order'] : [];
    expect(pg.columns.map((c) => c.name)).toEqual([...lite.columns.map((c) => c.name), ...extra]);
    for (const column of lite.columns) {
      const mirror = pg.columns.find((c) => c.name === column.name);
      expect(mirror?.getSQLType(), `${lite.name}.${column.name}`).toBe(pgTypeOf[column.columnType]);
      expect(
        {
          notNull: mirror?.notNull,
          primary: mirror?.primary,
          hasDefault: mirror?.hasDefault,
          unique: mirror?.isUnique ? mirror.uniqueName : null,
        },
        `${lite.name}.${column.name}`,
      ).toEqual({
        notNull: column.notNull,
        primary: column.primary,
        hasDefault: column.hasDefault,
        unique: column.isUnique ? column.uniqueName : null,
      });
    }
    if (extra.length > 0) {
      const order = pg.columns.find((c) => c.name === 'insertion_order');
      expect(order?.generatedIdentity?.type).toBe('byDefault');
    }

    expect(pg.primaryKeys.map((pk) => [pk.getName(), pk.columns.map((c) => c.name)])).toEqual(
      lite.primaryKeys.map((pk) => [pk.getName(), pk.columns.map((c) => c.name)]),
    );
    expect(pg.uniqueConstraints.map((u) => u.getName())).toEqual(
      lite.uniqueConstraints.map((u) => u.getName()),
    );

    const fks = (list: typeof lite.foreignKeys | typeof pg.foreignKeys) =>
      list
        .map((fk) => {
          const ref = fk.reference();
          return {
            name: fk.getName(),
            columns: ref.columns.map((c) => c.name),
            table: getTableName(ref.foreignTable),
            foreignColumns: ref.foreignColumns.map((c) => c.name),
            onDelete: fk.onDelete ?? 'no action',
            onUpdate: fk.onUpdate ?? 'no action',
          };
        })
        .sort((a, b) => a.name.localeCompare(b.name));
    expect(fks(pg.foreignKeys)).toEqual(fks(lite.foreignKeys));

    const shape = (config: { name?: string; unique: boolean; where?: unknown; columns: unknown[] }) => ({
      name: config.name,
      unique: config.unique,
      partial: config.where !== undefined,
      columns: config.columns.length,
    });
    expect(pg.indexes.map((i) => shape(i.config))).toEqual(lite.indexes.map((i) => shape(i.config)));
  });

  it('gives insertion_order to every table the services order by insertionOrder', () => {
    const used = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
          for (const [, name] of readFileSync(path, 'utf8').matchAll(/insertionOrder\((\w+)\)/g))
            if (name) used.add(name);
        }
      }
    };
    walk(join(root, 'api'));
    used.delete('table'); // dialect.ts's own parameter
    expect(used.size).toBeGreaterThan(0);
    for (const name of used) {
      const table = pgTables.get(name);
      expect(table, name).toBeDefined();
      expect(
        getPgTableConfig(table as PgTable).columns.some((c) => c.name === 'insertion_order'),
        name,
      ).toBe(true);
    }
  });

  it('matches the latest drizzle-kit snapshot (run drizzle-kit generate after regenerating)', () => {
    const folder = join(root, 'api/db/postgres/migrations');
    const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
      entries: { idx: number }[];
    };
    const last = journal.entries.at(-1)?.idx ?? -1;
    const snapshot = JSON.parse(
      readFileSync(join(folder, `meta/${String(last).padStart(4, '0')}_snapshot.json`), 'utf8'),
    ) as {
      tables: Record<
        string,
        { name: string; columns: Record<string, unknown>; indexes: Record<string, unknown> }
      >;
    };
    const inSnapshot = Object.values(snapshot.tables)
      .map((t) => ({ name: t.name, columns: Object.keys(t.columns), indexes: Object.keys(t.indexes).sort() }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const inSchema = [...pgTables.values()]
      .map((t) => getPgTableConfig(t))
      .map((t) => ({
        name: t.name,
        columns: t.columns.map((c) => c.name),
        indexes: t.indexes.map((i) => i.config.name as string).sort(),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(inSnapshot).toEqual(inSchema);
  });
});
