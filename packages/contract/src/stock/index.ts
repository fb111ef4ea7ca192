/**
 * Stock that moves (operations.md §2, §4, §5, §8): live on-hand stock from the ledger, dispatch
 * from the warehouse to an outlet with a driver and a vehicle, receipt at the outlet, and the
 * disputes a difference opens; store returns and recounts too. One file per flow.
 */
export * from './dispatch.ts';
export * from './disputes.ts';
export * from './ledger.ts';
export * from './on-hand.ts';
export * from './receipt.ts';
export * from './recount.ts';
export * from './returns.ts';
export * from './transport.ts';
