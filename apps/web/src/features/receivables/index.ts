// What other parts of the app may use of receivables; everything else in this folder is its own.
export { CustomersOutstandingPage } from './pages/customers-outstanding-page.tsx';
