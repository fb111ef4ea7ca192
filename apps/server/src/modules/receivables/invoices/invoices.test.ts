import { INVOICE_MESSAGES, invoiceTotals } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { receivablesTestKit, SAMBAR } from '../../../test/kits/receivables-test-kit.ts';

const { db, inject, finance, aCustomer, issue, issued, rowOf } = await receivablesTestKit();

describe('issuing invoices', () => {
  it('skips blank editor lines, totals with the contract, numbers the invoice and writes its ledger entry', async () => {
    const customer = await aCustomer();
    const blank = {
      item: '',
      hsn: '',
      quantity: null,
      unit: ' ',
      pricePaise: null,
      taxSlabBasisPoints: null,
    };
    const lines = [SAMBAR, blank, { ...SAMBAR, item: 'Rasam', quantity: 1.5, transportPaise: 50_00 }, blank];
    const res = await issue(customer, { issueDate: '2026-11-02', lines });
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json();
    const expected = invoiceTotals(
      [
        { quantity: 2, pricePaise: 100_00, taxSlabBasisPoints: 500, transportPaise: 0 },
        { quantity: 1.5, pricePaise: 100_00, taxSlabBasisPoints: 500, transportPaise: 50_00 },
      ],
      { intraState: true },
    );
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^KD\/2026-27\/\d{5}$/),
      kind: 'invoice',
      financialYear: '2026-27',
      intraState: true,
      issueDate: '2026-11-02',
      totals: { totalPaise: expected.totalPaise, cgstPaise: expected.cgstPaise, igstPaise: 0 },
      amountInWords: 'Rupees Four Hundred Seventeen and Fifty Paise Only',
    });
  });
});

describe('invoice numbers, tax and corrections', () => {
  it('numbers invoices issued at once consecutively, without a duplicate or a gap', async () => {
    const customer = await aCustomer();
    const issuedAtOnce = await Promise.all(
      Array.from({ length: 6 }, () => issue(customer, { issueDate: '2026-11-03', lines: [SAMBAR] })),
    );
    const sequences = issuedAtOnce.map((res) => {
      expect(res.statusCode, res.body).toBe(201);
      return Number(res.json().number.split('/')[2]);
    });
    sequences.sort((a, b) => a - b);
    const first = sequences[0] ?? 0;
    expect(sequences).toEqual(Array.from({ length: 6 }, (_, i) => first + i));
  });

  it('gives a number back when the issuing transaction rolls back, and starts again at 1 on 1 April', async () => {
    const customer = await aCustomer();
    const before = (await issued(customer, '2026-11-04')).number;
    // A transaction that took the next number and then failed: the number is not lost.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into invoice_number_counters (series, financial_year, last_sequence) values ('invoice', '2026-27', 1)
          on conflict (series, financial_year) do update set last_sequence = invoice_number_counters.last_sequence + 1`);
        throw new Error('printer on fire');
      }),
    ).rejects.toThrow('printer on fire');
    const after = (await issued(customer, '2026-11-04')).number;
    expect(Number(after.split('/')[2])).toBe(Number(before.split('/')[2]) + 1);

    const march = await issued(customer, '2026-03-31');
    const april = await issued(customer, '2026-04-01');
    expect(march.number).toMatch(/^KD\/2025-26\/\d{5}$/);
    expect(april.financialYear).toBe('2026-27');
    const firstOfLastYear = await db.execute<{ n: number }>(
      sql`select min(sequence) as n from invoices where financial_year = '2025-26' and kind = 'invoice'`,
    );
    expect(firstOfLastYear.rows[0]?.n).toBe(1);
  });

  it('bills IGST to a customer in another state and CGST + SGST at home, the odd paisa to CGST', async () => {
    const bangalore = await aCustomer({ gstin: '29AACCB5678K1Z4' });
    // 1 × ₹10.10 at 5%: tax 50.5 paise → 51 (half up), split 26 + 25 at home.
    const odd = { item: 'Murukku', quantity: 1, unit: 'pack', pricePaise: 10_10, taxSlabBasisPoints: 500 };
    const igst = await issued(bangalore, '2026-11-05', [odd]);
    expect(igst.intraState).toBe(false);
    expect(igst.totals).toMatchObject({
      taxPaise: 51,
      igstPaise: 51,
      cgstPaise: 0,
      sgstPaise: 0,
      totalPaise: 10_61,
    });
    const chennai = await aCustomer();
    const home = await issued(chennai, '2026-11-05', [odd]);
    expect(home.intraState).toBe(true);
    expect(home.totals).toMatchObject({ taxPaise: 51, cgstPaise: 26, sgstPaise: 25, igstPaise: 0 });
    expect(home.lines[0]).toMatchObject({ taxPaise: 51, totalPaise: 10_61 });
  });

  it('never edits an issued invoice or a ledger entry: the database refuses', async () => {
    const customer = await aCustomer();
    const invoice = await issued(customer, '2026-11-06');
    // drizzle wraps the database's error: the reason is the cause's message.
    const refusal = (statement: ReturnType<typeof sql>) =>
      db.execute(statement).then(
        () => 'accepted',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`update invoices set note = 'changed' where id = ${invoice.id}`)).toMatch(
      /cannot be changed/,
    );
    expect(await refusal(sql`delete from invoice_lines where invoice_id = ${invoice.id}`)).toMatch(
      /cannot be changed/,
    );
    expect(
      await refusal(
        sql`update customer_ledger_entries set amount_paise = 1 where invoice_id = ${invoice.id}`,
      ),
    ).toMatch(/append-only/);
  });

  it('corrects an invoice with a credit note, never beyond its total, never a credit note of a credit note', async () => {
    const customer = await aCustomer();
    const invoice = await issued(customer, '2026-11-07'); // ₹210.00
    const half = { ...SAMBAR, quantity: 1 }; // ₹105.00
    const credit = await inject('POST', `/api/receivables/invoices/${invoice.id}/credit-notes`, finance, {
      issueDate: '2026-11-08',
      reason: 'One kilo spilt',
      lines: [half],
    });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json()).toMatchObject({
      kind: 'credit_note',
      number: expect.stringMatching(/^CN\/2026-27\/\d{5}$/),
      corrects: { id: invoice.id, number: invoice.number },
      totals: { totalPaise: 105_00 },
    });
    const tooMuch = await inject('POST', `/api/receivables/invoices/${invoice.id}/credit-notes`, finance, {
      reason: 'Again',
      lines: [SAMBAR],
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toContain(INVOICE_MESSAGES.creditTooLarge);
    const ofCredit = await inject(
      'POST',
      `/api/receivables/invoices/${credit.json().id}/credit-notes`,
      finance,
      {
        reason: 'Nested',
        lines: [half],
      },
    );
    expect(ofCredit.statusCode).toBe(409);
    expect(ofCredit.json().error.message).toBe(INVOICE_MESSAGES.notAnInvoice);
    const row = await rowOf(customer, '2026-11-08');
    expect(row).toMatchObject({ balancePaise: -105_00, saleBalancePaise: 105_00, status: 'OK' });
  });

  it('issues once for a retried request with the same Idempotency-Key', async () => {
    const customer = await aCustomer();
    const headers = { ...finance, 'idempotency-key': `invoice-retry-${customer}` };
    const body = { issueDate: '2026-11-09', lines: [SAMBAR] };
    const first = await issue(customer, body, headers);
    const again = await issue(customer, body, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().number).toBe(first.json().number);
    const count = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from invoices where customer_id = ${customer}`,
    );
    expect(count.rows[0]?.n).toBe(1);
  });

  it('refuses an issue date after today and an invoice with no line, naming the field', async () => {
    const customer = await aCustomer();
    const future = await issue(customer, { issueDate: '2999-01-01', lines: [SAMBAR] });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields[0].path).toBe('issueDate');
    const empty = await issue(customer, {
      lines: [{ item: '', quantity: null, unit: '', pricePaise: null }],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields[0].path).toMatch(/^lines/);
    expect((await issue(999_999, { lines: [SAMBAR] })).statusCode).toBe(404);
  });
});
