// The server process the benchmark and the soak measure: production mode on its own SQLite file (or
// on a PostgreSQL database, when `database` is a `postgres://` URL), with demo data, the embedded
// payment provider and a cheaper password hash for the many sign-ups.
import { spawn } from 'node:child_process';
import { atExit } from './at-exit.mjs';
import { portIsFree } from './ports.mjs';
import { isPostgresUrl } from './tool-client.mjs';

// `cwd` runs another checkout's server (the bench's side-by-side compare); `staticRoot` and
// `serverRenderer` default to that checkout's dist/ and dist-server/.
export async function startMeasuredServer({ port, database, staticRoot = 'dist', serverRenderer, cwd }) {
  // Another server on the port (one a stopped run left behind) would answer in this one's place.
  if (!(await portIsFree(port))) throw new Error(`port ${port} is in use: stop what listens there first`);
  // One engine or the other, whatever this process's environment names.
  const { DATABASE_URL: _url, DATABASE_PATH: _path, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Production mode needs it; the bench's browser opens the server at this address.
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      ...(isPostgresUrl(database) ? { DATABASE_URL: database } : { DATABASE_PATH: database }),
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      PAYMENT_PROVIDER: 'local',
      PASSWORD_HASH_COST: '14',
      STATIC_ROOT: staticRoot,
      ...(serverRenderer ? { SERVER_RENDERER: serverRenderer } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const forget = atExit(() => child.kill('SIGTERM'));
  let exited = false;
  child.once('exit', () => {
    exited = true;
    forget();
  });
  for (let i = 0; i < 300 && !exited; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

export async function stopMeasuredServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
