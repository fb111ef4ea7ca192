import { z } from 'zod';
import { inventoryRowSchema, productSchema } from './inventory.ts';
import { LISTS_LIMIT, MOVEMENTS_LIMIT, movementSchema, movementStatusSchema } from './movements.ts';
import { outletSchema } from './organisation.ts';
import { productionEntrySchema, productionFolderSchema } from './production.ts';
import { RECEIVABLES_LIMIT, receivableQueryRowSchema } from './receivables/ledger.ts';

/** A limit from 1; more than the cap (§9) is capped rather than refused, none means the cap. */
const limit = (cap: number) =>
  z
    .number({ error: 'limit: a whole number from 1' })
    .int({ error: 'limit: a whole number from 1' })
    .min(1, { error: 'limit: a whole number from 1' })
    .optional()
    .transform((value) => Math.min(value ?? cap, cap));

const id = (field: string) =>
  z
    .string({ error: `${field}: please give a ${field}` })
    .trim()
    .min(1, { error: `${field}: please give a ${field}` })
    .max(100, { error: `${field}: at most 100 characters` });

/**
 * The approved queries (operations.md §7): each name has its parameters and the shape of its rows.
 * The server pairs each with one SQL statement; nothing else can be asked.
 */
export const NAMED_QUERIES = {
  'inventories-by-supplier-id': {
    params: z.strictObject({ teamId: id('teamId'), supplierId: id('supplierId'), limit: limit(LISTS_LIMIT) }),
    row: inventoryRowSchema,
  },
  outlets: {
    params: z.strictObject({ limit: limit(LISTS_LIMIT) }),
    row: outletSchema,
  },
  'products-by-supplier-id': {
    params: z.strictObject({
      supplierId: id('supplierId'),
      teamId: id('teamId').optional(),
      limit: limit(LISTS_LIMIT),
    }),
    row: productSchema,
  },
  'todays-movements': {
    params: z.strictObject({
      teamId: id('teamId').optional(),
      folderId: movementStatusSchema.optional(),
      limit: limit(MOVEMENTS_LIMIT),
    }),
    row: movementSchema,
  },
  'latest-productions': {
    params: z.strictObject({
      teamId: id('teamId').optional(),
      folderId: productionFolderSchema.optional(),
      limit: limit(LISTS_LIMIT),
    }),
    row: productionEntrySchema,
  },
  'store-dispatches': {
    params: z.strictObject({
      outletId: id('outletId'),
      folderId: movementStatusSchema,
      limit: limit(LISTS_LIMIT),
    }),
    row: movementSchema,
  },
  /** What each customer owes (operations.md §3 Receivable row): balances in rupees for the older client. */
  receivables: {
    params: z.strictObject({ limit: limit(RECEIVABLES_LIMIT) }),
    row: receivableQueryRowSchema,
  },
} as const;

export type NamedQueries = typeof NAMED_QUERIES;
export type NamedQueryName = keyof NamedQueries;
export const NAMED_QUERY_NAMES = Object.keys(NAMED_QUERIES) as NamedQueryName[];

/** What a caller sends for a query (limit optional). */
export type NamedQueryParamsInput<N extends NamedQueryName> = z.input<NamedQueries[N]['params']>;
/** The parameters after validation (limit filled in and capped). */
export type NamedQueryParams<N extends NamedQueryName> = z.output<NamedQueries[N]['params']>;
export type NamedQueryRow<N extends NamedQueryName> = z.infer<NamedQueries[N]['row']>;

export function isNamedQuery(name: string): name is NamedQueryName {
  return Object.hasOwn(NAMED_QUERIES, name);
}

export function unknownQueryMessage(name: string): string {
  return `Unknown query "${name}": one of ${NAMED_QUERY_NAMES.join(', ')}`;
}

/** Body of POST api/common/multiple-approved-queries: query name → its parameters. */
export type MultipleQueriesRequest = { [N in NamedQueryName]?: NamedQueryParamsInput<N> };
/** Its answer: query name → rows, for each name asked. */
export type MultipleQueriesResponse<R extends MultipleQueriesRequest> = {
  [N in keyof R & NamedQueryName]: NamedQueryRow<N>[];
};

export const multipleQueriesRequestSchema = z
  .record(z.string(), z.unknown(), { error: 'Please send an object of query name → parameters' })
  .refine((body) => Object.keys(body).length > 0, { error: 'Please name at least one query' });

/** The answer's schema for a set of names (used by the server to serialise, and by clients to parse). */
export function multipleQueriesResponseSchema(names: readonly NamedQueryName[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, z.array(NAMED_QUERIES[name].row)])));
}

export const approvedQueryParamsSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
});
