import { countSmsParts, SMS_VARIABLE_MAX_LENGTH, smsValueLength } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import type { Tx } from '../../../db/client.ts';
import { queueSms, renderSmsText } from './queue-sms.ts';
import { composeSms, registeredSmsText, SMS_TEMPLATES, type SmsTemplateKey } from './sms-templates.ts';

const LONG_NAMES = [
  'மீனாட்சி சுந்தரேசுவரர் கோவில் தெரு மயிலாப்பூர் சென்னை',
  'மீனாட்சிசுந்தரேசுவரர்கோவில்தெருமயிலாப்பூர்',
  'Sri Venkateswara Provision Stores Private Limited, Mylapore',
  'Srivenkateswaraprovisionstoresprivatelimitedmylapore',
  '  Meena  ',
];
/** The longest values each exact variable takes in practice. */
const LONGEST: Record<string, string> = {
  order: 'ORDMEE9999999',
  code: 'a7Kq2ZpX9c',
  document: 'credit note CN/2026-27/99999',
  amount: 'Rs. 99,99,99,999.99',
};
const LINK_BASE = 'https://shop.kadai-stores.example.in';

const keys = Object.keys(SMS_TEMPLATES) as SmsTemplateKey[];

describe('the SMS templates, as registered with DLT', () => {
  it.each(keys)('%s: no text ends with a variable, every limit is 30 or less, its setting exists', (key) => {
    const template = SMS_TEMPLATES[key];
    expect(registeredSmsText(key, LINK_BASE)).not.toMatch(/##\w+##\s*$/);
    expect(template.text).toContain('{base}/s/##code##');
    const named = [...template.text.matchAll(/##(\w+)##/g)].map((m) => m[1]);
    expect(named.sort()).toEqual(Object.keys(template.variables).sort());
    for (const rule of Object.values(template.variables)) expect(rule.max).toBeLessThanOrEqual(30);
    // A bad setting names itself: the template id's setting is one config.ts reads.
    expect(() => loadConfig({ [template.setting]: 'not an id' })).toThrow(template.setting);
  });

  it.each(keys)('%s: long Tamil and English names are cut to fit, every variable 30 or less', (key) => {
    const template = SMS_TEMPLATES[key];
    for (const name of LONG_NAMES) {
      const values = Object.fromEntries(
        Object.keys(template.variables).map((v) => [v, v === 'name' ? name : (LONGEST[v] ?? '')]),
      );
      const sms = composeSms(key, { linkBase: LINK_BASE, values: values as never });
      for (const [variable, value] of Object.entries(sms.variables)) {
        expect(smsValueLength(value), `${key} ##${variable}##: ${value}`).toBeLessThanOrEqual(
          SMS_VARIABLE_MAX_LENGTH,
        );
      }
      expect(name.trim().startsWith(sms.variables.name ?? '')).toBe(true);
      const text = renderSmsText(sms.text, sms.variables);
      expect(text).toContain(`${LINK_BASE}/s/a7Kq2ZpX9c - Kadai`);
      // An English name keeps the text in GSM; Tamil makes it Unicode, and it says how many parts.
      const { encoding, parts } = countSmsParts(text);
      expect(encoding).toBe(/[^\x20-\x7e]/.test(name) ? 'Unicode' : 'GSM');
      expect(parts).toBeLessThanOrEqual(3);
    }
  });

  it('refuses an exact value over its limit rather than send a text DLT would scrub', () => {
    expect(() =>
      composeSms('verification', {
        linkBase: LINK_BASE,
        values: { name: 'Meena', order: 'ORD'.padEnd(31, '0'), code: 'a7Kq2ZpX9c' },
      }),
    ).toThrow('##order## is over 30 characters');
  });
});

describe('queueSms refuses what DLT would refuse, before writing anything', () => {
  // It throws before it touches the transaction.
  const tx = {} as Tx;
  const jobs = { enqueue: async () => {} } as never;
  const base = { to: '9840012345', templateId: 't', provider: true, jobs };

  it('a variable over 30 characters', async () => {
    await expect(
      queueSms(tx, { ...base, text: 'Dear ##name##, hello - Kadai', variables: { name: 'ம'.repeat(31) } }),
    ).rejects.toThrow('the SMS variable ##name## has 31 characters; DLT allows 30');
  });

  it('a text that ends with a variable', async () => {
    await expect(
      queueSms(tx, { ...base, text: 'View it: ##link##', variables: { link: 'x' } }),
    ).rejects.toThrow('may not end with a variable');
  });
});
