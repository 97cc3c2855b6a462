import { numberPlaceholders } from './placeholders';

/**
 * The SQL Drizzle's SQLite builder writes, as PostgreSQL reads it: parameters numbered, and an upsert's
 * conflict columns named bare (SQLite accepts `on conflict ("notifications"."key")`; PostgreSQL wants
 * `on conflict ("key")`). Everything else the services write is spelled for both (db/dialect.ts).
 */
export function toPostgres(query: string): string {
  return numberPlaceholders(
    query.replace(
      /\bon conflict \(([^)]*)\)/gi,
      (_, columns: string) => `on conflict (${columns.replace(/"[^"]+"\.("[^"]+")/g, '$1')})`,
    ),
  );
}
