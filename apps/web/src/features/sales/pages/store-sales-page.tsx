import { formatBusinessDay, type Outlet, SALES_MESSAGES, WAREHOUSE_OUTLET_ID } from '@kadai/contract';
import { Alert, Input, Typography } from 'antd';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useDayParam } from '../../../lib/use-day-param.ts';
import { useSalesDay } from '../api/get-sales-day.ts';
import { SalesGrid } from '../components/sales-grid.tsx';
import { SalesUpload } from '../components/sales-upload.tsx';

const TITLE = 'Store Sales';

export function StoreSalesPage({ outlet }: { outlet: Outlet }) {
  // The warehouse has no till: its stock leaves by dispatch, not by sale.
  return outlet.id === WAREHOUSE_OUTLET_ID ? (
    <Alert type="warning" showIcon title={SALES_MESSAGES.warehouse} />
  ) : (
    <OutletSales outlet={outlet} />
  );
}

/**
 * Store sales of the business's own products (operations.md §2, store-terra-product-sales): an
 * outlet's day, uploaded from the till or typed; either replaces the day, and the stock it sold
 * leaves the outlet.
 */
function OutletSales({ outlet }: { outlet: Outlet }) {
  const { day, today, chooseDay } = useDayParam();
  const sales = useSalesDay(outlet.id, day);

  return (
    <>
      <header style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {TITLE}
        </Typography.Title>
        <Typography.Text type="secondary">
          {outlet.name} · {formatBusinessDay(day)}
        </Typography.Text>
      </header>
      <Input
        type="date"
        aria-label="Day"
        value={day}
        max={today}
        onChange={(event) => chooseDay(event.target.value)}
        style={{ maxWidth: 200, marginBottom: 16 }}
      />
      <SalesUpload outletId={outlet.id} day={day} />
      <Typography.Title level={3}>Sales of the day</Typography.Title>
      {sales.isError ? (
        <LoadError what="the sales" error={sales.error} onRetry={() => sales.refetch()} />
      ) : sales.isPending ? (
        <LoadingBlock label="Loading the sales" />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {sales.data.saved
              ? `Saved by ${sales.data.saved.byName} on ${formatDateTime(sales.data.saved.at)}${
                  sales.data.saved.fileName ? ` from ${sales.data.saved.fileName}` : ''
                }.`
              : 'No sales saved for this day yet.'}
          </Typography.Paragraph>
          {/* A save (here or an upload) gives the grid the day as stored. */}
          <SalesGrid key={`${day} ${sales.data.saved?.at ?? ''}`} sales={sales.data} />
        </>
      )}
    </>
  );
}
