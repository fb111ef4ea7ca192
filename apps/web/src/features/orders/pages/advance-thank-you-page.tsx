import { ThankYouPage } from './thank-you-page.tsx';

/** The advance order's own thank-you page: its order id and lists, and the way back to the advance form. */
export function AdvanceThankYouPage() {
  return <ThankYouPage anotherOrder={{ to: '/advance', label: 'Place another advance order' }} />;
}
