import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { idempotencyKeys, mailMessages } from '../db/schema/index.ts';
import { queueMail } from '../modules/notifications/mail/queue-mail.ts';
import { freePort, startTestSmtpServer, type TestSmtpServer } from '../test/smtp-test-server.ts';
import { useTestDatabase } from '../test/test-database.ts';
import { eventually, startTestWorker } from '../test/test-worker.ts';
import { JobPayloadError } from './job-payloads.ts';
import { QUEUES, startJobQueue } from './job-queue.ts';

const servers: TestSmtpServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

const MAIL = { from: 'Kadai <jobs@kadai.test>', adminEmail: 'owner@kadai.test' };

async function mailRow(db: Awaited<ReturnType<typeof useTestDatabase>>['db'], id: number) {
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return row;
}

describe('mail on the job queue', () => {
  it('retries a message while the SMTP server is down and sends it once it is back', async () => {
    const { db } = await useTestDatabase();
    const port = await freePort();
    const mail = { ...MAIL, smtpUrl: `smtp://127.0.0.1:${port}` };
    const jobs = await startTestWorker(db, {
      mail,
      mailRetry: { retryLimit: 20, retryDelay: 1, retryBackoff: false },
    });
    const { id } = await db.transaction((tx) =>
      queueMail(tx, {
        to: 'owner@kadai.test',
        subject: 'Down, then up',
        text: 'hello',
        attachments: [],
        smtp: true,
        jobs,
      }),
    );
    const failed = await eventually(
      () => mailRow(db, id),
      (m) => m?.status === 'failed' && m.attempts >= 1,
    );
    expect(failed?.error).toBeTruthy();

    const smtp = await startTestSmtpServer({ port });
    servers.push(smtp);
    const sent = await eventually(
      () => mailRow(db, id),
      (m) => m?.status === 'sent',
      { what: 'the retry after the server came back' },
    );
    expect(sent?.attempts).toBeGreaterThanOrEqual(2);
    expect(sent?.error).toBeNull();
    expect(smtp.messages.map((m) => m.mail.subject)).toEqual(['Down, then up']);
  });

  it('never runs a job whose transaction rolled back', async () => {
    const { db } = await useTestDatabase();
    const smtp = await startTestSmtpServer();
    servers.push(smtp);
    const jobs = await startTestWorker(db, { mail: { ...MAIL, smtpUrl: smtp.url } });
    await expect(
      db.transaction(async (tx) => {
        await queueMail(tx, {
          to: 'owner@kadai.test',
          subject: 'Rolled back',
          text: '',
          attachments: [],
          smtp: true,
          jobs,
        });
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    // A message committed afterwards is delivered: by then the worker has polled past the other.
    const { id } = await db.transaction((tx) =>
      queueMail(tx, {
        to: 'owner@kadai.test',
        subject: 'Committed',
        text: '',
        attachments: [],
        smtp: true,
        jobs,
      }),
    );
    await eventually(
      () => mailRow(db, id),
      (m) => m?.status === 'sent',
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.messages.map((m) => m.mail.subject)).toEqual(['Committed']);
    const pending = await db.execute(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'messageId' <> ${String(id)}`,
    );
    expect(pending.rows[0]).toEqual({ n: 0 });
  });

  it('delivers each message once with two workers on one database', async () => {
    const { db } = await useTestDatabase();
    const smtp = await startTestSmtpServer();
    servers.push(smtp);
    const mail = { ...MAIL, smtpUrl: smtp.url };
    const first = await startTestWorker(db, { mail });
    await startTestWorker(db, { mail });
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      const { id } = await db.transaction((tx) =>
        queueMail(tx, {
          to: 'owner@kadai.test',
          subject: `Mail ${i}`,
          text: '',
          attachments: [],
          smtp: true,
          jobs: first,
        }),
      );
      ids.push(id);
    }
    await eventually(
      async () => (await db.select().from(mailMessages)).filter((m) => m.status === 'sent').length,
      (n) => n === ids.length,
      { what: 'all 30 messages sent' },
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const subjects = smtp.messages.map((m) => m.mail.subject ?? '');
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
    const rows = await db.select().from(mailMessages);
    expect(rows.every((m) => m.attempts === 1)).toBe(true);
  });
});

describe('the nightly pruning jobs', () => {
  it('delete idempotency keys older than a day and ended sessions, and nothing else', async () => {
    const { db } = await useTestDatabase();
    const jobs = await startTestWorker(db, { mail: MAIL });
    await db.insert(idempotencyKeys).values([
      { scope: 'test', key: 'old', requestHash: 'h', createdAt: sql`now() - interval '25 hours'` },
      { scope: 'test', key: 'recent', requestHash: 'h', createdAt: sql`now() - interval '23 hours'` },
    ]);
    await db.execute(sql`
      INSERT INTO users (username, display_name, role, password_hash) VALUES ('pruned', 'Pruned', 'admin', 'x')`);
    await db.execute(sql`
      INSERT INTO sessions (token_hash, user_id, expires_at, last_seen_at)
      SELECT t.h, u.id, t.expires, t.seen FROM users u, (VALUES
        ('expired', now() - interval '1 minute', now()),
        ('idle', now() + interval '1 day', now() - interval '9 hours'),
        ('live', now() + interval '1 day', now())
      ) AS t(h, expires, seen) WHERE u.username = 'pruned'`);

    await jobs.enqueue(db, 'prune-idempotency-keys', {});
    await jobs.enqueue(db, 'prune-sessions', {});
    const keys = await eventually(
      async () => (await db.select().from(idempotencyKeys)).map((k) => k.key),
      (k) => !k.includes('old'),
    );
    expect(keys).toEqual(['recent']);
    const sessions = await eventually(
      async () => (await db.execute(sql`SELECT token_hash FROM sessions ORDER BY 1`)).rows,
      (rows) => rows.length === 1,
    );
    expect(sessions).toEqual([{ token_hash: 'live' }]);
  });

  it('are scheduled in business time: keys hourly, sessions and the stock check nightly, the payment sweep and the statements daily, SMS reports every ten minutes', async () => {
    const { db } = await useTestDatabase();
    const queue = await startJobQueue({ pool: db.$client, worker: true });
    afterAll(() => queue.stop());
    await startTestWorker(db, { mail: MAIL });
    const schedules = await queue.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron, s.options?.tz]).sort()).toEqual([
      ['payment-sweep', '40 3 * * *', 'Asia/Kolkata'],
      ['prune-idempotency-keys', '17 * * * *', 'Asia/Kolkata'],
      ['prune-sessions', '30 2 * * *', 'Asia/Kolkata'],
      ['sms-report-poll', '*/10 * * * *', 'Asia/Kolkata'],
      ['statements-due', '0 7 * * *', 'Asia/Kolkata'],
      ['stock-balance-check', '50 2 * * *', 'Asia/Kolkata'],
    ]);
  });
});

describe("each queue's payload", () => {
  it('is checked on enqueue: a wrong one throws naming the queue and the field, and nothing is queued', async () => {
    const { db } = await useTestDatabase();
    const queue = await startJobQueue({ pool: db.$client, worker: false });
    afterAll(() => queue.stop());
    const wrong = { runId: 'seven' } as unknown as { runId: number };
    await expect(queue.enqueue(db, QUEUES.runReport, wrong)).rejects.toThrow(JobPayloadError);
    await expect(queue.enqueue(db, QUEUES.runReport, wrong)).rejects.toThrow(/report-run job .*runId/);
    const stray = { stray: true } as unknown as Record<string, never>;
    await expect(queue.enqueue(db, QUEUES.pruneSessions, stray)).rejects.toThrow(
      /prune-sessions job .*stray/,
    );
    const queued = await db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job`);
    expect(queued.rows[0]).toEqual({ n: 0 });

    await queue.enqueue(db, QUEUES.runReport, { runId: 7 });
    const right = await db.execute(sql`SELECT name, data FROM pgboss.job WHERE name = 'report-run'`);
    expect(right.rows).toEqual([{ name: 'report-run', data: { runId: 7 } }]);
  });

  it('is checked before the handler runs: a malformed job fails with the reason, and never reaches it', async () => {
    const { db } = await useTestDatabase();
    const queue = await startJobQueue({ pool: db.$client, worker: true, pollingIntervalSeconds: 0.5 });
    afterAll(() => queue.stop());
    const handler = vi.fn(async (_data: { messageId: number }) => {});
    await queue.work(QUEUES.mailGivenUp, handler);

    // Straight into pg-boss, past enqueue's own check, as an older or foreign sender might.
    const malformed = await queue.boss.send(QUEUES.mailGivenUp, { messageId: 'seven' });
    const failed = await eventually(
      () => queue.boss.getJobById(QUEUES.mailGivenUp, malformed ?? ''),
      (job) => job?.state === 'failed',
      { what: 'the malformed job to fail' },
    );
    expect(JSON.stringify(failed?.output)).toMatch(/mail-given-up job .*messageId/);
    expect(handler).not.toHaveBeenCalled();

    const wellFormed = await queue.boss.send(QUEUES.mailGivenUp, { messageId: 7 });
    await eventually(
      () => queue.boss.getJobById(QUEUES.mailGivenUp, wellFormed ?? ''),
      (job) => job?.state === 'completed',
      { what: 'the well-formed job to complete' },
    );
    expect(handler).toHaveBeenCalledExactlyOnceWith({ messageId: 7 });
  });
});
