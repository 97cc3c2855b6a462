/*
 * Writes api/db/postgres/schema.ts: a pg-core mirror of api/db/schema.ts (issue 33), from which
 * drizzle-kit generates the PostgreSQL migrations (drizzle.pg.config.ts). The services keep speaking
 * Drizzle's SQLite builder; their SQL text runs on PostgreSQL, so the mirror keeps every table, column,
 * key, index and default under the same name, and values in the same representation:
 *
 *   text, text json        -> text (JSON stays the same JSON text)
 *   integer                -> bigint, mode 'number' (cents and counts)
 *   integer boolean        -> boolean (the runner sends 1/0, which PostgreSQL takes as a boolean)
 *   real                   -> double precision
 *   SQLite's `now` default -> the same ISO 8601 text, with milliseconds and Z
 *
 * plus an `insertion_order` identity column on the tables whose rows `insertionOrder` (api/db/dialect.ts)
 * orders: SQLite has a rowid on every table, PostgreSQL none.
 *
 * Run: npx tsx scripts/pg-schema.mts (api/db/postgres/schema.test.ts checks the file is current).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Column, getTableColumns, is, SQL, StringChunk } from 'drizzle-orm';
import { getTableConfig, type SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as schema from '../api/db/schema';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const pgSchemaPath = 'api/db/postgres/schema.ts';

/** The tables `insertionOrder` (api/db/dialect.ts) is used on: they get an `insertion_order` identity column. */
export const insertionOrderedTables = [
  'booking_changes',
  'favorites',
  'ledger_entries',
  'notifications',
  'order_status_changes',
  'push_subscriptions',
  'refund_parts',
];

// SQLite's `(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` and its PostgreSQL spelling, the same text
// ('2026-05-20T14:03:07.123Z'). statement_timestamp(), as SQLite's 'now' is fixed per statement
// (now() would be fixed per transaction).
const sqliteNow = "(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))";
const pgNow = `(to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

// SQLite functions PostgreSQL lacks: an index or default written with one needs a translation here.
const sqliteOnly =
  /\b(strftime|datetime|julianday|unixepoch|json_extract|group_concat|ifnull|iif|instr|printf)\s*\(/i;

type Table = SQLiteTable;

/** The schema's tables in the order schema.ts declares them, by export name. */
function tablesInOrder(): [string, Table][] {
  const tables = Object.entries(schema as Record<string, unknown>).filter((entry): entry is [string, Table] =>
    is(entry[1], SQLiteTable),
  );
  const source = readFileSync(join(root, 'api/db/schema.ts'), 'utf8');
  const order = [...source.matchAll(/export const (\w+) = sqliteTable\(/g)].map((m) => m[1]);
  const rank = (name: string) => {
    const at = order.indexOf(name);
    return at === -1 ? order.length : at;
  };
  return tables.sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

const quote = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const templateText = (value: string) =>
  value.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${');

function columnKeys(table: Table): Map<Column, string> {
  return new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column as Column, key]));
}

/** A SQL chunk as a pg-core `sql` template: its text as written, its columns as the mirror's (`${t.x}`). */
function renderSql(chunk: SQL, keys: Map<Column, string>, where: string): string {
  const text = (part: unknown): string => {
    if (is(part, StringChunk)) return templateText(part.value.join(''));
    if (is(part, SQL)) return part.queryChunks.map(text).join('');
    if (is(part, Column)) {
      const key = keys.get(part);
      if (!key) throw new Error(`${where}: a column of another table in SQL`);
      return `\${t.${key}}`;
    }
    throw new Error(`${where}: SQL with a parameter or an unknown chunk cannot be mirrored`);
  };
  const body = text(chunk);
  if (sqliteOnly.test(body)) throw new Error(`${where}: SQLite-only SQL needs a translation: ${body}`);
  return `sql\`${body}\``;
}

/** The SQL text of a chunk with no columns in it (a default), or undefined when it has other parts. */
function plainSql(chunk: SQL): string | undefined {
  const parts = chunk.queryChunks;
  if (!parts.every((part) => is(part, StringChunk))) return undefined;
  return parts.map((part) => (part as StringChunk).value.join('')).join('');
}

function renderDefault(column: SQLiteColumn, where: string): string {
  const value = column.default;
  if (is(value, SQL)) {
    const text = plainSql(value);
    if (text === sqliteNow) return 'now';
    if (text === undefined) throw new Error(`${where}: a default with columns or parameters`);
    if (sqliteOnly.test(text)) throw new Error(`${where}: SQLite-only default needs a translation: ${text}`);
    return `sql\`${templateText(text)}\``;
  }
  switch (column.columnType) {
    case 'SQLiteTextJson':
      // Stored as Drizzle's SQLite driver stores it: the JSON text.
      return quote(JSON.stringify(value));
    case 'SQLiteText':
      if (typeof value !== 'string') throw new Error(`${where}: a text default that is not a string`);
      return quote(value);
    case 'SQLiteBoolean':
      if (typeof value !== 'boolean') throw new Error(`${where}: a boolean default that is not a boolean`);
      return String(value);
    case 'SQLiteInteger':
    case 'SQLiteReal':
      if (typeof value !== 'number' || !Number.isFinite(value))
        throw new Error(`${where}: a numeric default that is not a number`);
      return String(value);
    default:
      throw new Error(`${where}: no default mapping for ${column.columnType}`);
  }
}

function columnType(column: SQLiteColumn, where: string): { builder: string; call: string } {
  const name = quote(column.name);
  switch (column.columnType) {
    case 'SQLiteText':
    case 'SQLiteTextJson':
      return { builder: 'text', call: `text(${name})` };
    case 'SQLiteInteger':
      return { builder: 'bigint', call: `bigint(${name}, { mode: 'number' })` };
    case 'SQLiteBoolean':
      return { builder: 'boolean', call: `boolean(${name})` };
    case 'SQLiteReal':
      return { builder: 'doublePrecision', call: `doublePrecision(${name})` };
    default:
      throw new Error(`${where}: no PostgreSQL mapping for ${column.columnType} (${column.getSQLType()})`);
  }
}

/** The generated module's text, before formatting. */
function renderSource(): string {
  const tables = tablesInOrder();
  const exportOf = new Map(tables.map(([name, table]) => [table, name]));
  const imports = new Set<string>(['pgTable']);
  let usesSql = false;
  let usesNow = false;
  const names = new Set<string>();
  const named = (name: string, where: string) => {
    // PostgreSQL cuts identifiers at 63 bytes, and two cut alike would collide.
    if (Buffer.byteLength(name) > 63)
      throw new Error(`${where}: ${name} is longer than PostgreSQL's 63 bytes`);
    if (names.has(name)) throw new Error(`${where}: the name ${name} is used twice`);
    names.add(name);
    return name;
  };
  const blocks: string[] = [];

  for (const [exportName, table] of tables) {
    const config = getTableConfig(table);
    const keys = columnKeys(table);
    named(config.name, exportName);
    if (config.checks.length > 0) throw new Error(`${config.name}: check constraints are not mirrored yet`);
    const singleForeignKeys = new Map<Column, (typeof config.foreignKeys)[number]>();
    const extras: string[] = [];

    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      const target = exportOf.get(ref.foreignTable as Table);
      if (!target) throw new Error(`${config.name}: a foreign key to a table outside the schema`);
      const fkName = named(fk.getName(), config.name);
      const [column] = ref.columns;
      if (ref.columns.length === 1 && column && !ref.name) {
        singleForeignKeys.set(column, fk);
        continue;
      }
      imports.add('foreignKey');
      const targetKeys = columnKeys(ref.foreignTable as Table);
      const columns = ref.columns.map((c) => `t.${keys.get(c)}`).join(', ');
      const foreign = ref.foreignColumns.map((c) => `${target}.${targetKeys.get(c)}`).join(', ');
      let line = `foreignKey({ name: ${quote(fkName)}, columns: [${columns}], foreignColumns: [${foreign}] })`;
      if (fk.onDelete) line += `.onDelete(${quote(fk.onDelete)})`;
      if (fk.onUpdate) line += `.onUpdate(${quote(fk.onUpdate)})`;
      extras.push(line);
    }

    const columns: string[] = [];
    for (const column of config.columns) {
      const key = keys.get(column);
      const where = `${config.name}.${column.name}`;
      if (!key) throw new Error(`${where}: no property for the column`);
      if (column.generated) throw new Error(`${where}: generated columns are not mirrored yet`);
      const type = columnType(column, where);
      imports.add(type.builder);
      let line = type.call;
      if (column.primary) line += '.primaryKey()';
      else if (column.notNull) line += '.notNull()';
      if (column.hasDefault && column.default !== undefined) {
        const value = renderDefault(column, where);
        if (value === 'now') usesNow = true;
        else if (value.startsWith('sql`')) usesSql = true;
        line += `.default(${value})`;
      }
      if (column.isUnique) {
        const uniqueName = named(column.uniqueName ?? '', where);
        line +=
          uniqueName === `${config.name}_${column.name}_unique`
            ? '.unique()'
            : `.unique(${quote(uniqueName)})`;
      }
      const fk = singleForeignKeys.get(column);
      if (fk) {
        const ref = fk.reference();
        const target = exportOf.get(ref.foreignTable as Table);
        const [foreignColumn] = ref.foreignColumns;
        const foreignKey = foreignColumn && columnKeys(ref.foreignTable as Table).get(foreignColumn);
        const self = ref.foreignTable === table;
        if (self) imports.add('type AnyPgColumn');
        const options = [
          fk.onDelete ? `onDelete: ${quote(fk.onDelete)}` : '',
          fk.onUpdate ? `onUpdate: ${quote(fk.onUpdate)}` : '',
        ].filter(Boolean);
        line += `.references(()${self ? ': AnyPgColumn' : ''} => ${target}.${foreignKey}${
          options.length > 0 ? `, { ${options.join(', ')} }` : ''
        })`;
      }
      columns.push(`${key}: ${line},`);
    }
    if (insertionOrderedTables.includes(config.name)) {
      if (
        [...keys.values()].includes('insertionOrder') ||
        config.columns.some((c) => c.name === 'insertion_order')
      )
        throw new Error(`${config.name}: already has an insertion_order column`);
      imports.add('bigint');
      columns.push(
        "// SQLite's rowid: the order rows were inserted in (insertionOrder in api/db/dialect.ts).",
        "insertionOrder: bigint('insertion_order', { mode: 'number' }).generatedByDefaultAsIdentity(),",
      );
    }

    for (const pk of config.primaryKeys) {
      imports.add('primaryKey');
      const pkName = named(pk.getName(), config.name);
      const cols = pk.columns.map((c) => `t.${keys.get(c)}`).join(', ');
      const defaultName = `${config.name}_${pk.columns.map((c) => c.name).join('_')}_pk`;
      extras.push(
        pkName === defaultName
          ? `primaryKey({ columns: [${cols}] })`
          : `primaryKey({ name: ${quote(pkName)}, columns: [${cols}] })`,
      );
    }
    for (const unique of config.uniqueConstraints) {
      imports.add('unique');
      const cols = unique.columns.map((c) => `t.${keys.get(c)}`).join(', ');
      const uniqueName = unique.getName();
      if (!uniqueName) throw new Error(`${config.name}: a unique constraint without a name`);
      extras.push(`unique(${quote(named(uniqueName, config.name))}).on(${cols})`);
    }
    for (const idx of config.indexes) {
      const { name, columns: on, unique, where } = idx.config;
      const builder = unique ? 'uniqueIndex' : 'index';
      imports.add(builder);
      const parts = on.map((part) => {
        if (is(part, SQL)) {
          usesSql = true;
          return renderSql(part, keys, name);
        }
        return `t.${keys.get(part as Column)}`;
      });
      let line = `${builder}(${quote(named(name, config.name))}).on(${parts.join(', ')})`;
      if (where) {
        usesSql = true;
        line += `.where(${renderSql(where, keys, name)})`;
      }
      extras.push(line);
    }

    const body = `{\n${columns.join('\n')}\n}`;
    blocks.push(
      extras.length > 0
        ? `export const ${exportName} = pgTable(${quote(config.name)}, ${body}, (t) => [\n${extras.join(',\n')},\n]);`
        : `export const ${exportName} = pgTable(${quote(config.name)}, ${body});`,
    );
  }

  const pgImports = [...imports].sort((a, b) => a.replace('type ', '').localeCompare(b.replace('type ', '')));
  const head = [
    '// Generated by scripts/pg-schema.mts from api/db/schema.ts: do not edit.',
    '// Regenerate with `npx tsx scripts/pg-schema.mts`, then `npx drizzle-kit generate --config drizzle.pg.config.ts`.',
    '// The PostgreSQL mirror of the SQLite schema (issue 33): the same tables, columns, keys and indexes under the',
    '// same names; integer is bigint, an integer boolean is boolean, real is double precision, JSON stays text.',
    ...(usesSql || usesNow ? ["import { sql } from 'drizzle-orm';"] : []),
    `import { ${pgImports.join(', ')} } from 'drizzle-orm/pg-core';`,
    '',
    ...(usesNow
      ? [
          "// SQLite's (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')): the same ISO 8601 text, milliseconds and Z, fixed per",
          '// statement as SQLite fixes it.',
          `const now = sql\`${templateText(pgNow)}\`;`,
          '',
        ]
      : []),
  ];
  return `${head.join('\n')}\n${blocks.join('\n\n')}\n`;
}

/** Formats TypeScript as the project's biome does for the mirror's path. */
function format(source: string): string {
  const biome = join(root, 'node_modules/.bin/biome');
  return execFileSync(biome, ['format', `--stdin-file-path=${pgSchemaPath}`], {
    cwd: root,
    input: source,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/** api/db/postgres/schema.ts as it should be: generated from api/db/schema.ts and formatted. */
export function renderPgSchema(): string {
  return format(renderSource());
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const out = join(root, pgSchemaPath);
  writeFileSync(out, renderPgSchema());
  console.log(`wrote ${pgSchemaPath}`);
}
