// What other features may use of payments; everything else in this folder is its own.
export { ConfirmPaymentButton } from './components/confirm-payment-button.tsx';
export { PaymentLinkButton } from './components/payment-link-button.tsx';
