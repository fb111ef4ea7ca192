/** Every receivables query starts with this key: a write refreshes the list, ledgers and invoices together. */
export const receivablesQueryKey = ['receivables'] as const;

export const receivablesListKey = [...receivablesQueryKey, 'list'] as const;

export function customerLedgerKey(customerId: number) {
  return [...receivablesQueryKey, 'customer', customerId] as const;
}

export function invoiceKey(invoiceId: number) {
  return [...receivablesQueryKey, 'invoice', invoiceId] as const;
}
