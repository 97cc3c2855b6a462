// A throwaway PostgreSQL (15 or newer) for the tests and benchmarks: its own cluster in a new temporary
// folder, on a free loopback port, gone again when stopped or when the process exits. Installs Debian's
// `postgresql` package when the server is missing and we run as root; otherwise stops with a clear message.
// `node scripts/postgres.mjs` starts one for a person, prints its URL and runs until Ctrl-C:
//   DATABASE_URL=<printed url> npm start
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { atExit } from './at-exit.mjs';
import { ensureDebianPackage } from './debian-package.mjs';
import { freePort } from './ports.mjs';

const MIN_MAJOR = 15;
const DEBIAN_ROOT = '/usr/lib/postgresql';

/** @param {string} dir */
const holdsServer = (dir) => ['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(join(dir, name)));

/** @returns {string | undefined} */
function lookForBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const onPath = [...(process.env.PATH ?? '').split(delimiter), '/usr/local/bin'].find(
    (dir) => dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')),
  );
  if (onPath) {
    // Follow a symlinked initdb (/usr/local/bin/initdb -> /usr/lib/postgresql/15/bin/initdb) to its
    // real folder, which also holds the client tools (createdb) of the same version.
    const real = join(realpathSync(join(onPath, 'initdb')), '..');
    return holdsServer(real) ? real : onPath;
  }
  const majors = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT)
        .filter((name) => /^\d+$/.test(name) && holdsServer(join(DEBIAN_ROOT, name, 'bin')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return majors[0] === undefined ? undefined : join(DEBIAN_ROOT, majors[0], 'bin');
}

/** @type {string | undefined} */
let found;

/** The folder holding initdb, pg_ctl and postgres (PostgreSQL 15 or newer), installing them if need be. */
export function findPostgresBin() {
  if (found) return found;
  const bin = ensureDebianPackage({
    name: 'postgresql',
    found: lookForBin,
    byHand:
      'PostgreSQL was not found (no initdb and pg_ctl on PATH, in /usr/local/bin or /usr/lib/postgresql/*/bin). ' +
      "Install Debian's package (sudo apt-get install -y postgresql) or set PG_BIN to the folder " +
      'holding initdb, pg_ctl and postgres, then run again.',
  });
  if (!holdsServer(bin)) {
    console.error(`${bin} does not hold initdb, pg_ctl and postgres; set PG_BIN to the folder that does.`);
    process.exit(1);
  }
  const version = spawnSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout ?? '';
  const major = Number(/\(PostgreSQL\) (\d+)/.exec(version)?.[1]);
  if (!(major >= MIN_MAJOR)) {
    console.error(
      `${join(bin, 'postgres')} is ${version.trim() || 'of an unknown version'}; the tests need PostgreSQL ` +
        `${MIN_MAJOR} or newer. Install a newer one or set PG_BIN to its bin folder.`,
    );
    process.exit(1);
  }
  found = bin;
  return bin;
}

/**
 * initdb and postgres refuse to run as root: as root the server tools run as Debian's `postgres` system
 * user (runuser), owner of the temporary folder. Undefined when we are not root.
 * @returns {{ uid: number, gid: number } | undefined}
 */
function serverUser() {
  if (process.getuid?.() !== 0) return undefined;
  const id = (/** @type {string} */ flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const [uid, gid] = [id('-u'), id('-g')];
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
      'We run as root, and initdb refuses to; there is no `postgres` user to run it as. ' +
        "Install Debian's postgresql package (it creates one) or run as an unprivileged user.",
    );
  }
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

/**
 * The command line that runs `tool` from `bin` as the server's user.
 * @param {string} bin @param {boolean} asRoot @param {string} tool @param {string[]} args
 */
const command = (bin, asRoot, tool, args) =>
  asRoot ? ['runuser', '-u', 'postgres', '--', join(bin, tool), ...args] : [join(bin, tool), ...args];

/**
 * Runs a command in `cwd` (the postgres user may not enter ours), collecting what it prints.
 * @param {string[]} argv @param {string} cwd
 * @returns {Promise<{ status: number | null, output: string }>}
 */
const run = ([file = '', ...args], cwd) =>
  new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, output }));
  });

/**
 * Starts a private PostgreSQL in a new temporary folder on a free loopback port.
 * `url` reaches `database` (default `broken_bow`) as the superuser `postgres`, no password;
 * `stop` stops the server and removes the folder (the process's exit does both too, should no one call it).
 * `durable`: commits reach the disk (fsync, synchronous commit, full pages), as a server that keeps data
 * does and as SQLite's `synchronous = FULL` does; a benchmark set beside SQLite wants it. Without it, the
 * tests' default, the server skips them for speed.
 * @param {{ database?: string, durable?: boolean }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startPostgres({ database = 'broken_bow', durable = false } = {}) {
  const bin = findPostgresBin();
  const user = serverUser();
  const asRoot = user !== undefined;
  const dir = mkdtempSync(join(tmpdir(), 'postgres-'));
  const data = join(dir, 'data');
  const tool = (/** @type {string} */ name, /** @type {string[]} */ args) => command(bin, asRoot, name, args);
  const stopArgs = ['-D', data, '-m', 'immediate', 'stop'];

  // A crashed or interrupted run must not leave a server behind: stop it synchronously on exit.
  const cleanUp = () => {
    if (existsSync(join(data, 'postmaster.pid'))) {
      const [file = '', ...args] = tool('pg_ctl', stopArgs);
      spawnSync(file, args, { cwd: dir, stdio: 'ignore' });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const forget = atExit(cleanUp);

  try {
    if (user) chownSync(dir, user.uid, user.gid);

    // C collation: text sorts byte-wise, as SQLite's BINARY collation does, so ORDER BY gives the same
    // order on both databases (a language locale would sort 'a' before 'B' and ignore punctuation).
    // --no-sync: a throwaway cluster need not reach the disk.
    const initArgs = ['-U', 'postgres', '-A', 'trust', '--encoding=UTF8', '--locale=C', '--no-sync'];
    const init = await run(tool('initdb', ['-D', data, ...initArgs]), dir);
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.output}`);

    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      // fsync and friends off unless `durable`: a throwaway test server trades crash safety for speed;
      // never do this with data you keep. The socket goes in our folder, not /var/run/postgresql (which
      // may not exist).
      const options = [
        `-p ${port}`,
        `-k "${dir}"`,
        '-c listen_addresses=127.0.0.1',
        ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
        '-c max_connections=200',
      ].join(' ');
      const start = await run(
        tool('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', options, 'start']),
        dir,
      );
      if (start.status === 0) break;
      const log = existsSync(join(dir, 'log')) ? readFileSync(join(dir, 'log'), 'utf8') : '';
      // Another process may take the free port between our probe and the server's bind: try a new one.
      if (attempt === 1 && /already in use/i.test(log)) continue;
      throw new Error(`PostgreSQL did not start on port ${port}:\n${start.output}\n${log}`);
    }

    if (database !== 'postgres') {
      const created = await run(
        [join(bin, 'createdb'), '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database],
        dir,
      );
      if (created.status !== 0) throw new Error(`createdb ${database} failed:\n${created.output}`);
    }

    /** @type {Promise<void> | undefined} */
    let stopping;
    const stop = () => {
      stopping ??= (async () => {
        forget();
        // No pid file: the server is down already (crashed or killed), and pg_ctl would fail.
        if (existsSync(join(data, 'postmaster.pid'))) {
          const stopped = await run(tool('pg_ctl', stopArgs), dir);
          if (stopped.status !== 0) {
            cleanUp();
            throw new Error(`pg_ctl stop failed:\n${stopped.output}`);
          }
        }
        rmSync(dir, { recursive: true, force: true });
      })();
      return stopping;
    };
    return { url: `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(database)}`, stop };
  } catch (error) {
    forget();
    cleanUp();
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { url, stop } = await startPostgres();
    console.log(url);
    // pg_ctl detaches the server, so nothing else keeps this process (and so the server) alive.
    const keepAlive = setInterval(() => {}, 2 ** 30);
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.once(signal, () => {
        clearInterval(keepAlive);
        stop().then(
          () => process.exit(0),
          (error) => {
            console.error(error.message);
            process.exit(1);
          },
        );
      });
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
