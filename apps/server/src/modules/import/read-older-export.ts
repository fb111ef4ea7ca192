import { businessDay, decimalPlaces, parseRupees, QUANTITY_DECIMALS } from '@kadai/contract';
import { z } from 'zod';

// The older store's document export, read leniently where the old data was (numbers written as
// text, flags as true/1/"1", three ways of writing a time) and strictly where a guess would change
// what is loaded: money to the paisa, quantities to the gram, dates, ids.

/** One record the import cannot read: which document, which field, and why. */
export interface RecordProblem {
  collection: string;
  id: string;
  field: string;
  reason: string;
}

/** The collections the import knows (operations.md §3 "Older store data"), in the order they load. */
export const OLDER_COLLECTIONS = [
  'category',
  'subcategory',
  'groceries',
  'vegetables',
  'stores',
  'orders',
  'vegstocks',
  'vegwastages',
  'counter',
] as const;
export type OlderCollection = (typeof OLDER_COLLECTIONS)[number];

export interface OlderDocument {
  id: string;
  data: unknown;
}

export interface OlderExport {
  collections: Partial<Record<OlderCollection, OlderDocument[]>>;
  /** Collections in the file the import does not know: named in the report, never loaded. */
  ignored: string[];
}

// ------------------------------------------------------------------------- field readers

/** Rupees as the old store kept them, a number (42.5) or text ("₹ 1,250.50"), to paise exactly. */
export const rupeesSchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const paise = typeof value === 'number' && Number.isFinite(value) ? parseRupees(String(value)) : null;
  const fromText = typeof value === 'string' ? parseRupees(value) : null;
  const result = paise ?? fromText;
  if (result === null) {
    ctx.addIssue({
      code: 'custom',
      message: `not an amount in rupees to the paisa: ${JSON.stringify(value)}`,
    });
    return z.NEVER;
  }
  return result;
});

/** An amount that may be missing: null, "" and absent all mean "not set yet". */
const optionalRupees = z
  .preprocess((v) => (v === '' || v === null ? undefined : v), rupeesSchema.optional())
  .transform((v) => v ?? null);

/** A quantity (number or numeric text), 0 or more, at most three decimals: never rounded. */
export const quantitySchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const text = typeof value === 'string' ? value.trim() : String(value);
  const number = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(number)) {
    ctx.addIssue({ code: 'custom', message: `not a quantity: ${JSON.stringify(value)}` });
    return z.NEVER;
  }
  if (decimalPlaces(number) > QUANTITY_DECIMALS || (text.split('.')[1]?.length ?? 0) > QUANTITY_DECIMALS) {
    ctx.addIssue({ code: 'custom', message: `more than three decimals: ${JSON.stringify(value)}` });
    return z.NEVER;
  }
  return number;
});

/** 0 or 1 as the old store wrote flags: 0/1, "0"/"1", false/true; absent or null is `fallback`. */
const flag = (fallback: 0 | 1) =>
  z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean(), z.null()], {
      error: 'not a 0 or 1 flag',
    })
    .optional()
    .transform((v): 0 | 1 =>
      v === undefined || v === null ? fallback : v === 1 || v === '1' || v === true ? 1 : 0,
    );

/** A whole number, also as text ("12"). */
const wholeNumber = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) {
    ctx.addIssue({ code: 'custom', message: `not a whole number: ${JSON.stringify(value)}` });
    return z.NEVER;
  }
  return number;
});

const seconds = z.object({ _seconds: z.number().int(), _nanoseconds: z.number().int().optional() });

/**
 * A moment as the export writes it: a Firestore timestamp ({__datatype__: 'timestamp', value:
 * {_seconds, _nanoseconds}} or the bare {_seconds, _nanoseconds}), ISO text, or epoch milliseconds.
 */
export const timestampSchema = z
  .union([
    z.object({ __datatype__: z.literal('timestamp'), value: seconds }),
    seconds,
    z.string(),
    z.number(),
  ])
  .transform((value, ctx) => {
    let at: Date;
    if (typeof value === 'string') at = new Date(value);
    else if (typeof value === 'number') at = new Date(value);
    else {
      const s = '_seconds' in value ? value : value.value;
      at = new Date(s._seconds * 1000 + Math.floor((s._nanoseconds ?? 0) / 1_000_000));
    }
    if (Number.isNaN(at.getTime()) || (typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}/.test(value))) {
      ctx.addIssue({ code: 'custom', message: `not a date and time: ${JSON.stringify(value)}` });
      return z.NEVER;
    }
    return at;
  });

/** A business day: YYYY-MM-DD as typed in the forms, or a moment taken as its day in Asia/Kolkata. */
const businessDaySchema = z.unknown().transform((value, ctx) => {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    if (z.iso.date().safeParse(value).success) return value;
  } else {
    const at = timestampSchema.safeParse(value);
    if (at.success) return businessDay(at.data);
  }
  ctx.addIssue({ code: 'custom', message: `not a date: ${JSON.stringify(value)}` });
  return z.NEVER;
});

const text = z.union([z.string(), z.number()]).transform((v) => String(v).trim());
const optionalText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null ? '' : String(v).trim()));
const requiredText = (what: string) => text.refine((v) => v !== '', { error: `${what} is empty` });

// ------------------------------------------------------------------------- documents

export const olderCategorySchema = z.object({
  n: requiredText('the name'),
  live: flag(1),
  order: wholeNumber.optional().transform((v) => v ?? 0),
});

const COLUMNS = ['threecolumns', 'twocolumns', 'veg'] as const;
export const olderSubcategorySchema = z.object({
  n: requiredText('the name'),
  category_id: requiredText('the category'),
  // Older subcategories without a layout key were shown in three columns, the default layout.
  column: z
    .enum(COLUMNS, { error: `not a layout key (${COLUMNS.join(', ')})` })
    .optional()
    .transform((v) => v ?? 'threecolumns'),
  live: flag(1),
  order: wholeNumber.optional().transform((v) => v ?? 0),
});

/** A grocery or vegetable: the older short names (n, c, pu, u, mrp). */
const olderItemShape = {
  n: requiredText('the name'),
  subcategory_id: optionalText.transform((v) => v || null),
  order: wholeNumber.optional().transform((v) => v ?? 0),
  live: flag(1),
  pu: quantitySchema,
  u: requiredText('the unit'),
  desc: optionalText,
  thumbnail: optionalText.transform((v) => v || null),
};

export const olderGrocerySchema = z.object({
  ...olderItemShape,
  c: requiredText('the category'),
  mrp: rupeesSchema,
});

/** A vegetable of the booking forms: in the vegetables category unless it says otherwise; price optional. */
export const olderVegetableSchema = z.object({
  ...olderItemShape,
  c: optionalText.transform((v) => v || 'vegetables'),
  mrp: optionalRupees.transform((v) => v ?? 0),
});

export const olderStoreSchema = z.object({
  name: requiredText('the name'),
  phone: optionalText,
  order: wholeNumber.optional().transform((v) => v ?? 0),
});

/** One entry of an order's grocery map: what the customer saw, how many (r) and their feedback. */
const olderOrderLineSchema = z.object({
  n: optionalText.transform((v) => v || null),
  pu: quantitySchema.optional(),
  u: optionalText.transform((v) => v || null),
  mrp: optionalRupees,
  r: quantitySchema,
  dislike: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.null()], {
      error: 'not a 0 or 1 flag',
    })
    .optional()
    .transform((v) => (v === undefined || v === null ? null : Number(v))),
  userfeedback: optionalText.transform((v) => v || null),
});

/** What the older order type field held: 0 the Chennai wish list, 1 Bangalore's card-paid one, 2 an advance order. */
const ORDER_FORMS = { 0: 'wishlist', 1: 'wishlist', 2: 'advance' } as const;

export const olderOrderSchema = z.object({
  // At most 15 digits: the number becomes a bigint order id, and a longer one would overflow it.
  orderId: text.pipe(z.string().regex(/^ORD[A-Z]{3}\d{4,15}$/, { error: 'not an order id like ORDABC0042' })),
  customerName: requiredText('the customer name'),
  email: optionalText,
  phone: optionalText,
  address: optionalText,
  city: optionalText,
  pincode: optionalText,
  orderType: requiredText('the order type'),
  status: optionalText.transform((v) => v || 'Order Placed'),
  type: z
    .union([z.literal(0), z.literal(1), z.literal(2), z.literal('0'), z.literal('1'), z.literal('2')], {
      error: 'not 0, 1 or 2',
    })
    .optional()
    .transform((v) => ORDER_FORMS[Number(v ?? 0) as 0 | 1 | 2]),
  amount: optionalRupees,
  createdAt: timestampSchema,
  paymentStatus: flag(0),
  custverfied: flag(0),
  overallcustcomment: optionalText.transform((v) => v || null),
  others: optionalText,
  /** An advance order's free-text lists. */
  vegetables: optionalText.transform((v) => v || null),
  orderList: optionalText.transform((v) => v || null),
  grocery: z
    .record(z.string(), olderOrderLineSchema, { error: 'not a map of items' })
    .optional()
    .transform((v) => v ?? {}),
});

const olderBookingLineSchema = z.object({ r: quantitySchema.optional(), k: quantitySchema.optional() });

export const olderBookingSchema = z.object({
  store: requiredText('the store'),
  sentby: optionalText,
  date: businessDaySchema,
  others: optionalText,
  createdAt: timestampSchema.optional(),
  // A map by vegetable id, as the forms saved it; some exports hold a list of {id, r, k} instead.
  items: z.preprocess(
    (v) => (Array.isArray(v) ? Object.fromEntries(v.map((line) => [String(line?.id), line])) : (v ?? {})),
    z.record(z.string(), olderBookingLineSchema, { error: 'not a map of items' }),
  ),
});

export const olderCounterSchema = z
  .object({ count: wholeNumber.optional(), visits: wholeNumber.optional(), value: wholeNumber.optional() })
  .transform((v, ctx) => {
    const count = v.count ?? v.visits ?? v.value;
    if (count === undefined) {
      ctx.addIssue({ code: 'custom', path: ['count'], message: 'no count' });
      return z.NEVER;
    }
    return count;
  });

export type OlderCategory = z.output<typeof olderCategorySchema>;
export type OlderSubcategory = z.output<typeof olderSubcategorySchema>;
export type OlderGrocery = z.output<typeof olderGrocerySchema>;
export type OlderVegetable = z.output<typeof olderVegetableSchema>;
export type OlderStore = z.output<typeof olderStoreSchema>;
export type OlderOrder = z.output<typeof olderOrderSchema>;
export type OlderBooking = z.output<typeof olderBookingSchema>;

// ------------------------------------------------------------------------- the file

const NESTED = '__collections__';

/**
 * The export's documents by collection. The file is what Firestore export tools write,
 * {"__collections__": {"orders": {"<doc id>": {…fields}}}}; a collection may also be a list of
 * documents that carry their "id". Problems with the file's shape are returned as record problems.
 */
export function readOlderExport(json: string): { data: OlderExport; problems: RecordProblem[] } {
  const problems: RecordProblem[] = [];
  const data: OlderExport = { collections: {}, ignored: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    const reason = `not JSON: ${error instanceof Error ? error.message : String(error)}`;
    return { data, problems: [{ collection: '(file)', id: '', field: '', reason }] };
  }
  const root = isObject(parsed) && isObject(parsed[NESTED]) ? parsed[NESTED] : null;
  if (!root) {
    return {
      data,
      problems: [{ collection: '(file)', id: '', field: NESTED, reason: 'no "__collections__" object' }],
    };
  }
  for (const [name, documents] of Object.entries(root)) {
    if (!(OLDER_COLLECTIONS as readonly string[]).includes(name)) {
      data.ignored.push(name);
      continue;
    }
    const collection = name as OlderCollection;
    const read = readDocuments(collection, documents, problems);
    data.collections[collection] = read;
  }
  return { data, problems };
}

function readDocuments(collection: string, documents: unknown, problems: RecordProblem[]): OlderDocument[] {
  if (Array.isArray(documents)) {
    return documents.flatMap((document, index) => {
      const id = isObject(document) ? document.id : undefined;
      if (typeof id !== 'string' && typeof id !== 'number') {
        problems.push({ collection, id: `#${index + 1}`, field: 'id', reason: 'a document without an id' });
        return [];
      }
      return [{ id: String(id), data: withoutNested(document) }];
    });
  }
  if (!isObject(documents)) {
    problems.push({ collection, id: '', field: '', reason: 'not an object of documents' });
    return [];
  }
  return Object.entries(documents).map(([id, document]) => ({ id, data: withoutNested(document) }));
}

function withoutNested(document: unknown): unknown {
  if (!isObject(document)) return document;
  const { [NESTED]: _nested, ...fields } = document;
  return fields;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A document read with its schema, or its problems (one per field) added to `problems`. */
export function readDocument<S extends z.ZodType>(
  schema: S,
  options: { collection: string; document: OlderDocument; problems: RecordProblem[] },
): z.output<S> | null {
  const { collection, document, problems } = options;
  if (!isObject(document.data)) {
    problems.push({ collection, id: document.id, field: '', reason: 'not a document (an object of fields)' });
    return null;
  }
  const result = schema.safeParse(document.data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    const reason = valueAt(document.data, issue.path) === undefined ? 'missing' : issue.message;
    problems.push({ collection, id: document.id, field, reason });
  }
  return null;
}

function valueAt(data: unknown, at: readonly PropertyKey[]): unknown {
  let value = data;
  for (const step of at) {
    if (!isObject(value) && !Array.isArray(value)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[step];
  }
  return value;
}
