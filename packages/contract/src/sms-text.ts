import { z } from 'zod';

/**
 * How a text message fits India's DLT rules and what it costs, for the server that writes it and
 * the screens that show it to whoever sent it.
 */

/**
 * DLT (and so MSG91) scrubs a message whose variable is longer than this: MSG91 still answers with
 * a request id, and only the delivery report says it never went. Counted in code points.
 */
export const SMS_VARIABLE_MAX_LENGTH = 30;

export const SMS_ENCODINGS = ['GSM', 'Unicode'] as const;
export const smsEncodingSchema = z.enum(SMS_ENCODINGS);
export type SmsEncoding = z.infer<typeof smsEncodingSchema>;

/** What the operator reported after sending: null until it says; 'unknown' when it never did. */
export const SMS_DELIVERY_STATUSES = ['delivered', 'failed', 'unknown'] as const;
export const smsDeliveryStatusSchema = z.enum(SMS_DELIVERY_STATUSES);
export type SmsDeliveryStatus = z.infer<typeof smsDeliveryStatusSchema>;

/** GSM 03.38's basic set (the escape to the extension table left out): one septet each. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The extension table: an escape and the character, two septets each. */
const GSM_EXTENSION = new Set('^{}\\[~]|€\f');

/** One part carries 160 GSM characters; a longer text is split, and each part's header leaves 153. */
const GSM_SINGLE = 160;
const GSM_MULTI = 153;
/** Anything outside the GSM set (Tamil, the ₹ sign) makes the whole text UCS-2: 70, or 67 a part. */
const UNICODE_SINGLE = 70;
const UNICODE_MULTI = 67;

/**
 * How many SMS parts a text takes, as the operators bill it: GSM-7 when every character is in the
 * GSM set (the extension characters count two), else UCS-2, counted in UTF-16 units. The
 * operator may also avoid splitting an escape or a surrogate pair across parts; that rare extra
 * part is not counted here.
 */
export function countSmsParts(text: string): { encoding: SmsEncoding; parts: number; length: number } {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.has(char)) septets += 1;
    else if (GSM_EXTENSION.has(char)) septets += 2;
    else {
      const units = text.length;
      return {
        encoding: 'Unicode',
        length: units,
        parts: units <= UNICODE_SINGLE ? 1 : Math.ceil(units / UNICODE_MULTI),
      };
    }
  }
  return {
    encoding: 'GSM',
    length: septets,
    parts: septets <= GSM_SINGLE ? 1 : Math.ceil(septets / GSM_MULTI),
  };
}

/** "1 SMS part (GSM)", "2 SMS parts (Unicode)": what a text costs, for the person who sends it. */
export function describeSmsParts(sms: { parts: number; encoding: SmsEncoding }): string {
  return `${sms.parts} SMS ${sms.parts === 1 ? 'part' : 'parts'} (${sms.encoding})`;
}

/** A variable's length as DLT counts it: characters (code points), not UTF-16 units. */
export function smsValueLength(value: string): number {
  let length = 0;
  for (const _ of value) length += 1;
  return length;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A value (a customer's name) cut to at most `max` characters so DLT takes it: whole graphemes
 * only, so a Tamil letter keeps its vowel sign and an emoji its surrogate pair, and at the last
 * space when that keeps at least half of it, so a name loses a word rather than half of one.
 */
export function fitSmsValue(value: string, max: number = SMS_VARIABLE_MAX_LENGTH): string {
  const text = value.trim().replace(/\s+/g, ' ');
  if (smsValueLength(text) <= max) return text;
  let cut = '';
  let length = 0;
  let nextIsSpace = false;
  for (const { segment } of graphemes.segment(text)) {
    const size = smsValueLength(segment);
    if (length + size > max) {
      nextIsSpace = segment === ' ';
      break;
    }
    cut += segment;
    length += size;
  }
  // A single grapheme longer than the limit (a run of combining marks) is cut by code points.
  if (!cut) return [...text].slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  if (!nextIsSpace && space >= max / 2) cut = cut.slice(0, space);
  return cut.trimEnd();
}
