import {
  DISPUTE_REASON_LABELS,
  DISPUTE_RESOLUTION_LABELS,
  type Dispute,
  WAREHOUSE_OUTLET_ID,
} from '@kadai/contract';
import { Button, Empty, Flex, Input, Segmented, Table, Tag, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../../components/load-error.tsx';
import { LoadingBlock } from '../../../../components/loading-block.tsx';
import { formatDateTime } from '../../../../lib/format-date-time.ts';
import { useSignedUser } from '../../../auth/index.ts';
import { useOutlets } from '../../../organisation/index.ts';
import { quantityColumn } from '../../stock-labels.ts';
import { StockPageHeading } from '../../stock-page-heading.tsx';
import { type DisputeFilter, exportDisputesUrl, useDisputes } from '../api/list-disputes.ts';
import { DisputeSettleModal } from '../components/dispute-settle-modal.tsx';
import { describeDisputeAge, describeMismatch } from '../utils/describe-dispute.ts';
import { matchDisputes } from '../utils/match-disputes.ts';

const TITLE = 'Dispute Report';
type Shown = 'open' | 'resolved' | 'all';
const SHOWN_LABELS: Record<Shown, string> = { open: 'Open', resolved: 'Settled', all: 'All' };

/**
 * Dispute Report (outletId) and Movement Disputes (no outlet: every outlet the user may see; an
 * outlet user sees their own, the server sees to that). Warehouse staff and admins settle. The
 * menu's product-movement-mismatches and -resolved are the same list, opening on open or settled
 * ones; every list sorts by outlet, driver and age.
 */
export function DisputeReportPage(props: { title?: string; initialShown?: Shown } = {}) {
  const [params] = useSearchParams();
  const outletId = params.get('outletId')?.trim() || undefined;
  const outlets = useOutlets();
  const user = useSignedUser();
  const [shown, setShown] = useState<Shown>(props.initialShown ?? 'open');
  const [now] = useState(() => Date.now());
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [settling, setSettling] = useState<Dispute | null>(null);
  const filter: DisputeFilter = { outletId, state: shown === 'all' ? undefined : shown };
  const disputes = useDisputes(filter);
  const canSettle = user.data?.role === 'admin' || user.data?.role === 'warehouse';

  const outletName = outletId
    ? (outlets.data?.find((o) => o.id === outletId)?.name ?? outletId)
    : 'All outlets';
  const rows = useMemo(
    () => matchDisputes(disputes.data ?? [], deferredSearch),
    [disputes.data, deferredSearch],
  );

  return (
    <>
      <StockPageHeading
        title={props.title ?? TITLE}
        subtitle={outletId === WAREHOUSE_OUTLET_ID ? 'Warehouse' : outletName}
      />
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Segmented<Shown>
          aria-label="Disputes shown"
          size="large"
          value={shown}
          onChange={setShown}
          options={(['open', 'resolved', 'all'] as const).map((value) => ({
            value,
            label: SHOWN_LABELS[value],
          }))}
        />
        <Input.Search
          aria-label="Search disputes"
          placeholder="Product, outlet, person, driver or vehicle"
          allowClear
          size="large"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 360 }}
        />
        <Button size="large" href={exportDisputesUrl(filter)}>
          Export
        </Button>
      </Flex>
      {disputes.isError ? (
        <LoadError what="the disputes" error={disputes.error} onRetry={() => disputes.refetch()} />
      ) : disputes.isPending ? (
        <LoadingBlock label="Loading the disputes" />
      ) : rows.length === 0 ? (
        <Empty
          description={
            search ? 'No dispute matches the search.' : `No ${shown === 'open' ? 'open ' : ''}disputes.`
          }
        />
      ) : (
        <Table<Dispute>
          rowKey="id"
          dataSource={rows}
          pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
          size="middle"
          columns={[
            {
              title: 'Product',
              key: 'product',
              render: (_v, d) => `${d.productName} ${d.variantName}`.trim(),
            },
            {
              title: 'Status',
              key: 'status',
              render: (_v, d) =>
                d.status === 'open' ? (
                  <Tag color="error">open</Tag>
                ) : (
                  <Tag color="success">{DISPUTE_RESOLUTION_LABELS[d.status]}</Tag>
                ),
            },
            { title: 'Reason', key: 'reason', render: (_v, d) => DISPUTE_REASON_LABELS[d.reason] },
            { title: 'From', dataIndex: 'from', key: 'from' },
            { title: 'To', dataIndex: 'to', key: 'to', sorter: (a, b) => a.to.localeCompare(b.to) },
            { title: 'Received By', dataIndex: 'receivedBy', key: 'receivedBy' },
            quantityColumn<Dispute>('Quantity Sent', 'sent', (d) => d.quantitySent),
            quantityColumn<Dispute>('Quantity Received', 'received', (d) => d.quantityReceived),
            {
              title: 'Mismatch',
              key: 'mismatch',
              align: 'right',
              render: (_v, d) => <Typography.Text type="danger">{describeMismatch(d)}</Typography.Text>,
            },
            {
              title: 'Driver',
              key: 'driver',
              sorter: (a, b) =>
                a.driverName.localeCompare(b.driverName) || a.vehicleNumber.localeCompare(b.vehicleNumber),
              render: (_v, d) => `${d.driverName} · ${d.vehicleNumber}`,
            },
            { title: 'Opened', key: 'opened', render: (_v, d) => formatDateTime(d.openedAt) },
            {
              title: 'Age',
              key: 'age',
              sorter: (a, b) => a.openedAt.localeCompare(b.openedAt),
              render: (_v, d) => describeDisputeAge(d, now),
            },
            {
              title: 'Settled',
              key: 'settled',
              render: (_v, d) =>
                d.resolvedAt ? (
                  <Flex vertical>
                    <span>
                      {d.resolvedBy} · {formatDateTime(d.resolvedAt)}
                    </span>
                    <Typography.Text type="secondary">{d.note}</Typography.Text>
                  </Flex>
                ) : canSettle ? (
                  <Button
                    size="large"
                    onClick={() => setSettling(d)}
                    aria-label={`Settle ${d.productName} ${d.variantName} to ${d.to}`}
                  >
                    Settle
                  </Button>
                ) : (
                  'Waiting for the warehouse'
                ),
            },
          ]}
        />
      )}
      <DisputeSettleModal dispute={settling} onClose={() => setSettling(null)} />
    </>
  );
}
