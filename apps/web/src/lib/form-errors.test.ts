import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { rowErrorsOf, splitFieldErrors } from './form-errors.ts';

const sent = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
const failure = (fields: { path: string; message: string }[], message = 'Please check the form') =>
  new ApiRequestError({ status: 400, code: 'validation_failed', message, fields });

describe('rowErrorsOf', () => {
  it('puts each message on the row the server named by its index in what was sent', () => {
    const { byRow, problem } = rowErrorsOf(
      failure([
        { path: 'lines.2.reason', message: 'C: please give a reason' },
        { path: 'lines.0.quantitySent', message: 'A: more than 0' },
      ]),
      sent,
      (row) => row.id,
    );
    expect([...byRow]).toEqual([
      ['c', 'C: please give a reason'],
      ['a', 'A: more than 0'],
    ]);
    expect(problem).toBeNull();
  });

  it('returns what no row can show: a field outside the lines, an index past them, or no field at all', () => {
    const outside = rowErrorsOf(
      failure([
        { path: 'lines.1.quantitySent', message: 'B: more than 0' },
        { path: 'driverId', message: 'Please choose a driver' },
      ]),
      sent,
      (row) => row.id,
    );
    expect(outside.byRow.get('b')).toBe('B: more than 0');
    expect(outside.problem).toBe('Please choose a driver');
    const past = rowErrorsOf(failure([{ path: 'lines.7.reason', message: 'gone' }]), sent, (row) => row.id);
    expect([past.byRow.size, past.problem]).toEqual([0, 'gone']);
    const bare = rowErrorsOf(new Error('Network down'), sent, (row) => row.id);
    expect([bare.byRow.size, bare.problem]).toEqual([0, 'Network down']);
  });
});

describe('splitFieldErrors', () => {
  it("gathers each field's messages in order and returns what no field of the form shows", () => {
    const { byField, rest } = splitFieldErrors(
      [
        { path: 'city', message: 'Please input your City' },
        { path: '', message: 'Please check the form' },
        { path: 'city', message: 'City: at most 80 characters' },
        { path: 'lines.0.quantity', message: 'Quantity: 0 or more' },
      ],
      ['city', 'pincode'],
    );
    expect([...byField]).toEqual([['city', ['Please input your City', 'City: at most 80 characters']]]);
    expect(rest).toEqual(['Please check the form', 'Quantity: 0 or more']);
  });
});
