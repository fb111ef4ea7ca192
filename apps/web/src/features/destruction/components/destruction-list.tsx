import { DownloadOutlined } from '@ant-design/icons';
import {
  businessDay,
  DESTRUCTION_LIST_MAX_ROWS,
  DESTRUCTION_REASON_LABELS,
  type Destruction,
  type DestructionListQuery,
  destructionListQuerySchema,
  formatBusinessDay,
  formatStockQuantity,
} from '@kadai/contract';
import { Button, Empty, Flex, Image, Input, Table, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { destructionPhotoUrl, destructionsExportUrl, useDestructions } from '../api/list-destructions.ts';
import { destructionLabel, searchDestructions } from '../utils/destruction-rules.ts';

/** What was destroyed, by day and place, with its photo: searched, and exported as a sheet. */
export function DestructionList(props: { outletId?: string | undefined }) {
  const today = businessDay();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const query: DestructionListQuery = { from, to, ...(props.outletId && { outletId: props.outletId }) };
  // The same rules (and message) as the API's: a period of at most a quarter, From before To.
  const checked = destructionListQuerySchema.safeParse(query);
  const periodError = checked.success ? null : (checked.error.issues[0]?.message ?? 'To: not a valid period');
  const list = useDestructions(checked.success ? checked.data : null);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const rows = useMemo(
    () => searchDestructions(list.data ?? [], deferredSearch),
    [list.data, deferredSearch],
  );

  return (
    <section aria-label="Destroyed stock">
      <Typography.Title level={3}>Destroyed</Typography.Title>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Input
          type="date"
          aria-label="From"
          value={from}
          max={to}
          onChange={(event) => event.target.value && setFrom(event.target.value)}
          style={{ width: 160 }}
        />
        <Input
          type="date"
          aria-label="To"
          value={to}
          min={from}
          onChange={(event) => event.target.value && setTo(event.target.value)}
          style={{ width: 160 }}
        />
        <Input.Search
          aria-label="Search destroyed"
          placeholder="Product, place, reason or note"
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 280 }}
        />
        {/* role: disabled, antd draws an <a> without href, with no role to announce it off. */}
        <Button
          role="link"
          icon={<DownloadOutlined />}
          href={destructionsExportUrl(query)}
          disabled={periodError !== null}
        >
          Export
        </Button>
      </Flex>
      {periodError ? (
        <Typography.Text type="danger" role="alert">
          {periodError}
        </Typography.Text>
      ) : list.isError ? (
        <LoadError what="the destroyed stock" error={list.error} onRetry={() => list.refetch()} />
      ) : list.isPending ? (
        <LoadingBlock label="Loading the destroyed stock" />
      ) : rows.length === 0 ? (
        <Empty description="Nothing destroyed in this period." />
      ) : (
        <>
          {list.data.length >= DESTRUCTION_LIST_MAX_ROWS && (
            <Typography.Paragraph type="secondary" role="status">
              {`The newest ${DESTRUCTION_LIST_MAX_ROWS.toLocaleString('en-IN')} of this period are shown: the export has every row.`}
            </Typography.Paragraph>
          )}
          <Table<Destruction>
            rowKey="id"
            dataSource={rows}
            pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            scroll={{ x: 'max-content' }}
            size="middle"
            columns={[
              { title: 'Day', key: 'day', render: (_v, row) => formatBusinessDay(row.businessDay) },
              { title: 'Place', dataIndex: 'placeName', key: 'place' },
              {
                title: 'Product',
                key: 'product',
                render: (_v, row) => destructionLabel(row),
              },
              {
                title: 'Quantity',
                key: 'quantity',
                align: 'right',
                render: (_v, row) => formatStockQuantity(row.quantity, row.unit),
              },
              { title: 'Reason', key: 'reason', render: (_v, row) => DESTRUCTION_REASON_LABELS[row.reason] },
              { title: 'Note', key: 'note', render: (_v, row) => row.note ?? '' },
              {
                title: 'Photo',
                key: 'photo',
                render: (_v, row) =>
                  row.photoId === null ? null : (
                    <Image
                      src={destructionPhotoUrl(row.photoId)}
                      alt={`Photo of ${row.productName}`}
                      width={48}
                      height={48}
                      style={{ objectFit: 'cover' }}
                    />
                  ),
              },
              {
                title: 'By',
                key: 'by',
                render: (_v, row) => `${row.createdByName}, ${formatDateTime(row.createdAt)}`,
              },
            ]}
          />
        </>
      )}
    </section>
  );
}
