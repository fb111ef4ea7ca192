import { DownloadOutlined } from '@ant-design/icons';
import { type BookingSummary, businessDay, formatBusinessDay } from '@kadai/contract';
import { Alert, Button, Empty, Flex, Input, Segmented, Select, Tabs, Tag, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { CardTable } from '../../../components/row-cards.tsx';
import { daysBefore } from '../../../lib/days-before.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useSignedUser } from '../../auth/index.ts';
import { useStores } from '../../organisation/index.ts';
import { exportBookingsUrl, useBookingList, useWastageSummary } from '../api/bookings.ts';
import { BookingLinesTable } from '../components/booking-lines-table.tsx';
import { WastageByReason } from '../components/wastage-by-reason.tsx';
import {
  bookingListQuery,
  isBadRange,
  type KindFilter,
  ownStoreOf,
  searchBookings,
} from '../utils/booking-list.ts';

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
  const ownStore = ownStoreOf(user);
  const badRange = isBadRange(from, to);
  const query = bookingListQuery({ from, to, kind, storeId, ownStore });
  const list = useBookingList(query);
  const wastage = useWastageSummary(query);

  const rows = useMemo(
    () => searchBookings(list.data?.bookings ?? [], deferredSearch),
    [list.data, deferredSearch],
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
                          <BookingLinesTable kind={b.kind} lines={b.lines} />
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
