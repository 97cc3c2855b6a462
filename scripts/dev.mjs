// `npm run dev`: the API on :3001 restarting on change (tsx watch) and Vite on :3000 with hot reload,
// proxying /api to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'api/server.ts'], {
    stdio: 'inherit',
    // The browser opens Vite's port, and Vite passes its Origin through to the API.
    env: { PUBLIC_ORIGIN: 'http://localhost:3000', ...process.env, PORT: apiPort, STATIC_ROOT: '.no-static' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
