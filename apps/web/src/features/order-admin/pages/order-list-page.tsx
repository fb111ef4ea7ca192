import { type AdminOrderFilters as Filters, ORDER_ADMIN_PAGE_SIZE } from '@kadai/contract';
import { usePrefetchQuery } from '@tanstack/react-query';
import { App, Typography } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { useSignedUser } from '../../auth/index.ts';
import { adminOrdersQueryOptions, useAdminOrders } from '../api/list-admin-orders.ts';
import { AdminOrderTable } from '../components/admin-order-table.tsx';

/**
 * The filter bar comes just after the first rows, its code (a date range picker's, three selects')
 * off the list's first load. Its place is kept, so on a laptop nothing moves when it comes.
 */
const AdminOrderFilters = lazy(() =>
  import('../components/admin-order-filters.tsx').then((m) => ({ default: m.AdminOrderFilters })),
);

/** The drawer's code (descriptions, the lines' table, the history) loads when an order is first opened. */
const OrderDetailDrawer = lazy(() =>
  import('../components/order-detail-drawer.tsx').then((m) => ({ default: m.OrderDetailDrawer })),
);

/** /admin (every order, with payment status) and /unpaidorders (unpaid only, without that column). */
export function OrderListPage({ unpaidOnly = false }: { unpaidOnly?: boolean }) {
  return (
    // App gives message and modal a home that outlives a row leaving the list.
    <App>
      <OrderList unpaidOnly={unpaidOnly} />
    </App>
  );
}

function OrderList({ unpaidOnly }: { unpaidOnly: boolean }) {
  const { data: user } = useSignedUser();
  const canEdit = user?.role === 'admin';
  const [filters, setFilters] = useState<Filters>(unpaidOnly ? { unpaid: 'true' } : {});
  const [page, setPage] = useState(1);
  const [openOrderId, setOpenOrderId] = useState<string | null>(null);
  // Once drawn, the drawer stays, closed, so that closing it can animate.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const query = { ...filters, page, pageSize: ORDER_ADMIN_PAGE_SIZE };
  // Asks for the orders while this page is still being drawn, not after (as useQuery alone would).
  usePrefetchQuery(adminOrdersQueryOptions(query));
  const list = useAdminOrders(query);
  const title = unpaidOnly ? 'Unpaid orders' : 'Orders';
  // Stable, so the filters (memoised) are not drawn again when a change puts an order into the list.
  const changeFilters = useCallback(
    (next: Filters) => {
      setFilters({ ...next, ...(unpaidOnly && { unpaid: 'true' }) });
      setPage(1);
    },
    [unpaidOnly],
  );
  const closeOrder = useCallback(() => setOpenOrderId(null), []);
  const openOrder = useCallback((orderId: string) => {
    setDrawerUsed(true);
    setOpenOrderId(orderId);
  }, []);

  return (
    <section>
      {/* An h2 under the frame's h1, so the headings go in order, at the h3 size it had. */}
      <Typography.Title
        level={2}
        style={{ display: 'flex', alignItems: 'baseline', gap: 12, flexWrap: 'wrap', fontSize: 24 }}
      >
        {title}
        {list.data && (
          <Typography.Text
            type="secondary"
            style={{ fontSize: 14, fontWeight: 'normal' }}
            data-testid="order-count"
          >
            {list.data.total} {list.data.total === 1 ? 'order' : 'orders'}
          </Typography.Text>
        )}
      </Typography.Title>
      <Suspense fallback={<div className="order-filters-placeholder" />}>
        <AdminOrderFilters filters={filters} onChange={changeFilters} />
      </Suspense>
      {list.error && (
        <LoadError
          what="the orders"
          error={list.error}
          onRetry={() => void list.refetch()}
          style={{ marginBottom: 16 }}
        />
      )}
      <AdminOrderTable
        orders={list.data?.orders ?? []}
        total={list.data?.total ?? 0}
        page={page}
        loading={list.isFetching && !list.data}
        showPaymentStatus={!unpaidOnly}
        canEdit={canEdit}
        onPageChange={setPage}
        onOpen={openOrder}
      />
      {drawerUsed && (
        <Suspense fallback={null}>
          <OrderDetailDrawer orderId={openOrderId} canEdit={canEdit} onClose={closeOrder} />
        </Suspense>
      )}
    </section>
  );
}
