// The read-only page a customer's signed invoice link opens; loaded lazily by the customer routes.
export { InvoiceViewPage } from './pages/invoice-view-page.tsx';
