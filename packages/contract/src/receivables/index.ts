export * from './customers.ts';
export * from './documents.ts';
export * from './invoices.ts';
export * from './ledger.ts';
export * from './receipts.ts';
