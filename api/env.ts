import * as v from 'valibot';

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(65535)), '3000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATABASE_PATH: v.optional(v.pipe(v.string(), v.minLength(1)), 'data/app.db'),
  SEED_DEMO: v.optional(v.picklist(['0', '1'])),
  // Where the built PWA lives; the API alone runs without it (e.g. under `npm run dev`).
  STATIC_ROOT: v.optional(v.string(), 'dist'),
  // Extra origins allowed to send mutating calls (a reverse proxy's public name, for example).
  ALLOWED_ORIGINS: v.optional(v.string(), ''),
});

export type Env = v.InferOutput<typeof EnvSchema>;

/** The environment, checked once at start: a wrong value stops the process with a clear message. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = v.safeParse(EnvSchema, source);
  if (result.success) return result.output;
  for (const issue of result.issues) {
    console.error(`Environment variable ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
  }
  process.exit(1);
}
