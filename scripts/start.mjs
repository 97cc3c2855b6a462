// `npm start`: builds the PWA when there is no build or a source changed since (ensure-build.mjs),
// then runs the one Node process that serves it and the API (migrating and, outside production,
// seeding the SQLite file first).
import { spawn } from 'node:child_process';
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
