import type { ReceivableRow, ReceivablesQueryInput } from '@kadai/contract';

/** The query as of another day; a cleared date asks for today's (the server's default). */
export function queryAsOf(query: ReceivablesQueryInput, asOf: string): ReceivablesQueryInput {
  return { ...query, asOf: asOf || undefined };
}

/** The query searching for the words given, trimmed; a blank search asks for everyone. */
export function querySearch(query: ReceivablesQueryInput, search: string): ReceivablesQueryInput {
  return { ...query, search: search.trim() || undefined };
}

/**
 * The groups seen so far with those of the rows shown, sorted: a group filter must not lose its
 * other choices once one is chosen. The same list when the rows bring no new group.
 */
export function addKnownGroups(known: readonly string[], rows: readonly Pick<ReceivableRow, 'groupName'>[]) {
  const next = new Set(known);
  for (const row of rows) next.add(row.groupName);
  return next.size === known.length ? known : [...next].sort();
}

/** How many customers the list shows, and as of which day. */
export function describeReceivablesCount(customers: number, asOf: string): string {
  return `${customers} ${customers === 1 ? 'customer' : 'customers'} · as of ${asOf}`;
}
