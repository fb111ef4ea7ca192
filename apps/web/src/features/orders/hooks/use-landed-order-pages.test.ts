import { describe, expect, it } from 'vitest';
import { asSentence } from './use-landed-order-pages.ts';

describe("a refused kept order's reasons, as the customer frame says them", () => {
  it('end each as a sentence, so the next one (or "Please place it again.") does not run on', () => {
    expect(asSentence('This item is no longer available')).toBe('This item is no longer available.');
    expect(asSentence('Please input your first name!')).toBe('Please input your first name!');
    expect(asSentence('Too many orders from this address. ')).toBe('Too many orders from this address.');
  });
});
