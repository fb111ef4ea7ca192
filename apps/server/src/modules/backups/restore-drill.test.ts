import { chmodSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupFolders } from '../../db/backup-folders.ts';
import { createDatabase } from '../../db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../db/embedded.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { mailMessages } from '../../db/schema/index.ts';
import { lazyJobQueue, startJobQueue } from '../../jobs/job-queue.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { freePort } from '../../test/free-port.ts';
import { placeOrderBody, postOrder, seedItems } from '../../test/kits/order-test-kit.ts';
import { signInAs } from '../../test/staff-session.ts';
import { ARCHIVE_FAILING_SUBJECT, checkWalArchive } from './check-wal-archive.ts';
import { restoreBackup } from './restore-backup.ts';
import { takeBaseBackup } from './take-base-backup.ts';

/**
 * The restore drill (a backup is only worth the restore it gives back), on a PostgreSQL of its own (own
 * folder, own port, archiving on as the server runs it), so the shared test database is left alone: orders, a
 * base backup, more orders, a noted moment, more orders, and a restore to that moment into a new folder,
 * started on another port, holding exactly the orders acknowledged before it.
 */
const root = mkdtempSync(path.join(os.tmpdir(), 'kadai-backup-drill-'));
// As root the database runs as `postgres`, which must reach into this folder.
chmodSync(root, 0o755);
const backupDir = path.join(root, 'backups');
const settings = { dir: backupDir, keepDays: 14 };
let primary: EmbeddedDatabase;
let restored: EmbeddedDatabase | undefined;
const { db, pool } = await (async () => {
  primary = await startEmbeddedPostgres({
    dataDir: path.join(root, 'data'),
    port: await freePort(),
    walArchiveDir: backupFolders(backupDir).wal,
  });
  return createDatabase({ url: primary.url, poolSize: 4 });
})();
const app = await buildTestApp(db, { backups: settings });
let itemIds: number[] = [];

beforeAll(async () => {
  await migrateDatabase(db);
  itemIds = await seedItems(db, 3);
});

afterAll(async () => {
  // Before the pool ends: the app's catalogue listener holds a connection until it closes.
  await app.close();
  await pool.end();
  await restored?.stop();
  await primary.stop();
  rmSync(root, { recursive: true, force: true });
});

async function placeOrders(firstName: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await postOrder(app, { url: '/api/orders', body: placeOrderBody(itemIds, { firstName }) });
    expect(res.statusCode).toBe(201);
    ids.push(res.json().orderId);
  }
  return ids;
}

/** Closes the current WAL segment and waits until the archive holds it (or its archiving failed). */
async function switchWal(until: 'archived' | 'failed'): Promise<void> {
  const [switched] = (await db.execute<{ wal: string }>(sql`SELECT pg_walfile_name(pg_switch_wal()) AS wal`))
    .rows;
  for (let waited = 0; waited < 20_000; waited += 50) {
    const [state] = (
      await db.execute<{ archived: string | null; failed: string | null }>(
        sql`SELECT last_archived_wal AS archived, last_failed_wal AS failed FROM pg_stat_archiver`,
      )
    ).rows;
    const seen = until === 'archived' ? state?.archived : state?.failed;
    if (seen && switched && seen >= switched.wal) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`segment ${switched?.wal} not ${until} within 20 s`);
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the restore drill', () => {
  it('restores to a noted moment every order acknowledged before it, and none after', async () => {
    const beforeBase = await placeOrders('Before', 3);
    const base = await takeBaseBackup({ pool, dir: backupDir });
    expect(base.startWal).toMatch(/^[0-9A-F]{24}$/);
    const afterBase = await placeOrders('Between', 3);
    // Commit times are microseconds, a Date milliseconds: a moment clear of both sides.
    await pause(20);
    const noted = new Date();
    await pause(20);
    const afterNoted = await placeOrders('After', 3);
    await switchWal('archived');
    expect(readdirSync(backupFolders(backupDir).wal).some((f) => /^[0-9A-F]{24}\.gz$/.test(f))).toBe(true);

    const into = path.join(root, 'restored');
    const restore = await restoreBackup({ dir: backupDir, into, target: noted });
    expect(restore.base.name).toBe(base.name);
    await expect(restoreBackup({ dir: backupDir, into, target: noted })).rejects.toThrow(/already exists/);

    restored = await startEmbeddedPostgres({ dataDir: into, port: await freePort() });
    const client = new pg.Client({ connectionString: restored.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ order_id: string; recovering: boolean }>(
        'SELECT order_id, pg_is_in_recovery() AS recovering FROM orders ORDER BY order_id',
      );
      expect(rows.map((r) => r.order_id).sort()).toEqual([...beforeBase, ...afterBase].sort());
      expect(rows.map((r) => r.order_id)).not.toContain(afterNoted[0]);
      // Promoted: it takes writes, so DATA_DIR=<into> npm start serves it.
      expect(rows[0]?.recovering).toBe(false);
    } finally {
      await client.end();
    }
    expect(existsSync(path.join(into, 'pg', 'recovery.signal'))).toBe(false);
  });

  it('reports a failing archive_command on /api/health/ready, the status, and once in the outbox', async () => {
    const walDir = backupFolders(backupDir).wal;
    // The backup disk gone: where the archive was, a file PostgreSQL cannot write into.
    renameSync(walDir, `${walDir}.away`);
    writeFileSync(walDir, '');
    try {
      await placeOrders('Unarchived', 1);
      await switchWal('failed');
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      // Still ready: orders are safe in the database; it is the restore that cannot reach them.
      expect(ready.statusCode).toBe(200);
      expect(ready.json().archive).toMatch(/^failing: [0-9A-F]{24} could not be archived/);
      expect(ready.json().backup).toMatch(/^last base backup \d+ s ago/);

      const admin = await signInAs(app, db, { role: 'admin' });
      const status = await app.inject({ method: 'GET', url: '/api/backups/status', headers: admin.headers });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toMatchObject({ managed: true, archive: { failing: true }, bases: [{}] });

      const jobs = lazyJobQueue(() => startJobQueue({ pool, worker: false }));
      const logged: string[] = [];
      const log = { error: (_: object, message: string) => logged.push(message) };
      const alerts = { jobs, mail: { adminEmail: 'admin@example.in' } };
      await checkWalArchive(db, { settings, alerts, log });
      await checkWalArchive(db, { settings, alerts, log });
      await jobs.stop();
      expect(logged).toHaveLength(2);
      const mails = await db
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.subject, ARCHIVE_FAILING_SUBJECT));
      expect(mails).toHaveLength(1);
    } finally {
      rmSync(walDir);
      renameSync(`${walDir}.away`, walDir);
    }
  });
});
