// What staff features may use of payments: the order lists' buttons. Kept apart from index.ts, which
// the customer's order form imports, so these and their antd pieces stay in the staff bundle.

export { ConfirmPaymentButton } from './components/confirm-payment-button.tsx';
export { PaymentHistoryButton } from './components/payment-history-button.tsx';
export { PaymentLinkButton } from './components/payment-link-button.tsx';
