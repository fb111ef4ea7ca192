import { describe, expect, it } from 'vitest';
import { readableTextColour } from './colour.ts';

describe('readableTextColour', () => {
  it('writes dark on a light team colour and white on a dark one', () => {
    expect(readableTextColour('#fec435')).toBe('#1f1f1f');
    expect(readableTextColour('#ffffff')).toBe('#1f1f1f');
    expect(readableTextColour('#1f3a93')).toBe('#ffffff');
    expect(readableTextColour('000000')).toBe('#ffffff');
  });

  it('turns at the luminance where both contrasts are equal', () => {
    // #757575 has a luminance just under 0.18, #7a7a7a just over it.
    expect(readableTextColour('#757575')).toBe('#ffffff');
    expect(readableTextColour('#7a7a7a')).toBe('#1f1f1f');
  });

  it('writes dark on what is not a colour', () => {
    expect(readableTextColour('teal')).toBe('#1f1f1f');
  });
});
