// Types for the TypeScript side (the PostgreSQL test setup, the bench) of postgres.mjs.
export declare function startPostgres(options?: { database?: string; durable?: boolean }): Promise<{
  url: string;
  stop: () => Promise<void>;
}>;
export declare function findPostgresBin(): string;
