import { describe, expect, it } from 'vitest';
import { daysBefore } from '../../../lib/days-before.ts';
import {
  checkReportPeriod,
  disputesByDriver,
  producedByDay,
  stockCover,
  wastageByDay,
} from './report-rules.ts';

describe('checkReportPeriod', () => {
  it('counts both ends of the period, and shows up to a month on screen', () => {
    expect(checkReportPeriod('2026-03-01', '2026-03-07')).toEqual({
      days: 7,
      problem: null,
      inBackground: false,
    });
    expect(checkReportPeriod('2026-03-01', '2026-03-31')).toEqual({
      days: 31,
      problem: null,
      inBackground: false,
    });
    expect(checkReportPeriod('2026-03-01', '2026-04-01')).toEqual({
      days: 32,
      problem: null,
      inBackground: true,
    });
  });

  it('refuses To before From, a day missing, or more than 400 days', () => {
    expect(checkReportPeriod('2026-03-02', '2026-03-01')).toEqual({
      days: 0,
      problem: 'To: must not be before From',
      inBackground: false,
    });
    expect(checkReportPeriod('', '2026-03-01').problem).toBe('To: must not be before From');
    const to = '2026-12-31';
    expect(checkReportPeriod(daysBefore(to, 399), to)).toEqual({
      days: 400,
      problem: null,
      inBackground: true,
    });
    expect(checkReportPeriod(daysBefore(to, 400), to)).toEqual({
      days: 401,
      problem: 'To: a report covers at most 400 days',
      inBackground: false,
    });
  });
});

describe('the charts’ data', () => {
  it('stacks the wastage of a day by reason, days and reasons in the order they come', () => {
    const { byDay, reasons } = wastageByDay([
      { day: '2026-03-01', reason: 'spoiled', quantity: 2, valuePaise: 0 },
      { day: '2026-03-01', reason: 'destroyed', quantity: 1.5, valuePaise: 0 },
      { day: '2026-03-02', reason: 'spoiled', quantity: 4, valuePaise: 0 },
    ]);
    expect(byDay).toEqual([
      { day: '01-03-2026', spoiled: 2, destroyed: 1.5 },
      { day: '02-03-2026', spoiled: 4 },
    ]);
    expect(reasons).toEqual(['spoiled', 'destroyed']);
  });

  it('stacks the disputes of a driver by outlet, the outlets by name', () => {
    const tally = (driverName: string, outletName: string, disputes: number) => ({
      driverName,
      outletName,
      disputes,
      difference: 0,
    });
    const { byDriver, outlets } = disputesByDriver([
      tally('Kumar', 'T. Nagar', 2),
      tally('Kumar', 'Adyar', 1),
      tally('Selvi', 'Adyar', 3),
    ]);
    expect(byDriver).toEqual([
      { driver: 'Kumar', 'T. Nagar': 2, Adyar: 1 },
      { driver: 'Selvi', Adyar: 3 },
    ]);
    expect(outlets).toEqual(['Adyar', 'T. Nagar']);
  });

  it('names the produced days as the business writes them, and draws no cover for an outlet that sold nothing', () => {
    expect(producedByDay([{ day: '2026-03-01', produced: 10, sold: 7 }])).toEqual([
      { day: '01-03-2026', produced: 10, sold: 7 },
    ]);
    const outlet = (outletName: string, coverDays: number | null) => ({
      outletId: outletName,
      outletName,
      onHand: 5,
      averageDailySold: 1,
      coverDays,
    });
    expect(stockCover([outlet('Adyar', 2.5), outlet('T. Nagar', null)])).toEqual([
      { outlet: 'Adyar', days: 2.5 },
    ]);
  });
});
