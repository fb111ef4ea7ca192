import { businessDay, previousPeriod, STATEMENT_MESSAGES } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { startTestSmtpServer } from '../../test/smtp-test-server.ts';
import { injectAs, signInAs } from '../../test/staff-session.ts';
import { useTestDatabase } from '../../test/test-database.ts';
import { eventually, startTestWorker } from '../../test/test-worker.ts';
import { SKIP_REASONS } from './run-statement-run.ts';
import { startDueStatementRuns } from './start-due-statement-runs.ts';

const { db } = await useTestDatabase();
const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
const mail = { from: 'Kadai <accounts@kadai.test>', adminEmail: 'owner@kadai.test', smtpUrl: smtp.url };
const jobs = await startTestWorker(db, { mail });
const app = await buildTestApp(db, { mail, jobs });
await app.ready();
const inject = injectAs(app);

type Headers = Record<string, string>;
let finance: Headers;
const GROUP = 'Temple Kitchens';
const LAST_MONTH = previousPeriod(businessDay());
const IN_LAST_MONTH = `${LAST_MONTH}-10`;

async function customer(details: Record<string, unknown>): Promise<number> {
  const res = await inject('POST', '/api/receivables/customers', finance, { groupName: GROUP, ...details });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

let withMail: number;
let noMail: number;
let quiet: number;

beforeAll(async () => {
  finance = (await signInAs(app, db, { role: 'finance', displayName: 'Revathi' })).headers;
  withMail = await customer({ name: 'Sri Kapaleeswarar Annadhanam', email: 'annadhanam@example.in' });
  noMail = await customer({ name: 'Parthasarathy Prasadam', mobile: '9840012121' });
  quiet = await customer({ name: 'Quiet Mutt', email: 'quiet@example.in' });
  const invoice = await inject('POST', `/api/receivables/customers/${withMail}/invoices`, finance, {
    issueDate: IN_LAST_MONTH,
    lines: [{ item: 'Pongal', quantity: 10, unit: 'kg', pricePaise: 150_00, taxSlabBasisPoints: 500 }],
  });
  expect(invoice.statusCode, invoice.body).toBe(201);
});

async function finishedRun(runId: number) {
  const run = await eventually(
    async () => (await inject('GET', `/api/receivables/statements/runs/${runId}`, finance)).json(),
    (detail) => detail.status === 'done' || detail.status === 'failed',
    { what: `statement run ${runId}` },
  );
  return run;
}

describe('monthly statements', () => {
  it('sends each customer with an e-mail and something to state the month’s statement as a PDF, and logs the rest', async () => {
    const started = await inject('POST', '/api/receivables/statements/runs', finance, {
      groupName: GROUP,
      period: LAST_MONTH,
    });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({ groupName: GROUP, period: LAST_MONTH, startedBy: 'Revathi' });
    const run = await finishedRun(started.json().id);
    expect(run).toMatchObject({ status: 'done', sent: 1, skipped: 2, error: null });
    const byCustomer = new Map(run.deliveries.map((d: { customerId: number }) => [d.customerId, d]));
    expect(byCustomer.get(withMail)).toMatchObject({ status: 'sent', email: 'annadhanam@example.in' });
    expect(byCustomer.get(noMail)).toMatchObject({ status: 'skipped', reason: SKIP_REASONS.noEmail });
    expect(byCustomer.get(quiet)).toMatchObject({ status: 'skipped', reason: SKIP_REASONS.nothingToState });

    const delivered = await eventually(
      () => smtp.messages.filter((m) => m.to.includes('annadhanam@example.in')),
      (messages) => messages.length > 0,
      { what: 'the statement mail' },
    );
    expect(delivered).toHaveLength(1);
    const [message] = delivered;
    expect(message?.mail.subject).toContain(LAST_MONTH);
    expect(message?.mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    expect(message?.mail.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    const mailState = await eventually(
      async () => (await inject('GET', `/api/receivables/statements/runs/${run.id}`, finance)).json(),
      (detail) => detail.deliveries.some((d: { mailStatus: string }) => d.mailStatus === 'sent'),
    );
    expect(
      mailState.deliveries.find((d: { customerId: number }) => d.customerId === withMail).mailStatus,
    ).toBe('sent');
  });

  it('never sends a customer the same month twice, whoever starts the next run', async () => {
    const again = await inject('POST', '/api/receivables/statements/runs', finance, {
      groupName: GROUP,
      period: LAST_MONTH,
    });
    expect(again.statusCode, again.body).toBe(201);
    const run = await finishedRun(again.json().id);
    expect(run).toMatchObject({ status: 'done', sent: 0, skipped: 3 });
    const mine = run.deliveries.find((d: { customerId: number }) => d.customerId === withMail);
    expect(mine.reason).toMatch(/^Already sent in run \d+$/);
    expect(smtp.messages.filter((m) => m.to.includes('annadhanam@example.in'))).toHaveLength(1);
  });

  it('starts the scheduled groups on their day, once, for the month before', async () => {
    const saved = await inject('PUT', '/api/receivables/statements/schedules', finance, {
      groupName: GROUP,
      dayOfMonth: 3,
      enabled: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // 2 December: not the day; 3 December 07:00 in Chennai: the day, for November.
    expect(await startDueStatementRuns(db, { jobs, now: new Date('2026-12-02T01:30:00Z') })).toEqual([]);
    const started = await startDueStatementRuns(db, { jobs, now: new Date('2026-12-03T01:30:00Z') });
    expect(started).toHaveLength(1);
    expect(await startDueStatementRuns(db, { jobs, now: new Date('2026-12-03T01:31:00Z') })).toEqual([]);
    const run = await finishedRun(started[0] ?? 0);
    expect(run).toMatchObject({ period: '2026-11', startedBy: 'schedule', status: 'done' });
    const overview = (await inject('GET', '/api/receivables/statements', finance)).json();
    expect(overview.groups.find((g: { groupName: string }) => g.groupName === GROUP)).toMatchObject({
      customers: 3,
      schedule: { dayOfMonth: 3, enabled: true, updatedBy: 'Revathi' },
    });
  });

  it('says when a run fails, and keeps what it sent before', async () => {
    const group = 'Failing Group';
    const first = await customer({ name: 'Aaa First', email: 'first@example.in', groupName: group });
    const second = await customer({ name: 'Bbb Second', email: 'second@example.in', groupName: group });
    for (const id of [first, second]) {
      const res = await inject('POST', `/api/receivables/customers/${id}/invoices`, finance, {
        issueDate: IN_LAST_MONTH,
        lines: [{ item: 'Vadai', quantity: 5, unit: 'pc', pricePaise: 12_00, taxSlabBasisPoints: 500 }],
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // The database refuses the second customer's delivery, as a full disk or a bug would.
    await db.execute(
      sql.raw(`
      create function refuse_second() returns trigger language plpgsql as $$
      begin
        if new.customer_id = ${second} then raise exception 'disk full while writing'; end if;
        return new;
      end $$;
      create trigger refuse_second before insert on statement_deliveries
        for each row execute function refuse_second();`),
    );
    try {
      const started = await inject('POST', '/api/receivables/statements/runs', finance, {
        groupName: group,
        period: LAST_MONTH,
      });
      const run = await finishedRun(started.json().id);
      expect(run.status).toBe('failed');
      expect(run.error).toContain('disk full while writing');
      expect(run.deliveries).toEqual([expect.objectContaining({ customerId: first, status: 'sent' })]);
    } finally {
      await db.execute(sql`drop trigger refuse_second on statement_deliveries`);
    }
  });

  it('refuses a month that has not ended, an unknown group and a day past 28, naming the field', async () => {
    const thisMonth = businessDay().slice(0, 7);
    const current = await inject('POST', '/api/receivables/statements/runs', finance, {
      groupName: GROUP,
      period: thisMonth,
    });
    expect(current.statusCode).toBe(400);
    expect(current.json().error.fields).toEqual([
      { path: 'period', message: STATEMENT_MESSAGES.periodNotOver },
    ]);
    const unknown = await inject('POST', '/api/receivables/statements/runs', finance, {
      groupName: 'Nobody',
      period: LAST_MONTH,
    });
    expect(unknown.json().error.fields[0].path).toBe('groupName');
    const day = await inject('PUT', '/api/receivables/statements/schedules', finance, {
      groupName: GROUP,
      dayOfMonth: 31,
      enabled: true,
    });
    expect(day.statusCode).toBe(400);
    expect(day.json().error.fields).toEqual([{ path: 'dayOfMonth', message: STATEMENT_MESSAGES.dayOfMonth }]);
    const warehouse = await signInAs(app, db, { role: 'warehouse' });
    expect((await inject('GET', '/api/receivables/statements', warehouse.headers)).statusCode).toBe(403);
  });
});
