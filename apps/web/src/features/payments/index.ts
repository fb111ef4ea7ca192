// What other features may use of payments on a customer's page; everything else in this folder is its own.
// Staff buttons live in ./staff.ts, so a customer's phone never downloads them (bytes it would wait for and
// never use): src/build/check-customer-chunks.ts fails the build's test when one rides along again.

export { checkOrderPayment, getOrderPayment, payOrder } from './api/card-payments.ts';
export {
  clearPendingPayment,
  loadPendingPayment,
  savePendingPayment,
} from './utils/pending-payment.ts';
