// What other features may use of payments; everything else in this folder is its own.

export { checkOrderPayment, getOrderPayment, payOrder } from './api/card-payments.ts';
export { ConfirmPaymentButton } from './components/confirm-payment-button.tsx';
export { PaymentHistoryButton } from './components/payment-history-button.tsx';
export { PaymentLinkButton } from './components/payment-link-button.tsx';
export {
  clearPendingPayment,
  loadPendingPayment,
  savePendingPayment,
} from './utils/pending-payment.ts';
