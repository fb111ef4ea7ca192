import { describe, expect, it } from 'vitest';
import {
  overPackingMessage,
  recordPackingRequestSchema,
  type TodoStep,
  todoStage,
  todoStepDone,
} from './packing.ts';

const row = (values: Partial<Record<TodoStep, number>>) => ({
  planned: 0,
  produced: 0,
  packed: 0,
  dispatched: 0,
  received: 0,
  ...values,
});

describe("the outlet's to-do", () => {
  it('stands at the furthest step that has begun', () => {
    expect(todoStage(row({ planned: 4 }))).toBe('planned');
    expect(todoStage(row({ planned: 4, produced: 10 }))).toBe('produced');
    expect(todoStage(row({ planned: 4, produced: 10, packed: 2 }))).toBe('packed');
    expect(todoStage(row({ planned: 4, produced: 10, packed: 2, dispatched: 1 }))).toBe('dispatched');
    expect(todoStage(row({ planned: 4, produced: 10, packed: 4, dispatched: 4, received: 3 }))).toBe(
      'received',
    );
  });

  it('calls a step done when it covers the plan, to the gram', () => {
    const r = row({ planned: 0.3, produced: 0.1 + 0.2, packed: 0.2 });
    expect(todoStepDone(r, 'planned')).toBe(true);
    expect(todoStepDone(r, 'produced')).toBe(true);
    expect(todoStepDone(r, 'packed')).toBe(false);
    expect(todoStepDone(row({ dispatched: 2, received: 2 }), 'received')).toBe(true);
    expect(todoStepDone(row({}), 'planned')).toBe(false);
  });
});

describe('packing', () => {
  it('counts whole packs and names the field', () => {
    const parse = (packs: unknown) =>
      recordPackingRequestSchema.safeParse({ teamId: 'kitchen', lines: [{ productionEntryId: 1, packs }] });
    expect(parse(3).success).toBe(true);
    expect(parse(2.5).error?.issues[0]?.message).toBe('Packs: a whole number');
    expect(parse(0).error?.issues[0]?.message).toBe('Packs: at least 1');
    expect(
      recordPackingRequestSchema.safeParse({ teamId: 'kitchen', lines: [] }).error?.issues[0]?.message,
    ).toBe('Packs: please give the packs of at least one product');
  });

  it('says what is left to pack', () => {
    expect(overPackingMessage({ product: 'அவியல் 500 g', produced: 10, packed: 7, asked: 5 })).toBe(
      'அவியல் 500 g: only 3 of 10 produced left to pack, not 5',
    );
  });
});
