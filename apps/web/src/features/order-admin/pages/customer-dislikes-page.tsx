import { DownloadOutlined } from '@ant-design/icons';
import type { Dislike, DislikeCount, DislikesQuery } from '@kadai/contract';
import { Button, DatePicker, Empty, Flex, type GetProp, Input, Table, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { exportDislikesUrl, useDislikes } from '../api/list-dislikes.ts';

type RangeValue = GetProp<typeof DatePicker.RangePicker, 'value'>;

/** A bar as long as the item's share of dislikes among its verified deliveries. */
function ShareBar({ count }: { count: DislikeCount }) {
  const share = count.verified === 0 ? 0 : count.dislikes / count.verified;
  return (
    <Flex align="center" gap={8} style={{ minWidth: 180 }}>
      <div
        aria-hidden="true"
        style={{ background: '#f0f0f0', borderRadius: 4, flex: 1, height: 10, overflow: 'hidden' }}
      >
        <div style={{ background: '#b42318', height: '100%', width: `${Math.round(share * 100)}%` }} />
      </div>
      <span>
        {count.dislikes} of {count.verified}
      </span>
    </Flex>
  );
}

/**
 * Customer Dislikes: what customers disliked in their verified deliveries (ordering.md §2.8), by
 * item and category, most disliked first, with every comment; for admins and the kitchens.
 */
export function CustomerDislikesPage() {
  const [range, setRange] = useState<RangeValue | null>(null);
  const [query, setQuery] = useState<DislikesQuery>({});
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const report = useDislikes(query);

  const needle = deferredSearch.trim().toLowerCase();
  const counts = useMemo(
    () =>
      (report.data?.counts ?? []).filter((c) => `${c.itemName} ${c.category}`.toLowerCase().includes(needle)),
    [report.data, needle],
  );
  const dislikes = useMemo(
    () =>
      (report.data?.dislikes ?? []).filter((d) =>
        `${d.itemName} ${d.category} ${d.subcategory} ${d.feedback} ${d.orderId} ${d.customerName}`
          .toLowerCase()
          .includes(needle),
      ),
    [report.data, needle],
  );

  return (
    <>
      <Typography.Title level={2}>Customer Dislikes</Typography.Title>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Search dislikes"
          placeholder="Item, category, comment or order"
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <DatePicker.RangePicker
          aria-label="Verified between"
          value={range}
          format="DD/MM/YYYY"
          allowEmpty={[true, true]}
          onChange={(value) => {
            setRange(value);
            setQuery({ from: value?.[0]?.format('YYYY-MM-DD'), to: value?.[1]?.format('YYYY-MM-DD') });
          }}
        />
        <Button icon={<DownloadOutlined />} href={exportDislikesUrl(query)}>
          Export
        </Button>
      </Flex>
      {report.isError ? (
        <LoadError what="the dislikes" error={report.error} onRetry={() => report.refetch()} />
      ) : report.isPending ? (
        <LoadingBlock label="Loading the dislikes" />
      ) : (report.data?.dislikes.length ?? 0) === 0 ? (
        <Empty description="No customer disliked anything in this period." />
      ) : (
        <>
          <Typography.Title level={3}>By item</Typography.Title>
          <Table<DislikeCount>
            rowKey={(c) => `${c.itemName} ${c.category}`}
            dataSource={counts}
            pagination={counts.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            scroll={{ x: 'max-content' }}
            size="middle"
            columns={[
              { title: 'Item', dataIndex: 'itemName', key: 'item' },
              { title: 'Category', dataIndex: 'category', key: 'category' },
              {
                title: 'Disliked of verified',
                key: 'share',
                sorter: (a, b) => a.dislikes - b.dislikes,
                render: (_v, count) => <ShareBar count={count} />,
              },
            ]}
          />
          <Typography.Title level={3} style={{ marginTop: 24 }}>
            Comments
          </Typography.Title>
          <Table<Dislike>
            rowKey={(d) => `${d.orderId} ${d.itemName} ${d.pack}`}
            dataSource={dislikes}
            pagination={dislikes.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            scroll={{ x: 'max-content' }}
            size="middle"
            columns={[
              { title: 'Verified', key: 'verified', render: (_v, d) => formatDateTime(d.verifiedAt) },
              { title: 'Order', dataIndex: 'orderId', key: 'order' },
              { title: 'Item', key: 'item', render: (_v, d) => `${d.itemName} · ${d.pack}` },
              {
                title: 'Category',
                key: 'category',
                render: (_v, d) => [d.category, d.subcategory].filter(Boolean).join(' · '),
              },
              { title: 'Feedback', dataIndex: 'feedback', key: 'feedback' },
              {
                title: 'Overall comment',
                key: 'overall',
                render: (_v, d) => <Typography.Text type="secondary">{d.overallComment}</Typography.Text>,
              },
            ]}
          />
        </>
      )}
    </>
  );
}
