import { describe, expect, it } from 'vitest';
import { makeVerificationLink, VERIFICATION_MESSAGES, verificationProblem } from './verification.ts';

const item = (lineNo: number, dislike: 0 | 1 | null, feedback: string | null = null) => ({
  lineNo,
  name: `Item ${lineNo}`,
  dislike,
  feedback,
});

describe('verificationProblem', () => {
  it('asks in the spec’s order: every item marked, a comment per dislike, then the overall comment', () => {
    expect(verificationProblem([item(1, 1), item(2, null)], '')).toEqual({
      path: 'items',
      message: 'Please check all items....',
    });
    expect(verificationProblem([item(1, 0), item(2, 1, '  ')], '')).toEqual({
      path: 'items.2.feedback',
      message: 'Please give us your feedback for Item 2',
    });
    expect(verificationProblem([item(1, 0), item(2, 1, 'soft')], ' ')?.message).toBe(
      '*Please share your overall comment..',
    );
    expect(verificationProblem([item(1, 0), item(2, 1, 'soft')], 'Thanks')).toBeNull();
  });

  it('keeps the older wording of the reminder, typo and all', () => {
    expect(VERIFICATION_MESSAGES.feedbackForMovingOn('Keerai')).toBe(
      'Please give us you feedback for Keerai',
    );
  });
});

describe('makeVerificationLink', () => {
  it('puts the order id in the path and the key in the query, both escaped', () => {
    expect(
      makeVerificationLink('https://shop.example.in', { orderId: 'ORD MEE/1', verificationKey: 'a+b' }),
    ).toBe('https://shop.example.in/customerorderverification/ORD%20MEE%2F1?key=a%2Bb');
  });
});
