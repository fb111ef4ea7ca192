import { describe, expect, it } from 'vitest';
import { LISTS_LIMIT, MOVEMENTS_LIMIT } from './movements.ts';
import { isNamedQuery, NAMED_QUERIES, unknownQueryMessage } from './named-queries.ts';

describe('approved query limits (operations.md §9)', () => {
  it('caps movements at 1000 and other lists at 10000, and fills a missing limit with the cap', () => {
    expect(NAMED_QUERIES['todays-movements'].params.parse({ limit: 5000 }).limit).toBe(MOVEMENTS_LIMIT);
    expect(NAMED_QUERIES['todays-movements'].params.parse({}).limit).toBe(1000);
    expect(NAMED_QUERIES.outlets.params.parse({ limit: 50_000 }).limit).toBe(LISTS_LIMIT);
    expect(
      NAMED_QUERIES['store-dispatches'].params.parse({ outletId: 'adyar', folderId: 'dispatched' }).limit,
    ).toBe(10_000);
    expect(NAMED_QUERIES.outlets.params.parse({ limit: 7 }).limit).toBe(7);
  });
  it('refuses a limit below 1 or a fraction, naming it', () => {
    const result = NAMED_QUERIES.outlets.params.safeParse({ limit: 0 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('limit: a whole number from 1');
    expect(NAMED_QUERIES.outlets.params.safeParse({ limit: 1.5 }).success).toBe(false);
  });
  it('refuses unknown parameters and names what is missing', () => {
    expect(NAMED_QUERIES.outlets.params.safeParse({ limit: 1, teamId: 'x' }).success).toBe(false);
    const missing = NAMED_QUERIES['inventories-by-supplier-id'].params.safeParse({ supplierId: 'terra-own' });
    expect(missing.error?.issues[0]?.path).toEqual(['teamId']);
  });
  it('knows its names only', () => {
    expect(isNamedQuery('outlets')).toBe(true);
    expect(isNamedQuery('drop-tables')).toBe(false);
    expect(isNamedQuery('toString')).toBe(false);
    expect(unknownQueryMessage('x')).toContain('Unknown query "x"');
  });
});
