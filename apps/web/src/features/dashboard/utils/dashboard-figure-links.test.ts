import type { DashboardFigure } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import { FIGURES, isBusyFigure } from './dashboard-figure-links.ts';

const figure = (
  kind: DashboardFigure['kind'],
  count: number,
  scope: Partial<DashboardFigure> = {},
): DashboardFigure => ({
  kind,
  count,
  teamId: null,
  teamName: null,
  outletId: null,
  ...scope,
});

describe('the dashboard figures', () => {
  it("open the one team's or outlet's screen when the count is about one, else the screen asks", () => {
    const dispatches = figure('dispatches-to-confirm', 2, { teamId: 'sweets', teamName: 'Sweets & Snacks' });
    expect(FIGURES['dispatches-to-confirm'].to(dispatches, 'admin')).toBe(
      '/daily-dispatch-confirm?teamId=sweets&teamName=Sweets+%26+Snacks',
    );
    expect(FIGURES['dispatches-to-confirm'].to(figure('dispatches-to-confirm', 2), 'admin')).toBe(
      '/daily-dispatch-confirm',
    );
    expect(
      FIGURES['receipts-waiting'].to(figure('receipts-waiting', 1, { outletId: 'adyar' }), 'outlet'),
    ).toBe('/stock-received?outletId=adyar');
  });

  it('send an outlet short of stock to its to-do, a kitchen to urgent planning', () => {
    const short = figure('items-under-minimum', 3, {
      teamId: 'sweets',
      teamName: 'Sweets',
      outletId: 'adyar',
    });
    expect(FIGURES['items-under-minimum'].to(short, 'outlet')).toBe(
      '/daily-kitchen-todo-for-outlet?outletId=adyar',
    );
    expect(FIGURES['items-under-minimum'].to(short, 'production')).toBe(
      '/urgent-planning?teamId=sweets&teamName=Sweets',
    );
  });

  it('highlight a to-do that counts something, never a figure for information', () => {
    expect(isBusyFigure(figure('orders-waiting', 4))).toBe(true);
    expect(isBusyFigure(figure('orders-waiting', 0))).toBe(false);
    expect(isBusyFigure(figure('orders-today', 40))).toBe(false);
    expect(FIGURES['sms-failed'].to(figure('sms-failed', 1), 'admin')).toBe('/outbox?show=sms');
  });
});
