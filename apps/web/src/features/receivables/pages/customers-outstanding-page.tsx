import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useSignedUser } from '../../auth/index.ts';
import { MastersReceivablesMenu } from '../components/masters-receivables-menu.tsx';
import { ReceivablesPage } from '../ledger/pages/receivables-page.tsx';

/**
 * The page param's values (operations.md §2): the receivables, and the warehouse's two pages; and
 * the monthly statements finance sends each customer, which the spec does not name.
 */
export const CUSTOMERS_OUTSTANDING_PAGES = [
  'customers-outstanding',
  'material-issue-note',
  'inventory-monthly-carry-over',
  'statements',
] as const;
type OutstandingPage = (typeof CUSTOMERS_OUTSTANDING_PAGES)[number];

const isOutstandingPage = (page: string | null): page is OutstandingPage =>
  (CUSTOMERS_OUTSTANDING_PAGES as readonly (string | null)[]).includes(page);

// The warehouse's pages live in the carry-over feature; finance should not download them to see receivables.
const MaterialIssueNotePage = lazy(() =>
  import('../../carry-over/index.ts').then((m) => ({ default: m.MaterialIssueNotePage })),
);
const MonthlyCarryOverPage = lazy(() =>
  import('../../carry-over/index.ts').then((m) => ({ default: m.MonthlyCarryOverPage })),
);

const StatementsPage = lazy(() =>
  import('../../statements/index.ts').then((m) => ({ default: m.StatementsPage })),
);

const pathOf = (page: OutstandingPage) => `/customers-outstanding?page=${page}`;

/**
 * /customers-outstanding?page=…: the receivables (finance), the material issue note and the monthly
 * carry-over (finance and the warehouse). The warehouse may not see receivables (the server refuses
 * them too): its default page is the carry-over.
 */
export function CustomersOutstandingPage() {
  const { data: user } = useSignedUser();
  return (
    <>
      <MastersReceivablesMenu role={user?.role} />
      <OutstandingPageContent />
    </>
  );
}

function OutstandingPageContent() {
  const [params] = useSearchParams();
  const { data: user } = useSignedUser();
  const page = params.get('page');
  const warehouse = user?.role === 'warehouse';
  const financeOnly = page === 'customers-outstanding' || page === 'statements';
  if (!isOutstandingPage(page) || (financeOnly && warehouse)) {
    return (
      <Navigate to={pathOf(warehouse ? 'inventory-monthly-carry-over' : 'customers-outstanding')} replace />
    );
  }
  switch (page) {
    case 'customers-outstanding':
      return <ReceivablesPage />;
    case 'material-issue-note':
      return (
        <Suspense fallback={<Skeleton active />}>
          <MaterialIssueNotePage />
        </Suspense>
      );
    case 'inventory-monthly-carry-over':
      return (
        <Suspense fallback={<Skeleton active />}>
          <MonthlyCarryOverPage />
        </Suspense>
      );
    case 'statements':
      return (
        <Suspense fallback={<Skeleton active />}>
          <StatementsPage />
        </Suspense>
      );
  }
}
