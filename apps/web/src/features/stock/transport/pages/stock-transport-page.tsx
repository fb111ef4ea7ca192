import { formatStockQuantity, type Trip } from '@kadai/contract';
import { Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../../components/load-error.tsx';
import { LoadingBlock } from '../../../../components/loading-block.tsx';
import { formatDateTime } from '../../../../lib/format-date-time.ts';
import { useOutlets } from '../../../organisation/index.ts';
import { StockPageHeading } from '../../stock-page-heading.tsx';
import { useTrips } from '../api/list-trips.ts';

const TITLE = 'Stocks Dispatch (Transport)';

/**
 * The vans on the road: who drives, since when, where to, and what is still on board. From an
 * outlet's card, only what comes to that outlet; from the menu, every van (an outlet user sees their
 * own outlet's, the server sees to that).
 */
export function StockTransportPage() {
  const [params] = useSearchParams();
  const outletId = params.get('outletId')?.trim() || undefined;
  const outlets = useOutlets();
  const trips = useTrips(outletId);
  const outletName = outletId
    ? (outlets.data?.find((o) => o.id === outletId)?.name ?? outletId)
    : 'All outlets';

  return (
    <>
      <StockPageHeading title={TITLE} subtitle={outletName} />
      {trips.isError ? (
        <LoadError what="the vans on the road" error={trips.error} onRetry={() => trips.refetch()} />
      ) : trips.isPending ? (
        <LoadingBlock label="Loading the vans on the road" />
      ) : trips.data.length === 0 ? (
        <Empty description="No van is on the road." />
      ) : (
        <Flex vertical gap={16}>
          {trips.data.map((trip) => (
            <TripCard key={trip.id} trip={trip} />
          ))}
        </Flex>
      )}
    </>
  );
}

function TripCard({ trip }: { trip: Trip }) {
  return (
    <Card
      data-testid={`trip-${trip.id}`}
      title={`T${trip.id} · ${trip.vehicleNumber} · ${trip.driverName}`}
      extra={<Typography.Text type="secondary">since {formatDateTime(trip.since)}</Typography.Text>}
    >
      <Flex vertical gap={12}>
        <Flex gap={8} wrap align="center">
          {trip.driverPhone && (
            <Typography.Link
              href={`tel:${trip.driverPhone.replace(/\s/g, '')}`}
              style={{ minHeight: 44, lineHeight: '44px' }}
            >
              Call {trip.driverName} ({trip.driverPhone})
            </Typography.Link>
          )}
          <Typography.Text type="secondary">sent by {trip.startedBy}</Typography.Text>
        </Flex>
        <Flex gap={8} wrap>
          {trip.dispatches.map((dispatch) => (
            <Tag key={dispatch.id} color={dispatch.state === 'received' ? 'success' : 'processing'}>
              {dispatch.label} → {dispatch.outletName}
              {dispatch.teamName ? ` (${dispatch.teamName})` : ''} · {dispatch.state}
            </Tag>
          ))}
        </Flex>
        <Table
          rowKey="productId"
          dataSource={trip.carrying}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'Sl', key: 'sl', width: 48, render: (_v, _line, index) => index + 1 },
            {
              title: 'Product',
              key: 'product',
              render: (_v, line) => `${line.productName} ${line.variantName}`.trim(),
            },
            {
              title: 'On board',
              key: 'quantity',
              align: 'right',
              render: (_v, line) => formatStockQuantity(line.quantity, line.unit),
            },
          ]}
        />
      </Flex>
    </Card>
  );
}
