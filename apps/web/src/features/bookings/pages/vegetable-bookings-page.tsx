import { DownloadOutlined } from '@ant-design/icons';
import {
  BOOKING_QUANTITY_LABELS,
  BOOKING_QUANTITY_MEANINGS,
  type BookingKind,
  type BookingLine,
  type BookingListQuery,
  type BookingSummary,
  businessDay,
  formatBusinessDay,
  WASTAGE_QUANTITIES_NOTE,
  WASTAGE_REASON_LABELS,
  type WastageSummaryRow,
} from '@kadai/contract';
import { Alert, Button, Empty, Flex, Input, Segmented, Select, Table, Tabs, Tag, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { Abbr, AbbreviationLegend } from '../../../components/abbreviation-legend.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { CardTable } from '../../../components/row-cards.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useSignedUser } from '../../auth/index.ts';
import { useStores } from '../../organisation/index.ts';
import { exportBookingsUrl, useBookingList, useWastageSummary } from '../api/bookings.ts';
import { WASTAGE_LEGEND } from '../components/vegetable-lines.tsx';

const DAY_MS = 86_400_000;
const K_HEADER = <Abbr abbr={BOOKING_QUANTITY_LABELS.k} meaning={BOOKING_QUANTITY_MEANINGS.k} />;
const W_HEADER = <Abbr abbr={BOOKING_QUANTITY_LABELS.w} meaning={BOOKING_QUANTITY_MEANINGS.w} />;
type KindFilter = 'all' | BookingKind;

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

function LinesTable({ kind, lines }: { kind: BookingKind; lines: BookingLine[] }) {
  return (
    <>
      <Table<BookingLine>
        rowKey="itemId"
        size="small"
        pagination={false}
        dataSource={lines}
        columns={[
          { title: 'Item', key: 'item', render: (_v, line) => `${line.name} (${line.pack})` },
          ...(kind === 'stock'
            ? [
                {
                  title: BOOKING_QUANTITY_LABELS.stock,
                  dataIndex: 'quantity',
                  key: 'q',
                  align: 'right' as const,
                },
              ]
            : [
                { title: K_HEADER, dataIndex: 'quantity', key: 'k', align: 'right' as const },
                { title: W_HEADER, dataIndex: 'w', key: 'w', align: 'right' as const },
                {
                  title: 'Reason',
                  key: 'reason',
                  render: (_v: unknown, line: BookingLine) =>
                    line.reason ? WASTAGE_REASON_LABELS[line.reason] : '',
                },
              ]),
        ]}
      />
      {kind === 'wastage' ? (
        <AbbreviationLegend items={WASTAGE_LEGEND} note={WASTAGE_QUANTITIES_NOTE} />
      ) : null}
    </>
  );
}

/** The period's wastage by item and reason: a bar per row, as long as its share of the most wasted. */
function WastageByReason({ rows }: { rows: WastageSummaryRow[] }) {
  const most = Math.max(0, ...rows.map((r) => r.k + r.w));
  const byReason = useMemo(() => {
    const totals = new Map<string, number>();
    for (const row of rows) totals.set(row.reason, (totals.get(row.reason) ?? 0) + row.k + row.w);
    return [...totals].sort((a, b) => b[1] - a[1]);
  }, [rows]);
  if (rows.length === 0) return <Empty description="No wastage booked in this period." />;
  return (
    <>
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        {byReason.map(([reason, total]) => (
          <Tag key={reason}>
            {WASTAGE_REASON_LABELS[reason as keyof typeof WASTAGE_REASON_LABELS]}: {Number(total.toFixed(3))}
          </Tag>
        ))}
      </Flex>
      <AbbreviationLegend items={WASTAGE_LEGEND} note={WASTAGE_QUANTITIES_NOTE} />
      <Table<WastageSummaryRow>
        rowKey={(r) => `${r.itemName} ${r.pack} ${r.reason}`}
        size="middle"
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        columns={[
          { title: 'Item', key: 'item', render: (_v, r) => `${r.itemName} (${r.pack})` },
          { title: 'Reason', key: 'reason', render: (_v, r) => WASTAGE_REASON_LABELS[r.reason] },
          { title: K_HEADER, dataIndex: 'k', key: 'k', align: 'right' },
          { title: W_HEADER, dataIndex: 'w', key: 'w', align: 'right' },
          { title: 'Days', dataIndex: 'days', key: 'days', align: 'right' },
          {
            title: 'Share',
            key: 'share',
            render: (_v, r) => (
              <div
                aria-hidden="true"
                style={{
                  background: '#f0f0f0',
                  borderRadius: 4,
                  height: 10,
                  minWidth: 120,
                  overflow: 'hidden',
                }}
              >
                <div
                  style={{
                    background: '#b42318',
                    height: '100%',
                    width: `${most === 0 ? 0 : Math.round(((r.k + r.w) / most) * 100)}%`,
                  }}
                />
              </div>
            ),
          },
        ]}
      />
    </>
  );
}

/**
 * Vegetable Bookings: the stores' stock and wastage bookings by store and day (a store's staff see
 * their own store's), searchable and exportable, and the period's wastage by item and reason.
 */
export function VegetableBookingsPage() {
  const today = businessDay();
  const { data: user } = useSignedUser();
  const stores = useStores();
  const [from, setFrom] = useState(daysBefore(today, 6));
  const [to, setTo] = useState(today);
  const [storeId, setStoreId] = useState<string | undefined>(undefined);
  const [kind, setKind] = useState<KindFilter>('all');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const ownStore = user?.role === 'store-staff' ? (user.storeId ?? undefined) : undefined;
  const badRange = !from || !to || from > to;
  const query: BookingListQuery = {
    from,
    to,
    ...(kind !== 'all' && { kind }),
    ...((ownStore ?? storeId) && { storeId: ownStore ?? storeId }),
  };
  const list = useBookingList(query);
  const wastage = useWastageSummary(query);

  const needle = deferredSearch.trim().toLowerCase();
  const rows = useMemo(
    () =>
      (list.data?.bookings ?? []).filter((b) =>
        [b.storeName, b.sentBy, b.acknowledgementId, b.others, ...b.lines.map((l) => l.name)]
          .join(' ')
          .toLowerCase()
          .includes(needle),
      ),
    [list.data, needle],
  );

  return (
    <>
      <Typography.Title level={2}>Vegetable Bookings</Typography.Title>
      <Flex wrap gap={8} align="end" style={{ marginBottom: 16 }}>
        <div className="veg-booking-box">
          <span>From</span>
          <Input
            aria-label="From"
            type="date"
            value={from}
            max={today}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className="veg-booking-box">
          <span>To</span>
          <Input aria-label="To" type="date" value={to} max={today} onChange={(e) => setTo(e.target.value)} />
        </div>
        {!ownStore && (
          <Select
            aria-label="Store"
            allowClear
            placeholder="All stores"
            style={{ minWidth: 160 }}
            value={storeId}
            onChange={setStoreId}
            options={(stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
        )}
        <Segmented<KindFilter>
          value={kind}
          onChange={setKind}
          options={[
            { value: 'all', label: 'All' },
            { value: 'stock', label: 'Stock' },
            { value: 'wastage', label: 'Wastage' },
          ]}
        />
        <Input.Search
          aria-label="Search bookings"
          placeholder="Item, person or acknowledgement"
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ maxWidth: 280 }}
        />
        <Button
          icon={<DownloadOutlined />}
          href={badRange ? undefined : exportBookingsUrl(query)}
          disabled={badRange}
        >
          Export
        </Button>
      </Flex>
      {badRange ? (
        <Alert type="warning" showIcon title="To: must not be before From" />
      ) : (
        <Tabs
          items={[
            {
              key: 'bookings',
              label: 'Bookings',
              children: list.isError ? (
                <LoadError what="the bookings" error={list.error} onRetry={() => list.refetch()} />
              ) : list.isPending ? (
                <LoadingBlock label="Loading the bookings" />
              ) : (
                <>
                  {list.data.truncated && (
                    <Alert
                      type="info"
                      showIcon
                      style={{ marginBottom: 8 }}
                      title="The newest 1000 bookings of the period are listed: narrow the dates to see the rest."
                    />
                  )}
                  <CardTable<BookingSummary>
                    cardTitle="store"
                    rowKey="id"
                    size="middle"
                    dataSource={rows}
                    scroll={{ x: 'max-content' }}
                    locale={{ emptyText: <Empty description="No booking in this period." /> }}
                    pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
                    expandable={{
                      expandedRowRender: (b) => (
                        <>
                          <LinesTable kind={b.kind} lines={b.lines} />
                          {b.others && (
                            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 8 }}>
                              <Typography.Text strong>Special instructions: </Typography.Text>
                              {b.others}
                            </Typography.Paragraph>
                          )}
                        </>
                      ),
                    }}
                    columns={[
                      { title: 'Date', key: 'date', render: (_v, b) => formatBusinessDay(b.date) },
                      { title: 'Store', dataIndex: 'storeName', key: 'store' },
                      {
                        title: 'Booking',
                        key: 'kind',
                        render: (_v, b) => (
                          <Tag color={b.kind === 'stock' ? 'green' : 'volcano'}>
                            {b.kind === 'stock' ? 'Stock' : 'Wastage'}
                          </Tag>
                        ),
                      },
                      { title: 'Acknowledgement', dataIndex: 'acknowledgementId', key: 'ack' },
                      { title: 'Items', key: 'items', align: 'right', render: (_v, b) => b.lines.length },
                      { title: 'Sent By', dataIndex: 'sentBy', key: 'sentBy' },
                      {
                        title: 'Saved',
                        key: 'saved',
                        render: (_v, b) => `${formatDateTime(b.updatedAt)} · ${b.updatedBy}`,
                      },
                    ]}
                  />
                </>
              ),
            },
            {
              key: 'wastage',
              label: 'Wastage by reason',
              children: wastage.isError ? (
                <LoadError what="the wastage" error={wastage.error} onRetry={() => wastage.refetch()} />
              ) : wastage.isPending ? (
                <LoadingBlock label="Loading the wastage" />
              ) : (
                <WastageByReason rows={wastage.data} />
              ),
            },
          ]}
        />
      )}
    </>
  );
}
