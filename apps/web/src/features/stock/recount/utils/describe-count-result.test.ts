import { describe, expect, it } from 'vitest';
import { describeCountResult, describeCountToSubmit } from './describe-count-result.ts';

describe('describeCountResult', () => {
  it('says how many differences were posted, one or many', () => {
    expect(describeCountResult({ posted: 1, unchanged: 0, awaitingApproval: 0 })).toBe(
      '1 difference posted to the stock.',
    );
    expect(describeCountResult({ posted: 0, unchanged: 0, awaitingApproval: 0 })).toBe(
      '0 differences posted to the stock.',
    );
  });

  it('adds what matched the books and what waits for an admin, only when there are some', () => {
    expect(describeCountResult({ posted: 3, unchanged: 2, awaitingApproval: 1 })).toBe(
      "3 differences posted to the stock. 2 matched the books. 1 waits for an admin's approval.",
    );
    expect(describeCountResult({ posted: 2, unchanged: 0, awaitingApproval: 4 })).toBe(
      "2 differences posted to the stock. 4 wait for an admin's approval.",
    );
  });
});

describe('describeCountToSubmit', () => {
  it('counts the products and ends plainly when none will wait', () => {
    expect(describeCountToSubmit(1, 0, 5)).toBe('1 product counted. Each difference is posted to the stock.');
  });

  it('names how many above the threshold will wait', () => {
    expect(describeCountToSubmit(7, 2, 5)).toBe(
      "7 products counted. Each difference is posted to the stock; 2 above 5 will wait for an admin's approval.",
    );
  });
});
