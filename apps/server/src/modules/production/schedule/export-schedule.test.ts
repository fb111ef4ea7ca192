import { businessDay, formatBusinessDay } from '@kadai/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { dispositionFileName, readSheet } from '../../../test/kits/production-test-kit.ts';
import { signInAs } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const today = formatBusinessDay(businessDay());

let headers: Record<string, string>;
beforeAll(async () => {
  headers = (await signInAs(app, db, { role: 'production', teamId: 'kitchen' })).headers;
});

function post(url: string, payload: unknown, as = headers) {
  return app.inject({
    method: 'POST',
    url: `/api/production/exports/${url}`,
    headers: as,
    payload: payload as object,
  });
}

describe('POST /api/production/exports/schedule', () => {
  const rows = [
    {
      product_id: 'p1',
      name: 'Paneer butter masala',
      variant_name: '1 kg',
      product_type: 'Curry',
      act_req: 8,
      total_plan: 9.5,
      calc_weight: '0.8 kg',
      unit: 'kg',
    },
    {
      product_id: 'p2',
      name: 'Chapati',
      variant_name: '10 pcs',
      product_type: 'Breads',
      act_req: 0,
      total_plan: 40,
      unit: 'pc',
    },
  ];

  it('is the schedule table with set widths, named with the day and the team', async () => {
    const res = await post('schedule', { teamId: 'kitchen', teamName: 'Kitchen', rows });
    expect(res.statusCode).toBe(200);
    expect(dispositionFileName(res.headers['content-disposition'])).toBe(
      `Production_Schedule_${today}_Kitchen.xlsx`,
    );
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('Production Schedule');
    expect(sheet.rows).toEqual([
      [`Daily Production Schedule — Kitchen — ${today}`],
      ['Sl', 'Product', 'Type', 'Variant', 'Total Req', 'Wt or pc', 'Total Plan', 'Unit', 'To make'],
      [1, 'Paneer butter masala', 'Curry', '1 kg', 8, '0.8 kg', 9.5, 'kg', '9.5 × 1 kg (9.5 kg)'],
      [2, 'Chapati', 'Breads', '10 pcs', 0, '', 40, 'pc', '40 × 10 pcs'],
    ]);
    expect(sheet.widths).toEqual([6, 36, 18, 14, 11, 12, 11, 8, 24]);
  });

  it('a team name outside ASCII still downloads, with a UTF-8 file name', async () => {
    const res = await post('schedule', { teamId: 'kitchen', teamName: 'சமையல் Kitchen', rows });
    expect(res.statusCode).toBe(200);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Production_Schedule_${today}_சமையல்_Kitchen.xlsx`)}`,
    );
    expect(dispositionFileName(disposition)).toMatch(/^Production_Schedule_.*_Kitchen\.xlsx$/);
  });

  it('names a bad row', async () => {
    const res = await post('schedule', {
      teamId: 'kitchen',
      teamName: 'Kitchen',
      rows: [{ ...rows[0], unit: 'litre' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[0]).toMatchObject({ path: 'rows.0.unit', message: 'unit: kg or pc' });
  });
});
