import { businessDay, formatBusinessDay } from '@kadai/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE } from '../../../lib/xlsx.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { dispositionFileName, readSheet } from '../../../test/kits/production-test-kit.ts';
import { signInAs } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const today = formatBusinessDay(businessDay());

let headers: Record<string, string>;
let baker: Record<string, string>;
beforeAll(async () => {
  headers = (await signInAs(app, db, { role: 'production', teamId: 'kitchen' })).headers;
  baker = (await signInAs(app, db, { role: 'production', teamId: 'baking' })).headers;
});

const planning = {
  teamId: 'kitchen',
  teamName: 'Kitchen',
  outlets: [
    { id: 'adyar', name: 'Adyar' },
    { id: 't-nagar', name: 'T.Nagar' },
  ],
  rows: [
    {
      product_name: 'Sambar powder',
      variant: '500 g',
      product_type: 'Powders',
      outlets: { adyar: { inhand: 2, planned: 4 }, 't-nagar': { inhand: 0, planned: 6 } },
      total: 10,
    },
    {
      product_name: 'Murukku',
      variant: '6 pcs',
      product_type: 'Snacks',
      outlets: { adyar: { inhand: 5, planned: 0 } },
      total: 0,
    },
  ],
};

function post(url: string, payload: unknown, as = headers) {
  return app.inject({
    method: 'POST',
    url: `/api/production/exports/${url}`,
    headers: as,
    payload: payload as object,
  });
}

describe('POST /api/production/exports/planning', () => {
  it('is a sheet with S and Req per outlet, set widths, and a file name with the day and the team', async () => {
    const res = await post('planning', planning);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(dispositionFileName(res.headers['content-disposition'])).toBe(`Planning_${today}_Kitchen.xlsx`);
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('Planning');
    expect(sheet.rows).toEqual([
      [`Daily Planning — Kitchen — ${today}`],
      ['Sl', 'Product', 'Variant', 'Type', 'Adyar S', 'Adyar Req', 'T.Nagar S', 'T.Nagar Req', 'Total Req'],
      [1, 'Sambar powder', '500 g', 'Powders', 2, 4, 0, 6, 10],
      // An outlet the row has no figures for stays empty.
      [2, 'Murukku', '6 pcs', 'Snacks', 5, 0, undefined, undefined, 0],
    ]);
    expect(sheet.widths).toEqual([6, 36, 14, 18, 10, 11, 11, 13, 11]);
  });

  it('urgent planning is named so', async () => {
    const res = await post('planning', { ...planning, urgent: true });
    expect(res.statusCode).toBe(200);
    expect(dispositionFileName(res.headers['content-disposition'])).toBe(
      `Urgent_Planning_${today}_Kitchen.xlsx`,
    );
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('Urgent Planning');
    expect(sheet.rows[0]).toEqual([`Urgent Planning — Kitchen — ${today}`]);
  });

  it('names bad input, and keeps a team user to their team', async () => {
    const noTeam = await post('planning', { ...planning, teamName: '' });
    expect(noTeam.statusCode).toBe(400);
    expect(noTeam.json().error.fields[0]).toMatchObject({
      path: 'teamName',
      message: 'teamName: please give a teamName',
    });

    const negative = await post('planning', {
      ...planning,
      rows: [{ ...planning.rows[0], total: -1 }],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields[0].path).toBe('rows.0.total');

    const forbidden = await post('planning', planning, baker);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.fields[0].path).toBe('teamId');
  });
});
