import { describe, expect, it } from 'vitest';
import { countSmsParts, describeSmsParts, fitSmsValue, smsValueLength } from './sms-text.ts';

describe('countSmsParts', () => {
  it('counts a GSM text in septets: 160 in one part, 153 a part beyond', () => {
    expect(countSmsParts('a'.repeat(160))).toEqual({ encoding: 'GSM', parts: 1, length: 160 });
    expect(countSmsParts('a'.repeat(161))).toEqual({ encoding: 'GSM', parts: 2, length: 161 });
    expect(countSmsParts('a'.repeat(306))).toMatchObject({ parts: 2 });
    expect(countSmsParts('a'.repeat(307))).toMatchObject({ parts: 3 });
    expect(countSmsParts('Dear Meena, Rs. 1,250.50 @ £5 - Kadai')).toMatchObject({
      encoding: 'GSM',
      parts: 1,
    });
    expect(countSmsParts('')).toEqual({ encoding: 'GSM', parts: 1, length: 0 });
  });

  it('counts the extension characters (€ [ ] { } ~ ^ | \\) as two septets', () => {
    expect(countSmsParts('€'.repeat(80))).toEqual({ encoding: 'GSM', parts: 1, length: 160 });
    expect(countSmsParts(`${'€'.repeat(80)}a`)).toEqual({ encoding: 'GSM', parts: 2, length: 161 });
  });

  it('makes the whole text Unicode for one character outside GSM: 70 in one part, 67 a part beyond', () => {
    expect(countSmsParts(`${'a'.repeat(69)}₹`)).toEqual({ encoding: 'Unicode', parts: 1, length: 70 });
    expect(countSmsParts(`${'a'.repeat(70)}₹`)).toEqual({ encoding: 'Unicode', parts: 2, length: 71 });
    expect(countSmsParts('க'.repeat(134))).toEqual({ encoding: 'Unicode', parts: 2, length: 134 });
    expect(countSmsParts('க'.repeat(135))).toMatchObject({ parts: 3 });
    // UCS-2 counts UTF-16 units: an emoji is two.
    expect(countSmsParts('😀'.repeat(35))).toEqual({ encoding: 'Unicode', parts: 1, length: 70 });
    expect(countSmsParts('😀'.repeat(36))).toEqual({ encoding: 'Unicode', parts: 2, length: 72 });
  });

  it('says it the way the sender reads it', () => {
    expect(describeSmsParts(countSmsParts('Hello'))).toBe('1 SMS part (GSM)');
    expect(describeSmsParts(countSmsParts('வணக்கம் '.repeat(10)))).toBe('2 SMS parts (Unicode)');
  });
});

describe('fitSmsValue', () => {
  it('keeps a value that fits, spaces tidied', () => {
    expect(fitSmsValue('  Meena   Sundaram ')).toBe('Meena Sundaram');
    expect(fitSmsValue('x'.repeat(30))).toBe('x'.repeat(30));
  });

  it('cuts a long name at its last space when that keeps half of it, else at a letter', () => {
    expect(fitSmsValue('Sri Venkateswara Provision Stores Private Limited')).toBe(
      'Sri Venkateswara Provision',
    );
    expect(fitSmsValue('Srivenkateswaraprovisionstoresprivatelimited')).toBe(
      'Srivenkateswaraprovisionstores',
    );
    expect(fitSmsValue('Meena Sundaram', 10)).toBe('Meena');
  });

  it('never splits a Tamil letter from its vowel sign, nor a surrogate pair', () => {
    const tamil = 'மீனாட்சிசுந்தரேசுவரர்கோவில்தெருமயிலாப்பூர்';
    const cut = fitSmsValue(tamil);
    expect(smsValueLength(cut)).toBeLessThanOrEqual(30);
    expect(tamil.startsWith(cut)).toBe(true);
    // The next character is a letter, not a dependent sign (virama or vowel sign) left behind.
    expect(tamil.slice(cut.length)).toMatch(/^[\u0B85-\u0BB9]/);

    // An emoji is one character (two UTF-16 units, kept together); a family is five in one grapheme.
    expect(fitSmsValue(`${'a'.repeat(29)}😀😀`)).toBe(`${'a'.repeat(29)}😀`);
    expect(fitSmsValue(`${'a'.repeat(27)}👩‍👩‍👧`)).toBe('a'.repeat(27));
  });
});
