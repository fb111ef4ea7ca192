/** What other features use of stock: what a place holds. */

/** What a place holds now (the live ledger), and the key that refreshes every view of it. */
export { onHandQueryKey, useOnHand } from './on-hand/api/get-on-hand.ts';
