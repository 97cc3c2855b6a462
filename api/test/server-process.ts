import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/**
 * The real server process (api/server.ts), as `npm start` runs it, API only: on a SQLite file, or on
 * the PostgreSQL database a `postgres://` URL names; `env` adds to its environment.
 */
export async function startServer(
  database = join(mkdtempSync(join(tmpdir(), 'bbe-proc-')), 'app.db'),
  env: Record<string, string> = {},
) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(database.startsWith('postgres://') ? { DATABASE_URL: database } : { DATABASE_PATH: database }),
      NODE_ENV: 'test',
      STATIC_ROOT: '.no-static',
      PASSWORD_HASH_COST: '14',
      PUBLIC_ORIGIN: base,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { base, database, child, exited, output: () => output };
}

/** A cookie-keeping HTTP client for a server process. */
export class HttpClient {
  cookie = '';
  constructor(readonly base: string) {}
  async call(method: string, path: string, body: unknown = method === 'GET' ? undefined : {}) {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(this.cookie ? { Cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
  }
}
