import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths.ts';
import { sleep } from './time.ts';

/** A fresh folder for one run's data. As root, PostgreSQL runs as `postgres`, which must traverse it. */
export function makeDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  chmodSync(dir, 0o755);
  return dir;
}

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

/** A TCP port nobody listens on right now, on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** `preferred` when nothing listens on it, else any free port (a parallel run may hold the usual one). */
export async function pickPort(preferred: number): Promise<number> {
  return (await portAnswers(preferred)) ? freePort() : preferred;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.setTimeout(1000);
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/** True while the process runs; a zombie (dead, not yet reaped) counts as gone. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // /proc/<pid>/stat: "pid (comm) S ..." — the state letter follows the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return true;
  }
}

export async function waitUntilGone(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isRunning(pid)) return true;
    await sleep(50);
  }
  return !isRunning(pid);
}

function trySignal(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

/** The embedded PostgreSQL's postmaster pid, from the first line of its postmaster.pid. */
export function readPostmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(file)) return null;
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export interface ServerOptions {
  /** Shown in front of echoed lines and in errors. */
  name: string;
  port: number;
  pgPort: number;
  dataDir: string;
  /** Extra environment (e.g. DEMO_CATALOGUE). */
  env?: Record<string, string>;
  /** Print the server's output as it comes (otherwise only its last lines, on failure). */
  echo?: boolean;
}

const KEEP_LINES = 80;

/** Node's flags in apps/server's `npm start` (a larger young generation, decision 034). */
const START_FLAGS = ['--max-semi-space-size=32'];

/**
 * One `node --max-semi-space-size=32 --import tsx apps/server/src/main.ts` process, started from the
 * repo root as `npm start` does (apps/server/package.json; decision 034), listening on loopback
 * only, with its embedded PostgreSQL in `dataDir`.
 */
export class ServerProcess {
  readonly url: string;
  readonly pgUrl: string;
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private readonly tail: string[] = [];

  constructor(readonly options: ServerOptions) {
    this.url = `http://127.0.0.1:${options.port}`;
    this.pgUrl = `postgres://kadai:kadai-local@127.0.0.1:${options.pgPort}/kadai`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** The server's last output lines, for error messages. */
  lastLines(): string {
    return this.tail.join('\n');
  }

  /** Spawns the server and resolves once `GET /api/health` answers 200 (server and database up). */
  async start(timeoutMs: number): Promise<{ ms: number }> {
    if (this.child) throw new Error(`${this.options.name}: already started`);
    // Else a server still answering on the port would pass for this one.
    if (await portAnswers(this.options.port)) {
      throw new Error(`${this.options.name}: something already listens on port ${this.options.port}`);
    }
    const started = Date.now();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      // The load generator is one address sending thousands of orders a second.
      PUBLIC_WRITES_PER_MINUTE: '100000000',
      ...this.options.env,
      PORT: String(this.options.port),
      DATA_DIR: this.options.dataDir,
      EMBEDDED_PG_PORT: String(this.options.pgPort),
    };
    // Always the embedded database in our own folder, never one from the caller's environment.
    delete env.DATABASE_URL;
    // The flags of apps/server's start script, so the bench measures what `npm start` runs.
    const child = spawn(process.execPath, [...START_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let exitInfo: string | null = null;
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        exitInfo = signal ? `signal ${signal}` : `code ${code}`;
        this.child = null;
        resolve();
      });
    });
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line.trim()) continue;
        this.tail.push(line);
        if (this.tail.length > KEEP_LINES) this.tail.shift();
        if (this.options.echo) console.log(`  [${this.options.name}] ${line}`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);

    const until = started + timeoutMs;
    while (Date.now() < until) {
      if (exitInfo) {
        throw new Error(
          `${this.options.name}: the server exited (${exitInfo}) before it was healthy:\n${this.lastLines()}`,
        );
      }
      if ((await this.healthy()) && !exitInfo) return { ms: Date.now() - started };
      await sleep(150);
    }
    throw new Error(`${this.options.name}: not healthy within ${timeoutMs} ms:\n${this.lastLines()}`);
  }

  async healthy(): Promise<boolean> {
    try {
      const res = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      return res.status === 200;
    } catch {
      return false;
    }
  }

  /**
   * SIGKILL the server and its PostgreSQL postmaster back to back, as a power cut or an OOM kill
   * of both would; then wait until both are really gone (bounded).
   */
  async crash(): Promise<{ serverPid: number | undefined; postmasterPid: number | null }> {
    const serverPid = this.child?.pid;
    const postmasterPid = readPostmasterPid(this.options.dataDir);
    if (serverPid) trySignal(serverPid, 'SIGKILL');
    if (postmasterPid) trySignal(postmasterPid, 'SIGKILL');
    if (!serverPid || !postmasterPid) {
      throw new Error(
        `${this.options.name}: nothing to kill (server pid ${serverPid}, postmaster pid ${postmasterPid})`,
      );
    }
    await Promise.race([this.exited, sleep(5000)]);
    if (isRunning(serverPid))
      throw new Error(`${this.options.name}: server ${serverPid} still running after SIGKILL`);
    if (postmasterPid && !(await waitUntilGone(postmasterPid, 5000))) {
      throw new Error(`${this.options.name}: postmaster ${postmasterPid} still running 5 s after SIGKILL`);
    }
    this.child = null;
    return { serverPid, postmasterPid };
  }

  /** SIGTERM, and how long the server took to exit (null if it was still running after `limitMs`). */
  async stopTimed(limitMs: number): Promise<number | null> {
    const pid = this.child?.pid;
    if (!pid) throw new Error(`${this.options.name}: not running`);
    const started = Date.now();
    trySignal(pid, 'SIGTERM');
    await Promise.race([this.exited, sleep(limitMs)]);
    const ms = isRunning(pid) ? null : Date.now() - started;
    await this.stop();
    return ms;
  }

  /**
   * SIGKILL the embedded PostgreSQL only, and how long the server took to notice and exit by
   * itself (null if it still ran after `limitMs`: it would be serving errors forever).
   */
  async killDatabaseTimed(limitMs: number): Promise<number | null> {
    const pid = this.child?.pid;
    const postmasterPid = readPostmasterPid(this.options.dataDir);
    if (!pid || !postmasterPid) throw new Error(`${this.options.name}: nothing to kill`);
    const started = Date.now();
    trySignal(postmasterPid, 'SIGKILL');
    await Promise.race([this.exited, sleep(limitMs)]);
    const ms = isRunning(pid) ? null : Date.now() - started;
    await this.stop();
    return ms;
  }

  /**
   * A clean stop: SIGTERM (the server closes its pool and stops PostgreSQL), then whatever is left is
   * stopped by force: SIGKILL for the server, SIGINT (fast shutdown) then SIGKILL for the postmaster.
   */
  async stop(): Promise<void> {
    const child = this.child;
    if (child?.pid) {
      trySignal(child.pid, 'SIGTERM');
      await Promise.race([this.exited, sleep(15_000)]);
      if (this.child?.pid) {
        trySignal(this.child.pid, 'SIGKILL');
        await Promise.race([this.exited, sleep(5000)]);
      }
    }
    this.child = null;
    const postmasterPid = readPostmasterPid(this.options.dataDir);
    if (postmasterPid && isRunning(postmasterPid) && isPostgres(postmasterPid)) {
      trySignal(postmasterPid, 'SIGINT');
      if (!(await waitUntilGone(postmasterPid, 15_000))) {
        trySignal(postmasterPid, 'SIGKILL');
        await waitUntilGone(postmasterPid, 5000);
      }
    }
  }
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith('postgres');
  } catch {
    return true;
  }
}

/**
 * Runs `cleanup` once, whether the script ends normally, throws, or is interrupted (Ctrl-C, SIGTERM):
 * no server or PostgreSQL is left behind.
 */
export function onInterrupt(cleanup: () => Promise<void>): void {
  let running = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      if (running) return;
      running = true;
      console.error(`\n${signal}: cleaning up`);
      const force = setTimeout(() => process.exit(130), 30_000);
      force.unref();
      void cleanup().finally(() => process.exit(130));
    });
  }
}

/**
 * A script's one server and its data folder, cleaned up once: on interrupt, or when the script
 * calls cleanup() at its end.
 */
export function serverScope(prefix: string) {
  const scope = {
    dataDir: makeDataDir(prefix),
    server: null as ServerProcess | null,
    cleaned: false,
    /** The scope's server on a free port, its PostgreSQL on the preferred port when that is free. */
    async createServer(options: {
      pgPortPreferred: number;
      env?: Record<string, string>;
    }): Promise<ServerProcess> {
      scope.server = new ServerProcess({
        name: 'server',
        port: await freePort(),
        pgPort: await pickPort(options.pgPortPreferred),
        dataDir: scope.dataDir,
        ...(options.env ? { env: options.env } : {}),
        echo: process.env.BENCH_ECHO === '1',
      });
      return scope.server;
    },
    async cleanup(): Promise<void> {
      if (scope.cleaned) return;
      scope.cleaned = true;
      try {
        await scope.server?.stop();
      } finally {
        removeDataDir(scope.dataDir);
      }
    },
  };
  onInterrupt(() => scope.cleanup());
  return scope;
}
