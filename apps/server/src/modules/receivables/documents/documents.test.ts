import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  type CustomerSend,
  formatPaise,
  INVOICE_LINK_MESSAGES,
  type Invoice,
  type ReceivableRow,
  SEND_MESSAGES,
} from '@kadai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMsg91Sms } from '../../../ports/msg91-sms.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startSmsCatcher } from '../../../test/sms-catcher.ts';
import { startTestSmtpServer } from '../../../test/smtp-test-server.ts';
import { injectAs, signInAs } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';
import { eventually, startTestWorker } from '../../../test/test-worker.ts';
import { makeInvoiceLinkToken } from '../invoices/invoice-link.ts';
import { getOutstandingDocument } from './get-outstanding-document.ts';
import { getPeriodStatement } from './get-period-statement.ts';

const run = promisify(execFile);
const TEMPLATE = '65f0c0ffee0000000000f00d';
const SMS_KEY = 'documents-sms-key';

const smtp = await startTestSmtpServer();
const catcher = await startSmsCatcher({ authKey: SMS_KEY });
afterAll(async () => {
  await smtp.close();
  await catcher.close();
});
const MAIL = { smtpUrl: smtp.url, from: 'Kadai <shop@kadai.test>', adminEmail: 'owner@kadai.test' };
const { db } = await useTestDatabase();
const jobs = await startTestWorker(db, {
  mail: MAIL,
  sms: createMsg91Sms({ authKey: SMS_KEY, baseUrl: catcher.url }),
});
const app = await buildTestApp(db, {
  jobs,
  mail: MAIL,
  sms: { provider: 'msg91', templates: { verification: TEMPLATE, invoice: TEMPLATE } },
});
await app.ready();
const inject = injectAs(app);

type Headers = Record<string, string>;
let finance: Headers;
let financeToken = '';
let outlet: Headers;

beforeAll(async () => {
  const signed = await signInAs(app, db, { role: 'finance', displayName: 'Revathi' });
  finance = signed.headers;
  financeToken = signed.token;
  outlet = (await signInAs(app, db, { role: 'warehouse' })).headers;
});

let counter = 0;
async function aCustomer(details: Record<string, unknown> = {}): Promise<number> {
  counter += 1;
  const res = await inject('POST', '/api/receivables/customers', finance, {
    name: `Documents Customer ${counter}`,
    mobile: `96000${String(counter).padStart(5, '0')}`,
    email: `customer${counter}@example.in`,
    ...details,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** 2 kg at ₹100.25 with 5% GST, ₹15 transport. */
const SAMBAR = {
  item: 'Sambar powder',
  hsn: '0910',
  quantity: 2,
  unit: 'kg',
  pricePaise: 100_25,
  taxSlabBasisPoints: 500,
  transportPaise: 15_00,
};
const PAYASAM = { item: 'பாயசம் mix', quantity: 3, unit: 'pcs', pricePaise: 45_50, taxSlabBasisPoints: 1200 };

async function issued(customerId: number, issueDate: string, lines: object[] = [SAMBAR]): Promise<Invoice> {
  const res = await inject('POST', `/api/receivables/customers/${customerId}/invoices`, finance, {
    issueDate,
    lines,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function receive(customerId: number, amountPaise: number, date: string) {
  const res = await inject('POST', `/api/receivables/customers/${customerId}/receipts`, finance, {
    method: 'Cash',
    amountPaise,
    date,
  });
  expect(res.statusCode, res.body).toBe(201);
}
async function rowOf(customerId: number): Promise<ReceivableRow> {
  const res = await inject('GET', `/api/receivables?limit=1000`, finance);
  const row = res.json().rows.find((r: ReceivableRow) => r.customerId === customerId);
  if (!row) throw new Error(`no row for ${customerId}`);
  return row;
}

/** The text of a PDF as poppler's pdftotext reads it, whitespace folded. */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kadai-pdf-'));
  try {
    await writeFile(path.join(dir, 'in.pdf'), pdf);
    await run('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'in.pdf'), path.join(dir, 'out.txt')]);
    return (await readFile(path.join(dir, 'out.txt'), 'utf8')).replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const sendsOf = async (customerId: number): Promise<CustomerSend[]> =>
  (await inject('GET', `/api/receivables/customers/${customerId}/sends`, finance)).json();

describe('the invoice PDF', () => {
  it('prints the number, the ₹ total and the amount in words as getInvoice has them', async () => {
    const customerId = await aCustomer({ name: 'மீனா Stores', gstin: '29AABCU9603R1ZJ' });
    const invoice = await issued(customerId, '2026-11-02', [SAMBAR, PAYASAM]);
    const res = await inject('GET', `/api/receivables/invoices/${invoice.id}/pdf`, finance);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(invoice.number);
    expect(text).toContain(formatPaise(invoice.totals.totalPaise));
    expect(text).toContain(invoice.amountInWords);
    // Bangalore (29) from Chennai: IGST, no CGST.
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toContain('29AABCU9603R1ZJ');
    expect(text).toContain('Sambar powder');
    expect(text).toContain('0910');
  });
});

describe('the outstanding document', () => {
  it('lists the invoices still open after FIFO, totalling the list’s sale balance', async () => {
    const customerId = await aCustomer();
    const first = await issued(customerId, '2026-09-01');
    const second = await issued(customerId, '2026-10-01', [PAYASAM]);
    await receive(customerId, first.totals.totalPaise + 10_00, '2026-10-05');
    const row = await rowOf(customerId);
    const document = await getOutstandingDocument(db, { customerId, asOf: row.lastEntryDate ?? undefined });
    const today = await getOutstandingDocument(db, { customerId });
    expect(today.totalOutstandingPaise).toBe(row.saleBalancePaise);
    expect(today.balancePaise).toBe(row.balancePaise);
    expect(document.items.map((item) => [item.number, item.outstandingPaise])).toEqual([
      [second.number, second.totals.totalPaise - 10_00],
    ]);

    const html = await inject('POST', `/dataapi/api/common/receivable/${customerId}`, finance);
    expect(html.statusCode, html.body).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.body).toContain(second.number);
    expect(html.body).not.toContain(first.number);
    expect(html.body).toContain(formatPaise(row.saleBalancePaise));
    expect(html.body).toContain(today.amountInWords);

    const pdf = await inject('GET', `/api/receivables/customers/${customerId}/outstanding.pdf`, finance);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(formatPaise(row.saleBalancePaise));
    expect(text).toContain(second.number);
  });

  it('escapes what it prints in HTML', async () => {
    const customerId = await aCustomer({ name: '<script>alert(1)</script> & Sons' });
    await issued(customerId, '2026-10-01');
    const html = await inject('POST', `/dataapi/api/kadai/receivable/${customerId}`, finance, {});
    expect(html.statusCode, html.body).toBe(400);
    const empty = await app.inject({
      method: 'POST',
      url: `/dataapi/api/kadai/receivable/${customerId}`,
      headers: { ...finance, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.body).not.toContain('<script>alert');
    expect(empty.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Sons');
  });
});

describe('the period statement', () => {
  it('opens with the balance before the period; opening + entries = closing', async () => {
    const customerId = await aCustomer();
    const before = await issued(customerId, '2026-08-20');
    await receive(customerId, 50_00, '2026-08-25');
    const during = await issued(customerId, '2026-09-03', [PAYASAM]);
    await receive(customerId, 100_00, '2026-09-30');
    await issued(customerId, '2026-10-01');
    const statement = await getPeriodStatement(db, { customerId, start: '2026-09-01', end: '2026-09-30' });
    expect(statement.openingBalancePaise).toBe(-(before.totals.totalPaise - 50_00));
    expect(statement.entries.map((entry) => entry.kind)).toEqual(['invoice', 'receipt']);
    const sum = statement.entries.reduce((total, entry) => total + entry.balanceEffectPaise, 0);
    expect(statement.openingBalancePaise + sum).toBe(statement.closingBalancePaise);
    expect(statement.closingBalancePaise).toBe(
      -(before.totals.totalPaise - 50_00 + during.totals.totalPaise - 100_00),
    );
    expect(statement.entries[0]?.invoice?.lines[0]?.item).toBe(PAYASAM.item);

    const html = await inject('POST', `/dataapi/api/common/receivable/${customerId}`, finance, {
      start: '2026-09-01',
      end: '2026-09-30',
    });
    expect(html.statusCode, html.body).toBe(200);
    expect(html.body).toContain(during.number);
    expect(html.body).not.toContain(before.number);
    expect(html.body).toContain(PAYASAM.item);
    expect(html.body).toContain(`${formatPaise(-statement.closingBalancePaise)} due`);

    const backwards = await inject('POST', `/dataapi/api/common/receivable/${customerId}`, finance, {
      start: '2026-09-30',
      end: '2026-09-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe('end: must not be before start');
  });
});

describe('sending', () => {
  it('e-mails an invoice with its PDF to a real SMTP server, and the send becomes sent', async () => {
    const customerId = await aCustomer({ email: 'meena.sends@example.in' });
    const invoice = await issued(customerId, '2026-11-10');
    const res = await inject('POST', `/api/receivables/customers/${customerId}/send`, finance, {
      channel: 'email',
      invoiceId: invoice.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      document: 'invoice',
      channel: 'email',
      status: 'queued',
      to: 'meena.sends@example.in',
    });
    const sent = await eventually(
      () => sendsOf(customerId),
      (sends) => sends[0]?.status === 'sent',
      { what: 'the invoice e-mail sent' },
    );
    expect(sent[0]).toMatchObject({ invoiceNumber: invoice.number, createdBy: 'Revathi', error: null });
    const mail = smtp.messages.find((m) => m.to.includes('meena.sends@example.in'))?.mail;
    expect(mail?.subject).toContain(invoice.number);
    const attachment = mail?.attachments.find((a) => a.contentType === 'application/pdf');
    expect(attachment?.filename).toBe(`${invoice.number.replaceAll('/', '-')}.pdf`);
    const text = await pdfText(attachment?.content as Buffer);
    expect(text).toContain(invoice.number);
    expect(text).toContain(formatPaise(invoice.totals.totalPaise));
    expect(mail?.text).toMatch(/\/invoice\/c\d+\.i\d+\./);
  });

  it('texts a link whose token opens the read-only page without a cookie; a tampered one is refused', async () => {
    const customerId = await aCustomer({ mobile: '9840055501' });
    const invoice = await issued(customerId, '2026-11-11');
    const res = await inject('POST', `/api/receivables/customers/${customerId}/send`, finance, {
      channel: 'sms',
      invoiceId: invoice.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    await eventually(
      () => sendsOf(customerId),
      (sends) => sends[0]?.status === 'sent',
      { what: 'the invoice SMS sent' },
    );
    const caught = catcher.received.find((r) => r.body.recipients?.[0]?.mobiles === '919840055501');
    expect(caught?.body.template_id).toBe(TEMPLATE);
    const variables = caught?.body.recipients?.[0] ?? {};
    expect(Object.keys(variables).sort()).toEqual(['amount', 'code', 'document', 'mobiles', 'name']);
    expect(variables.document).toBe(`tax invoice ${invoice.number}`);
    // DLT takes 30 characters a variable: the link is a short one, its address fixed text.
    for (const [name, value] of Object.entries(variables))
      expect([...value].length, name).toBeLessThanOrEqual(30);
    const [send] = await sendsOf(customerId);
    expect(send).toMatchObject({ parts: 1, encoding: 'GSM' });
    const code = variables.code ?? '';
    const short = await app.inject({ method: 'GET', url: `/s/${code}` });
    expect(short.statusCode).toBe(302);
    const token = /^\/invoice\/([^/?#]+)$/.exec(short.headers.location as string)?.[1] ?? '';
    expect(token).not.toBe('');

    const opened = await app.inject({ method: 'GET', url: `/api/public/invoices/${token}` });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ document: 'invoice', invoice: { number: invoice.number } });
    const pdf = await app.inject({ method: 'GET', url: `/api/public/invoices/${token}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain(invoice.number);

    // Another invoice, another customer, or the MAC changed by one character: not ours.
    const [c, i, expiry, mac] = token.split('.') as [string, string, string, string];
    const tampered = [
      `${c}.i${Number(i.slice(1)) + 1}.${expiry}.${mac}`,
      `c${Number(c.slice(1)) + 1}.${i}.${expiry}.${mac}`,
      `${c}.${i}.${expiry}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      `${c}.o.${expiry}.${mac}`,
    ];
    for (const bad of tampered) {
      const refused = await app.inject({ method: 'GET', url: `/api/public/invoices/${bad}` });
      expect(refused.statusCode, bad).toBe(404);
      expect(refused.json().error.message).toBe(INVOICE_LINK_MESSAGES.notFound);
    }
    const old = await makeInvoiceLinkToken(db, {
      customerId,
      invoiceId: invoice.id,
      now: new Date(Date.now() - 31 * 86_400_000),
    });
    const expired = await app.inject({ method: 'GET', url: `/api/public/invoices/${old.token}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe(INVOICE_LINK_MESSAGES.expired);
  });

  it('sends the outstanding document by GET only with the Authorization header, never the cookie alone', async () => {
    const customerId = await aCustomer({ email: 'outstanding.get@example.in', mobile: '9840055502' });
    await issued(customerId, '2026-11-12');
    for (const kind of ['emailinvoice', 'smsinvoice']) {
      const url = `/dataapi/api/common/${kind}/${customerId}/outstanding`;
      const withCookie = await app.inject({
        method: 'GET',
        url,
        headers: { cookie: `kadai_session=${financeToken}` },
      });
      expect(withCookie.statusCode, withCookie.body).toBe(403);
      expect(withCookie.json().error.message).toBe(SEND_MESSAGES.authorizationHeader);
      // A broken header does not fall back to the cookie either.
      const brokenHeader = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: 'Bearer nope', cookie: `kadai_session=${financeToken}` },
      });
      expect(brokenHeader.statusCode).toBe(403);
      const nobody = await app.inject({ method: 'GET', url });
      expect(nobody.statusCode).toBe(401);
      const wrongRole = await app.inject({ method: 'GET', url, headers: outlet });
      expect(wrongRole.statusCode).toBe(403);
      const withHeader = await app.inject({ method: 'GET', url, headers: finance });
      expect(withHeader.statusCode, withHeader.body).toBe(200);
      expect(withHeader.json()).toMatchObject({ document: 'outstanding', invoiceId: null });
    }
    const sends = await eventually(
      () => sendsOf(customerId),
      (list) => list.length === 2 && list.every((send) => send.status === 'sent'),
      { what: 'both outstanding sends sent' },
    );
    expect(sends.map((send) => send.channel).sort()).toEqual(['email', 'sms']);
    const mail = smtp.messages.find((m) => m.to.includes('outstanding.get@example.in'))?.mail;
    const attachment = mail?.attachments.find((a) => a.contentType === 'application/pdf');
    expect(await pdfText(attachment?.content as Buffer)).toContain('Outstanding Invoices');
  });

  it('refuses a customer without an e-mail address or mobile, naming the field', async () => {
    const customerId = await aCustomer({ email: null, mobile: null });
    const email = await inject('POST', `/api/receivables/customers/${customerId}/send`, finance, {
      channel: 'email',
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().error).toMatchObject({
      message: SEND_MESSAGES.noEmail,
      fields: [{ path: 'email', message: SEND_MESSAGES.noEmail }],
    });
    const sms = await inject('POST', `/api/receivables/customers/${customerId}/send`, finance, {
      channel: 'sms',
    });
    expect(sms.statusCode).toBe(400);
    expect(sms.json().error.message).toBe(SEND_MESSAGES.noMobile);
    expect(await sendsOf(customerId)).toEqual([]);
  });

  it('refuses an invoice of another customer', async () => {
    const owner = await aCustomer();
    const other = await aCustomer();
    const invoice = await issued(owner, '2026-11-13');
    const res = await inject('POST', `/api/receivables/customers/${other}/send`, finance, {
      channel: 'email',
      invoiceId: invoice.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(SEND_MESSAGES.invoiceOfAnother);
  });
});
