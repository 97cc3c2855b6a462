// `npm run test:tools` (part of `npm test`): a few seconds of the soak and of the bench against real
// servers, so that neither breaks unnoticed again when the API changes. Each must exit 0 and leave
// its port free: a tool that left its server running fails as surely as one that crashed.
import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, portIsFree } from './ports.mjs';

const TOOLS = [
  { name: 'soak', args: ['scripts/soak.mjs', '5'], portVariable: 'SOAK_PORT' },
  { name: 'bench', args: ['scripts/bench.mjs', '--smoke'], portVariable: 'BENCH_PORT' },
];

/** Whether `port` is free within a few seconds (a server told to stop may still be closing). */
async function freedSoon(port) {
  for (let i = 0; i < 50; i++) {
    if (await portIsFree(port)) return true;
    await sleep(100);
  }
  return false;
}

let failed = false;
for (const tool of TOOLS) {
  const port = await freePort();
  const started = Date.now();
  console.log(`test:tools: ${tool.name} on port ${port}`);
  const result = spawnSync(process.execPath, tool.args, {
    stdio: 'inherit',
    env: { ...process.env, [tool.portVariable]: String(port) },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const problems = [];
  if (result.status !== 0) problems.push(`exited ${result.status ?? result.signal}`);
  if (!(await freedSoon(port))) problems.push(`left a server listening on port ${port}`);
  console.log(
    `test:tools: ${tool.name} ${problems.length ? `FAILED: ${problems.join(', ')}` : 'ok'} (${seconds} s)`,
  );
  failed ||= problems.length > 0;
}
if (failed) process.exit(1);
