import { ORDER_ADMIN_PAGE_SIZE } from '@kadai/contract';
import { ConfigProvider, Pagination } from 'antd';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { OrderCards } from './order-cards.tsx';
import { OrderRows } from './order-rows.tsx';
import { needsServerPager } from './order-table-cells.ts';
import type { AdminOrderTableProps } from './order-table-columns.tsx';
import './order-admin.css';

/** One page of orders: a table on a laptop, cards on a phone, and the server's pager under either. */
export function AdminOrderTable(props: AdminOrderTableProps) {
  const phone = useIsPhone();
  return (
    <>
      {phone ? <OrderCards {...props} /> : <OrderRows {...props} />}
      <ServerPager {...props} />
    </>
  );
}

/** Paged on the server: 1000 a page, and no pager at all when one page holds everything (§2.9). */
function ServerPager(props: AdminOrderTableProps) {
  // The pager (below the rows, and only past 1,000 orders) comes just after the first frame.
  const pagerDrawn = useAfterFirstPaint();
  if (!pagerDrawn || !needsServerPager(props.total)) return null;
  return (
    <ConfigProvider componentSize="small">
      <Pagination
        className="order-table-pager"
        current={props.page}
        pageSize={ORDER_ADMIN_PAGE_SIZE}
        total={props.total}
        showSizeChanger={false}
        onChange={props.onPageChange}
      />
    </ConfigProvider>
  );
}
