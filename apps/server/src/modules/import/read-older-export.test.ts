import { describe, expect, it } from 'vitest';
import { sampleJson } from '../../test/kits/import-test-kit.ts';
import {
  olderOrderSchema,
  quantitySchema,
  type RecordProblem,
  readDocument,
  readOlderExport,
  rupeesSchema,
  timestampSchema,
} from './read-older-export.ts';

const paise = (value: unknown) => {
  const result = rupeesSchema.safeParse(value);
  return result.success ? result.data : result.error.issues.map((i) => i.message).join('; ');
};

describe('reading the older export', () => {
  it('reads rupees, written as numbers or text, to paise exactly', () => {
    expect(paise(42.5)).toBe(4250);
    expect(paise(1199.5)).toBe(119950);
    expect(paise(612.25)).toBe(61225);
    expect(paise(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996 as a float
    expect(paise(1.005)).toBe('not an amount in rupees to the paisa: 1.005');
    expect(paise('325')).toBe(32500);
    expect(paise('1,250.50')).toBe(125050);
    expect(paise('₹ 2,340')).toBe(234000);
    expect(paise('92.5')).toBe(9250);
  });

  it('refuses what is not an amount to the paisa, saying what it was', () => {
    expect(paise(0.1 + 0.2)).toBe('not an amount in rupees to the paisa: 0.30000000000000004');
    expect(paise('12.345')).toBe('not an amount in rupees to the paisa: "12.345"');
    expect(paise('about 500')).toBe('not an amount in rupees to the paisa: "about 500"');
    expect(paise(-5)).toBe('not an amount in rupees to the paisa: -5');
    expect(paise(1e21)).toBe('not an amount in rupees to the paisa: 1e+21');
  });

  it('reads quantities to the gram, never rounding', () => {
    expect(quantitySchema.parse(2.25)).toBe(2.25);
    expect(quantitySchema.parse('0.5')).toBe(0.5);
    expect(quantitySchema.safeParse(1.0005).success).toBe(false);
    expect(quantitySchema.safeParse('1.2500').success).toBe(false);
    expect(quantitySchema.safeParse('two').success).toBe(false);
  });

  it('reads an order id whose number fits a bigint order id, and no longer one', () => {
    const orderId = (value: string) => olderOrderSchema.shape.orderId.safeParse(value).success;
    expect(orderId('ORDABC0042')).toBe(true);
    expect(orderId(`ORDABC${'9'.repeat(15)}`)).toBe(true);
    expect(orderId('ORDABC12345678901234567890')).toBe(false);
  });

  it('reads the three ways the export writes a time', () => {
    const at = '2026-10-05T04:30:00.000Z';
    const seconds = Date.parse(at) / 1000;
    expect(
      timestampSchema.parse({ __datatype__: 'timestamp', value: { _seconds: seconds, _nanoseconds: 5e8 } }),
    ).toEqual(new Date(Date.parse(at) + 500));
    expect(timestampSchema.parse({ _seconds: seconds, _nanoseconds: 0 })).toEqual(new Date(at));
    expect(timestampSchema.parse(at)).toEqual(new Date(at));
    expect(timestampSchema.parse(Date.parse(at))).toEqual(new Date(at));
    expect(timestampSchema.safeParse('last Tuesday').success).toBe(false);
  });

  it('names the document, field and reason of each problem, a missing field as missing', () => {
    const problems: RecordProblem[] = [];
    const order = readDocument(olderOrderSchema, {
      collection: 'orders',
      document: {
        id: 'doc-1',
        data: { orderId: 'ORD-42', orderType: 'Pickup', createdAt: '2026-10-05T04:30:00Z', amount: '1.234' },
      },
      problems,
    });
    expect(order).toBeNull();
    expect(problems).toEqual([
      { collection: 'orders', id: 'doc-1', field: 'orderId', reason: 'not an order id like ORDABC0042' },
      { collection: 'orders', id: 'doc-1', field: 'customerName', reason: 'missing' },
      {
        collection: 'orders',
        id: 'doc-1',
        field: 'amount',
        reason: 'not an amount in rupees to the paisa: "1.234"',
      },
    ]);
  });

  it('reads every collection of the sample, with nothing it cannot read at this stage', () => {
    const { data, problems } = readOlderExport(sampleJson());
    expect(problems).toEqual([]);
    expect(data.ignored).toEqual([]);
    expect(Object.keys(data.collections).sort()).toEqual([
      'category',
      'counter',
      'groceries',
      'orders',
      'stores',
      'subcategory',
      'vegetables',
      'vegstocks',
      'vegwastages',
    ]);
    expect(data.collections.orders).toHaveLength(30);
    expect(data.collections.groceries).toHaveLength(40);
  });

  it('reports a file that is not an export, rather than loading nothing quietly', () => {
    expect(readOlderExport('{"orders": []}').problems).toEqual([
      { collection: '(file)', id: '', field: '__collections__', reason: 'no "__collections__" object' },
    ]);
    expect(readOlderExport('not json').problems[0]?.reason).toMatch(/^not JSON/);
  });
});
