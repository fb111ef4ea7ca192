import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from './test/free-port.ts';
import { withDatabase } from './test/global-setup.ts';

/**
 * deploy/ as a site runs it (more than one process, as a growing business needs), on loopback: HAProxy
 * (deploy/haproxy.cfg, TLS at the proxy) in front of two server processes with JOBS_WORKER=off, one `npm run
 * worker`, and PgBouncer in transaction mode (deploy/pgbouncer.ini) in front of PostgreSQL. Debian's haproxy
 * and pgbouncer are needed (.ci/run installs them, as it does Chromium).
 */
const REPO = path.resolve(import.meta.dirname, '../../..');
const SERVER_DIR = path.join(REPO, 'apps/server');
const TSX = path.join(REPO, 'node_modules/.bin/tsx');
const ADMIN_PASSWORD = 'deploy-admin-password';
/** The per-address limit the servers run with: the spec's default. */
const WRITES_PER_MINUTE = 20;

/** A Debian tool's path: on the PATH, or in /usr/sbin, which a non-root user's PATH leaves out. */
function tool(name: string): string {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin']) {
    const candidate = path.join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} is needed for this test: apt-get install -y haproxy pgbouncer openssl`);
}
const HAPROXY = tool('haproxy');
const PGBOUNCER = tool('pgbouncer');
const OPENSSL = tool('openssl');

const folder = mkdtempSync(path.join(os.tmpdir(), 'kadai-deploy-'));
const processes = new Set<ChildProcess>();
const output = new Map<ChildProcess, string[]>();

function start(name: string, command: string, args: string[], env: Record<string, string>, cwd = REPO) {
  // A group of its own: tsx runs the server in a child node process, and a kill must reach both,
  // as systemd's does (it kills the unit's whole cgroup).
  const child = spawn(command, args, {
    detached: true,
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  processes.add(child);
  output.set(child, lines);
  child.once('exit', () => processes.delete(child));
  Object.defineProperty(child, 'label', { value: name });
  return child;
}

/** SIGKILL to a started process and everything it started. */
function killGroup(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** What a process said last, for a failure's message. */
function said(child: ChildProcess): string {
  return (output.get(child) ?? []).join('\n');
}

async function waitFor(what: string, check: () => Promise<boolean>, child?: ChildProcess, ms = 90_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${what}: exited\n${said(child)}`);
    if (await check().catch(() => false)) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${what}: not within ${ms / 1000} s\n${child ? said(child) : ''}`);
}

interface Answer {
  status: number;
  server: string | undefined;
  body: Record<string, unknown>;
}

let certificate = '';
let httpsPort = 0;

/** One request to the balancer over TLS, from a loopback address of the test's choosing. */
function call(
  method: string,
  url: string,
  options: { body?: unknown; from?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port: httpsPort,
        method,
        path: url,
        ca: certificate,
        servername: 'localhost',
        localAddress: options.from ?? '127.0.0.1',
        timeout: 10_000,
        headers: {
          ...(payload && {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let body: Record<string, unknown> = {};
          try {
            body = JSON.parse(text);
          } catch {
            body = { text };
          }
          const server = response.headers['x-kadai-server'];
          resolve({
            status: response.statusCode ?? 0,
            server: typeof server === 'string' ? server : undefined,
            body,
          });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    if (payload) request.write(payload);
    request.end();
  });
}

let direct: pg.Pool;
let serverEnv: Record<string, string>;
const serverPorts: number[] = [];
const servers: ChildProcess[] = [];
let itemIds: number[] = [];

function startServer(index: number, seed: boolean) {
  const port = serverPorts[index] ?? 0;
  const child = start(
    `server ${index + 1}`,
    TSX,
    ['src/main.ts'],
    { ...serverEnv, PORT: String(port), SEED_DEMO: String(seed) },
    SERVER_DIR,
  );
  servers[index] = child;
  return waitFor(
    `server ${index + 1}`,
    async () => (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status === 200,
    child,
  );
}

/** The balancer sends to a process only after its health checks pass (rise 2 × 2 s). */
async function bothInRotation() {
  const seen = new Set<string>();
  await waitFor('both servers behind the balancer', async () => {
    const answer = await call('GET', '/api/health/ready');
    if (answer.status === 200 && answer.server) seen.add(answer.server);
    return seen.size === 2;
  });
}

function orderBody(firstName: string) {
  return {
    customer: {
      firstName,
      lastName: 'சுந்தரம்',
      email: 'meena@example.com',
      phone: '98400 12345',
      address1: '12 North Mada Street',
      address2: 'Mylapore',
      address3: '',
      city: 'Chennai',
      pincode: '600004',
    },
    orderType: 'Door Delivery',
    items: itemIds.slice(0, 2).map((itemId, i) => ({ itemId, quantity: i + 1 })),
    others: '',
  };
}

beforeAll(async () => {
  const serverUrl = inject('databaseServerUrl');
  const database = `kadai_deploy_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const directUrl = withDatabase(serverUrl, database);
  direct = new pg.Pool({ connectionString: directUrl, max: 2 });
  const pgUrl = new URL(directUrl);

  // PgBouncer from deploy/pgbouncer.ini, pointed at the test's PostgreSQL, its files in the folder.
  const bouncerPort = await freePort();
  const user = decodeURIComponent(pgUrl.username);
  const password = decodeURIComponent(pgUrl.password);
  writeFileSync(path.join(folder, 'userlist.txt'), `"${user}" "${password}"\n`);
  const settings: Record<string, string> = {
    listen_port: String(bouncerPort),
    auth_file: path.join(folder, 'userlist.txt'),
    logfile: path.join(folder, 'pgbouncer.log'),
    pidfile: path.join(folder, 'pgbouncer.pid'),
    unix_socket_dir: '',
  };
  const ini = readFileSync(path.join(REPO, 'deploy/pgbouncer.ini'), 'utf8')
    .split('\n')
    .filter((line) => !/^admin_users\s*=/.test(line))
    .map((line) => {
      if (line.startsWith('kadai = ')) {
        return `kadai = host=127.0.0.1 port=${pgUrl.port} dbname=${database} user=${user} password=${password}`;
      }
      const key = /^(\w+)\s*=/.exec(line)?.[1];
      return key && key in settings ? `${key} = ${settings[key]}` : line;
    })
    .join('\n');
  expect(ini).toContain('pool_mode = transaction');
  writeFileSync(path.join(folder, 'pgbouncer.ini'), ini);
  // PgBouncer, like PostgreSQL, will not run as root: it switches to the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(folder, uid, gid);
    for (const file of ['pgbouncer.ini', 'userlist.txt']) chownSync(path.join(folder, file), uid, gid);
  }
  const bouncer = start(
    'pgbouncer',
    PGBOUNCER,
    [...(asRoot ? ['-u', 'postgres'] : []), path.join(folder, 'pgbouncer.ini')],
    {},
  );
  const bouncerUrl = `postgres://${pgUrl.username}:${pgUrl.password}@127.0.0.1:${bouncerPort}/kadai`;
  await waitFor(
    'pgbouncer',
    async () => {
      const client = new pg.Client({ connectionString: bouncerUrl });
      await client.connect();
      await client.end();
      return true;
    },
    bouncer,
  );

  // A certificate for the proxy's TLS, as a site's would be (one PEM: certificate and key).
  const key = path.join(folder, 'key.pem');
  const cert = path.join(folder, 'cert.pem');
  execFileSync(
    OPENSSL,
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  certificate = readFileSync(cert, 'utf8');
  writeFileSync(path.join(folder, 'kadai.pem'), certificate + readFileSync(key, 'utf8'));

  serverPorts.push(await freePort(), await freePort());
  serverEnv = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: bouncerUrl,
    DATABASE_DIRECT_URL: directUrl,
    DATABASE_NAMED_STATEMENTS: 'off',
    JOBS_WORKER: 'off',
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE),
    ADMIN_PASSWORD,
    DB_POOL_SIZE: '5',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(folder, 'no-web-build'),
  };
  // Migrations run on start, one process at a time (docs/operations.md): the first, then the rest.
  await startServer(0, true);
  await Promise.all([
    startServer(1, false),
    (async () => {
      const worker = start(
        'worker',
        TSX,
        ['src/worker.ts'],
        // Info, to read its 'worker running'; PORT: the server it asks for the test gateway's answers.
        { ...serverEnv, PORT: String(serverPorts[0]), LOG_LEVEL: 'info' },
        SERVER_DIR,
      );
      await waitFor('worker', async () => said(worker).includes('worker running'), worker);
    })(),
  ]);

  httpsPort = await freePort();
  const proxy = start('haproxy', HAPROXY, ['-db', '-f', path.join(REPO, 'deploy/haproxy.cfg')], {
    KADAI_HTTPS_BIND: `127.0.0.1:${httpsPort}`,
    KADAI_HTTP_BIND: `127.0.0.1:${await freePort()}`,
    KADAI_TLS_PEM: path.join(folder, 'kadai.pem'),
    KADAI_SERVER_1: `127.0.0.1:${serverPorts[0]}`,
    KADAI_SERVER_2: `127.0.0.1:${serverPorts[1]}`,
  });
  await waitFor('haproxy', async () => (await call('GET', '/api/health/ready')).status === 200, proxy);
  await bothInRotation();

  const items = await direct.query<{ id: number }>('SELECT id FROM items WHERE live = 1 ORDER BY id LIMIT 2');
  itemIds = items.rows.map((row) => row.id);
  expect(itemIds).toHaveLength(2);
}, 240_000);

afterAll(async () => {
  for (const child of processes) killGroup(child);
  await direct?.end();
  rmSync(folder, { recursive: true, force: true });
});

describe('the deploy/ set-up on loopback', () => {
  it('loses no acknowledged order while a server process is killed with SIGKILL', async () => {
    const acknowledged = new Map<string, string>();
    const answeredBy = new Set<string>();
    let killed = false;
    // A customer's phone: one key per order, the same key again after a failed attempt.
    const place = async (n: number) => {
      const key = randomUUID();
      // An address of its own per customer (127.0.1.x), as many phones are.
      const from = `127.0.1.${(n % 250) + 1}`;
      for (let attempt = 0; attempt < 6; attempt++) {
        const afterKill = killed;
        const answer = await call('POST', '/api/orders', {
          body: orderBody(`Deploy ${n}`),
          from,
          headers: { 'idempotency-key': key },
        }).catch(() => null);
        if (answer && (answer.status === 201 || answer.status === 200)) {
          acknowledged.set(key, String(answer.body.orderId));
          if (afterKill && answer.server) answeredBy.add(answer.server);
          return;
        }
        await new Promise((done) => setTimeout(done, 300));
      }
    };
    const total = 60;
    let next = 0;
    const lanes = Array.from({ length: 4 }, async () => {
      while (next < total) {
        const n = next++;
        if (n === 20 && !killed && servers[0]) {
          const victim = servers[0];
          const gone = once(victim, 'exit');
          killGroup(victim);
          await gone;
          killed = true;
        }
        await place(n);
      }
    });
    await Promise.all(lanes);
    expect(killed).toBe(true);
    expect(acknowledged.size).toBe(total);
    // Orders sent after the kill were taken by the other process.
    expect([...answeredBy]).toEqual(['kadai2']);

    // Every acknowledged order is stored, once, under the number the customer was given.
    const stored = await direct.query<{ key: string; order_id: string }>(
      `SELECT k.key, o.order_id FROM idempotency_keys k JOIN orders o ON o.order_id = k.result_ref
       WHERE k.key = ANY($1::text[])`,
      [[...acknowledged.keys()]],
    );
    expect(new Map(stored.rows.map((row) => [row.key, row.order_id]))).toEqual(acknowledged);

    // The killed process comes back (systemd's Restart=always) and the balancer sends to it again.
    await startServer(0, false);
    await bothInRotation();
  }, 180_000);

  it('holds the per-address limit across both processes: the 21st write in a minute gets 429', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i <= WRITES_PER_MINUTE; i++) {
      answers.push(await call('POST', '/api/orders', { body: orderBody(`Limit ${i}`), from: '127.0.2.1' }));
    }
    expect(answers.slice(0, WRITES_PER_MINUTE).map((a) => a.status)).toEqual(
      Array(WRITES_PER_MINUTE).fill(201),
    );
    expect(answers.at(-1)?.status).toBe(429);
    // Both processes answered: neither could have counted twenty on its own.
    expect(new Set(answers.map((a) => a.server))).toEqual(new Set(['kadai1', 'kadai2']));
    // /metrics is for Prometheus on each process: the balancer refuses it itself, no server asked.
    const metrics = await call('GET', '/metrics');
    expect([metrics.status, metrics.server]).toEqual([403, undefined]);
    // Another address is not held back.
    expect((await call('POST', '/api/orders', { body: orderBody('Other'), from: '127.0.2.2' })).status).toBe(
      201,
    );
  }, 60_000);

  it('runs a job enqueued through either process exactly once, in the worker', async () => {
    const login = async () => {
      const basic = Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64');
      const res = await fetch(`http://127.0.0.1:${serverPorts[0]}/dataapi/login`, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}` },
      });
      expect(res.status).toBe(200);
      return res.headers.get('authorization') ?? '';
    };
    const token = await login();
    const runs: number[] = [];
    // One report run through each process directly, so each enqueues one.
    for (const port of serverPorts) {
      const res = await fetch(`http://127.0.0.1:${port}/api/reports/runs`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'produced-vs-sold', query: { from: '2026-11-01', to: '2026-11-26' } }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      runs.push(Number(((await res.json()) as { id: number }).id));
    }
    for (const runId of runs) {
      await waitFor(`report run ${runId}`, async () => {
        const res = await call('GET', `/api/reports/runs/${runId}`, { headers: { authorization: token } });
        return res.body.status === 'done';
      });
    }
    const jobs = await direct.query<{ run_id: string; state: string; n: number }>(
      `SELECT data->>'runId' AS run_id, state, count(*)::int AS n FROM pgboss.job
       WHERE name = 'report-run' GROUP BY 1, 2 ORDER BY 1`,
    );
    expect(jobs.rows).toEqual(runs.map((runId) => ({ run_id: String(runId), state: 'completed', n: 1 })));
  }, 120_000);
});
