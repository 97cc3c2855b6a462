// The server process the benchmark and the soak measure: production mode on its own SQLite file,
// with demo data, the embedded payment provider and a cheaper password hash for the many sign-ups.
import { spawn } from 'node:child_process';

export async function startMeasuredServer({ port, database, staticRoot = 'dist' }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Production mode needs it; the bench's browser opens the server at this address.
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DATABASE_PATH: database,
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      PAYMENT_PROVIDER: 'local',
      PASSWORD_HASH_COST: '14',
      STATIC_ROOT: staticRoot,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
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
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
