import { fitSmsValue, SMS_VARIABLE_MAX_LENGTH, smsValueLength } from '@kadai/contract';
import type { SmsTemplates } from './sms-settings.ts';

/**
 * Every text message the product sends, in one place: India's DLT rules allow only registered
 * templates, so each text below must be registered (DLT, then MSG91's Flow template with its id in
 * the setting named) exactly as written here, with `{base}` replaced by the site address
 * (SMS_LINK_BASE). The provider renders its own copy; the outbox shows this one filled in.
 *
 * DLT refuses a template that ends with a variable and scrubs a message whose variable is longer
 * than 30 characters, after MSG91 has already answered with a request id. So no text ends with a
 * variable, every variable has a limit of at most 30, and each says what happens to a longer
 * value: `cut` to fit (a name), or `exact`, refused with an error (an id, a code, an amount: a cut
 * one would be wrong, so it is our mistake to fix, not the customer's to read).
 *
 * A link is the product's own short link: the site address is fixed text and only the code (at
 * most 10 characters) is a variable, since https://host/s/CODE alone could pass 30 characters.
 * Rupees are written 'Rs.': the ₹ sign would make every message Unicode, 70 characters a part.
 */
export const SMS_TEMPLATES = {
  verification: {
    setting: 'SMS_TEMPLATE_VERIFICATION',
    text: 'Dear ##name##, your order ##order## is delivered. Please tell us how it was, item by item: {base}/s/##code## - Kadai',
    variables: {
      name: { max: SMS_VARIABLE_MAX_LENGTH, fit: 'cut', example: "The customer's first name" },
      order: { max: SMS_VARIABLE_MAX_LENGTH, fit: 'exact', example: 'ORDMEE0001' },
      code: { max: 10, fit: 'exact', example: 'a7Kq2ZpX9c' },
    },
  },
  invoice: {
    setting: 'SMS_TEMPLATE_INVOICE',
    text: 'Dear ##name##, your ##document## from Kadai comes to ##amount##. View it: {base}/s/##code## - Kadai',
    variables: {
      name: { max: SMS_VARIABLE_MAX_LENGTH, fit: 'cut', example: "The customer's name" },
      document: {
        max: SMS_VARIABLE_MAX_LENGTH,
        fit: 'exact',
        example: 'tax invoice KD/2026-27/00042, or outstanding balance',
      },
      amount: { max: SMS_VARIABLE_MAX_LENGTH, fit: 'exact', example: 'Rs. 1,23,456.50' },
      code: { max: 10, fit: 'exact', example: 'a7Kq2ZpX9c' },
    },
  },
} as const satisfies Record<keyof SmsTemplates, SmsTemplate>;

export interface SmsTemplate {
  /** The setting that holds the provider's id of this template. */
  setting: `SMS_TEMPLATE_${string}`;
  /** As registered, variables written ##name## (MSG91's form), the site address as {base}. */
  text: string;
  variables: Record<string, { max: number; fit: 'cut' | 'exact'; example: string }>;
}

export type SmsTemplateKey = keyof typeof SMS_TEMPLATES;
type VariablesOf<K extends SmsTemplateKey> = Record<keyof (typeof SMS_TEMPLATES)[K]['variables'], string>;

/** A template's text as registered for a site: {base} is fixed text, not a variable. */
export function registeredSmsText(key: SmsTemplateKey, linkBase: string): string {
  return SMS_TEMPLATES[key].text.replace('{base}', linkBase);
}

/**
 * A message of one template: its registered text and its variables, each cut to its limit when
 * the template says so; a value over its limit that may not be cut throws (it is our mistake).
 */
export function composeSms<K extends SmsTemplateKey>(
  key: K,
  options: { linkBase: string; values: VariablesOf<K> },
): { text: string; variables: Record<string, string> } {
  const template: SmsTemplate = SMS_TEMPLATES[key];
  const values: Record<string, string> = options.values;
  const variables: Record<string, string> = {};
  for (const [name, rule] of Object.entries(template.variables)) {
    const value = values[name];
    if (value === undefined) throw new Error(`SMS ${key}: no value for ##${name}##`);
    variables[name] = rule.fit === 'cut' ? fitSmsValue(value, rule.max) : value;
    if (smsValueLength(variables[name]) > rule.max) {
      throw new Error(`SMS ${key}: ##${name}## is over ${rule.max} characters, which DLT would scrub`);
    }
  }
  return { text: registeredSmsText(key, options.linkBase), variables };
}
