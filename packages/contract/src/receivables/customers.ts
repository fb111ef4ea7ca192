import { z } from 'zod';
import { serialIdSchema } from '../movements.ts';
import { normalisePhone } from '../orders.ts';
import { INVOICE_SELLER } from './invoices.ts';

/**
 * The customers finance bills (ordering.md §3 Receivable customer): their details, the GSTIN and
 * place of supply that decide an invoice's tax, and the group their statements go out by.
 */

/** The group name (payment type) a customer has unless told otherwise. */
export const DEFAULT_CUSTOMER_GROUP = 'All Customers';

/** operations.md §9: the group 'All Customers' is displayed as 'Bill to Bill Customers'. */
export function customerGroupLabel(groupName: string): string {
  return groupName === DEFAULT_CUSTOMER_GROUP ? 'Bill to Bill Customers' : groupName;
}

export const CUSTOMER_MESSAGES = {
  name: 'Name: please give the customer’s name',
  nameLength: 'Name: at most 200 characters',
  group: 'Group: at most 100 characters',
  email: 'E-mail: an address such as name@example.com',
  mobile: 'Mobile: ten digits starting 6 to 9 (+91 or 0 in front is fine)',
  gstin: 'GSTIN: 15 characters such as 33AABCA1234F1ZG, with a valid check character',
  stateCode: 'Place of supply: a GST state code from 01 to 38, or 97',
  stateMismatch: 'Place of supply: must be the state of the GSTIN (its first two digits)',
  duplicateMobile: 'Mobile: another customer has this number',
  duplicateEmail: 'E-mail: another customer has this address',
} as const;

const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN's 15th character: a base-36 Luhn-style check over the first 14 (CBIC's algorithm). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARACTERS.indexOf(first14.charAt(i)) * ((i % 2) + 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

export function isValidGstin(gstin: string): boolean {
  return GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);
}

/** GST state codes: 01–38, and 97 for other territory. */
export function isGstStateCode(code: string): boolean {
  if (!/^\d{2}$/.test(code)) return false;
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97;
}

const optionalEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullish(),
  );

export const customerInputSchema = z
  .strictObject({
    name: z
      .string({ error: CUSTOMER_MESSAGES.name })
      .trim()
      .min(1, { error: CUSTOMER_MESSAGES.name })
      .max(200, { error: CUSTOMER_MESSAGES.nameLength }),
    storeId: optionalEmpty(z.string({ error: 'Store: a store id' }).trim().max(100)),
    outletId: optionalEmpty(z.string({ error: 'Outlet: an outlet id' }).trim().max(100)),
    groupName: z
      .string({ error: CUSTOMER_MESSAGES.group })
      .trim()
      .max(100, { error: CUSTOMER_MESSAGES.group })
      .optional()
      .transform((group) => group || DEFAULT_CUSTOMER_GROUP),
    email: optionalEmpty(
      z
        .string({ error: CUSTOMER_MESSAGES.email })
        .trim()
        .max(200, { error: CUSTOMER_MESSAGES.email })
        .pipe(z.email({ error: CUSTOMER_MESSAGES.email }))
        .transform((email) => email.toLowerCase()),
    ),
    /** Stored as its ten digits, so an order's phone written any way finds the customer. */
    mobile: optionalEmpty(
      z
        .string({ error: CUSTOMER_MESSAGES.mobile })
        .max(20, { error: CUSTOMER_MESSAGES.mobile })
        .transform((raw, ctx) => {
          const phone = normalisePhone(raw);
          if (phone === null) {
            ctx.addIssue({ code: 'custom', message: CUSTOMER_MESSAGES.mobile });
            return z.NEVER;
          }
          return phone;
        }),
    ),
    gstin: optionalEmpty(
      z
        .string({ error: CUSTOMER_MESSAGES.gstin })
        .trim()
        .transform((gstin) => gstin.toUpperCase())
        .refine(isValidGstin, { error: CUSTOMER_MESSAGES.gstin }),
    ),
    /**
     * The place of supply (a GST state code): it decides CGST + SGST against IGST. Without one it is
     * the GSTIN's state, or the seller's own (Tamil Nadu, 33).
     */
    stateCode: optionalEmpty(
      z.string({ error: CUSTOMER_MESSAGES.stateCode }).trim().refine(isGstStateCode, {
        error: CUSTOMER_MESSAGES.stateCode,
      }),
    ),
  })
  .transform((customer, ctx) => {
    const gstinState = customer.gstin?.slice(0, 2) ?? null;
    if (customer.stateCode && gstinState && customer.stateCode !== gstinState) {
      ctx.addIssue({ code: 'custom', path: ['stateCode'], message: CUSTOMER_MESSAGES.stateMismatch });
      return z.NEVER;
    }
    return {
      name: customer.name,
      storeId: customer.storeId ?? null,
      outletId: customer.outletId ?? null,
      groupName: customer.groupName,
      email: customer.email ?? null,
      mobile: customer.mobile ?? null,
      gstin: customer.gstin ?? null,
      stateCode: customer.stateCode ?? gstinState ?? INVOICE_SELLER.gstStateCode,
    };
  });
export type CustomerInputRequest = z.input<typeof customerInputSchema>;
export type CustomerInput = z.output<typeof customerInputSchema>;

export const receivableCustomerSchema = z.object({
  id: z.number(),
  name: z.string(),
  storeId: z.string().nullable(),
  storeName: z.string().nullable(),
  outletId: z.string().nullable(),
  groupName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  gstin: z.string().nullable(),
  stateCode: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReceivableCustomer = z.infer<typeof receivableCustomerSchema>;

export const customerIdParamsSchema = z.strictObject({ customerId: serialIdSchema('customerId') });
