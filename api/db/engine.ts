import { type Db, openDatabase } from './client';

/** Where the data lives: a PostgreSQL URL when one is given, else the embedded SQLite file. */
export type DatabaseSettings = { url?: string; path: string };

/** Opens and migrates the database the settings name (issue 33: the engine is chosen at start). */
export async function openConfigured({ url, path }: DatabaseSettings): Promise<Db> {
  if (!url) return openDatabase(path);
  // Loaded only when asked for: the embedded default starts without node-postgres and its migrator.
  const { openPostgres } = await import('./postgres/client');
  return await openPostgres(url);
}

/** The database as a log line may name it: the file, or the server and database without a password. */
export function describeDatabase({ url, path }: DatabaseSettings): string {
  if (!url) return path;
  const { hostname, port, pathname } = new URL(url);
  return `postgres://${hostname}${port ? `:${port}` : ''}${pathname}`;
}

/** The settings from the environment, for the command-line tools beside the server. */
export const databaseSettingsFromEnv = (): DatabaseSettings => ({
  url: process.env.DATABASE_URL || undefined,
  path: process.env.DATABASE_PATH ?? 'data/app.db',
});
