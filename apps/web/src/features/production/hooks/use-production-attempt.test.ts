import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { failureDetail } from './use-production-attempt.ts';

describe('failureDetail', () => {
  it("joins the server's field messages, else says its message", () => {
    const refused = (fields: { path: string; message: string }[]) =>
      new ApiRequestError({
        status: 400,
        code: 'validation_failed',
        message: 'Please check the form',
        fields,
      });
    expect(
      failureDetail(
        refused([
          { path: 'entries.0.quantity', message: 'Besan Laddu: more than 0' },
          { path: 'entries.2.quantity', message: 'Murukku: at most 3 decimals' },
        ]),
      ),
    ).toBe('Besan Laddu: more than 0; Murukku: at most 3 decimals');
    expect(failureDetail(refused([]))).toBe('Please check the form');
    expect(failureDetail(new Error('offline'))).toBe('offline');
    expect(failureDetail('odd')).toBe('odd');
  });
});
