import { describe, expect, it } from 'vitest';
import { businessDay, formatBusinessDay } from './business-time.ts';
import {
  describePackQuantity,
  exportFileName,
  planningBatchId,
  productionLogBatchId,
  TAG_COLOURS,
  tagColours,
  teamIdFromName,
  unitFromVariant,
  weightOrPc,
} from './production-rules.ts';

describe('team id from team name (operations.md §9)', () => {
  it.each([
    ['Kitchen', 'kitchen'],
    ['Central Kitchen', 'kitchen'],
    ['Groceries', 'groceries'],
    ['grocery packing', 'groceries'],
    ['Baking', 'baking'],
    ['baking', 'baking'],
    ['Snacks', 'snacks'],
    ['Sweets and Savouries', 'snacks'],
    ['', 'snacks'],
  ])('%s → %s', (name, id) => {
    expect(teamIdFromName(name)).toBe(id);
  });
});

describe('unit from variant text (§9)', () => {
  it.each([
    ['500 g', 'kg'],
    ['1 kg', 'kg'],
    ['1.5kg', 'kg'],
    ['250 gm', 'kg'],
    ['200 grams', 'kg'],
    ['6 pcs', 'pc'],
    ['Box', 'pc'],
    ['', 'pc'],
    ['1 l', 'pc'],
    ['Large', 'pc'],
  ])('%s → %s', (variant, unit) => {
    expect(unitFromVariant(variant)).toBe(unit);
  });
});

describe('weight-or-pc display (§9)', () => {
  it('a single quantity is 0.1 kg a unit', () => {
    expect(weightOrPc([25])).toBe('2.5 kg');
    expect(weightOrPc([3])).toBe('0.3 kg');
    expect(weightOrPc([10])).toBe('1 kg');
  });
  it('several quantities are their sum in pieces', () => {
    expect(weightOrPc([4, 6, 0, 5])).toBe('15 pc');
    expect(weightOrPc([])).toBe('0 pc');
  });
});

describe('batch ids in business time (§9)', () => {
  it('the production log batch is DD-MM-YYYY_{teamName}', () => {
    expect(productionLogBatchId('2026-11-22', 'Kitchen')).toBe('22-11-2026_Kitchen');
    expect(planningBatchId('2026-11-22', 'Kitchen')).toBe('22-11-2026_Kitchen_planning');
  });
  it('the business day is the day in Chennai, not on the server', () => {
    // 19:00 UTC on the 21st is 00:30 on the 22nd in Asia/Kolkata (UTC+5:30).
    expect(businessDay(new Date('2026-11-21T19:00:00Z'))).toBe('2026-11-22');
    expect(businessDay(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(productionLogBatchId(businessDay(new Date('2026-11-21T19:00:00Z')), 'Baking')).toBe(
      '22-11-2026_Baking',
    );
    expect(formatBusinessDay('2026-01-05')).toBe('05-01-2026');
  });
});

describe('tag colours and export names (§9)', () => {
  it('product types cycle through eleven colours, the same type always the same colour', () => {
    const types = Array.from({ length: 13 }, (_, i) => `Type ${String(i).padStart(2, '0')}`);
    const colours = tagColours([...types].reverse());
    expect(TAG_COLOURS).toHaveLength(11);
    expect(colours.get('Type 00')).toBe(TAG_COLOURS[0]);
    expect(colours.get('Type 10')).toBe(TAG_COLOURS[10]);
    expect(colours.get('Type 11')).toBe(TAG_COLOURS[0]);
    expect(tagColours(['Type 00', 'Type 01']).get('Type 01')).toBe(colours.get('Type 01'));
  });
  it('says what a production quantity counts: packs of the variant, and their weight', () => {
    expect(describePackQuantity(30, '500 g')).toBe('30 × 500 g (15 kg)');
    expect(describePackQuantity(14, '1 kg')).toBe('14 × 1 kg (14 kg)');
    expect(describePackQuantity(3, '250 gm')).toBe('3 × 250 gm (0.75 kg)');
    expect(describePackQuantity(12, '6 pcs')).toBe('12 × 6 pcs');
    expect(describePackQuantity(14, '')).toBe('14 pc');
  });

  it('file names carry the date and the team', () => {
    expect(exportFileName({ kind: 'Production_Schedule', day: '2026-11-22', teamName: 'Kitchen' })).toBe(
      'Production_Schedule_22-11-2026_Kitchen.xlsx',
    );
    expect(exportFileName({ kind: 'Planning', day: '2026-11-22', teamName: 'Sweets & Snacks' })).toBe(
      'Planning_22-11-2026_Sweets_Snacks.xlsx',
    );
    expect(
      exportFileName({ kind: 'Production_Plan', day: '2026-11-22', teamName: 'Kitchen', batch: 2 }),
    ).toBe('Production_Plan_22-11-2026_Kitchen_P2.xlsx');
  });
});
