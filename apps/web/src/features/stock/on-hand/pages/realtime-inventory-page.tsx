import { formatStockQuantity, type InventoryGrid, type StockMoveRow } from '@kadai/contract';
import { Button, Drawer, Empty, Flex, Input, Select, Table, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { LoadError } from '../../../../components/load-error.tsx';
import { LoadingBlock } from '../../../../components/loading-block.tsx';
import { CardTable } from '../../../../components/row-cards.tsx';
import { formatDateTime } from '../../../../lib/format-date-time.ts';
import { useTeams } from '../../../organisation/index.ts';
import { StockPageHeading } from '../../stock-page-heading.tsx';
import { useInventoryGrid, useStockMoves } from '../api/get-inventory-grid.ts';
import { matchInventoryRows } from '../utils/match-inventory-rows.ts';

const TITLE = 'Realtime Inventory';
type Row = InventoryGrid['rows'][number];
type Opened = { row: Row; place: { key: string; label: string } };

const REASONS: Record<string, string> = {
  opening: 'Opening stock',
  produced: 'Produced',
  dispatched: 'Dispatched',
  received: 'Received',
  'dispute-written-off': 'Dispute: written off',
  'dispute-found': 'Dispute: found',
  'dispute-returned': 'Dispute: returned',
};

/** Stock by place and product from the ledger; each number opens the moves behind it. */
export function RealtimeInventoryPage() {
  const grid = useInventoryGrid();
  const teams = useTeams();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [teamId, setTeamId] = useState<string | undefined>();
  const [opened, setOpened] = useState<Opened | null>(null);

  const rows = useMemo(
    () => matchInventoryRows(grid.data?.rows ?? [], deferred, teamId),
    [grid.data, deferred, teamId],
  );

  return (
    <>
      <StockPageHeading
        title={TITLE}
        subtitle="What each place holds now; tap a number for the moves behind it."
      />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Search products"
          placeholder="Product, variant or type"
          allowClear
          size="large"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Select
          aria-label="Team"
          allowClear
          placeholder="Every team"
          size="large"
          value={teamId}
          onChange={setTeamId}
          options={(teams.data ?? []).map((team) => ({ value: team.id, label: team.name }))}
          style={{ minWidth: 180 }}
        />
      </Flex>
      {grid.isError ? (
        <LoadError what="the inventory" error={grid.error} onRetry={() => grid.refetch()} />
      ) : grid.isPending ? (
        <LoadingBlock label="Loading the inventory" />
      ) : rows.length === 0 ? (
        <Empty description={search || teamId ? 'No product matches.' : 'No place holds any stock.'} />
      ) : (
        <CardTable<Row>
          cardTitle="product"
          rowKey="productId"
          dataSource={rows}
          pagination={rows.length > 100 ? { pageSize: 100, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
          size="small"
          columns={[
            { title: 'Product', dataIndex: 'productName', key: 'product', fixed: 'left' },
            { title: 'Variant', dataIndex: 'variantName', key: 'variant' },
            { title: 'Type', dataIndex: 'productType', key: 'type' },
            ...grid.data.places.map((place) => ({
              title: place.label,
              key: place.key,
              align: 'right' as const,
              render: (_v: unknown, row: Row) => {
                const quantity = row.quantities[place.key];
                if (quantity === undefined) return <Typography.Text type="secondary">0</Typography.Text>;
                return (
                  <Button
                    type="link"
                    style={{ minHeight: 44, padding: '0 4px' }}
                    aria-label={`${row.productName} ${row.variantName} at ${place.label}: ${quantity}`}
                    onClick={() => setOpened({ row, place })}
                  >
                    {quantity}
                  </Button>
                );
              },
            })),
          ]}
        />
      )}
      <MovesDrawer opened={opened} onClose={() => setOpened(null)} />
    </>
  );
}

function MovesDrawer({ opened, onClose }: { opened: Opened | null; onClose: () => void }) {
  const moves = useStockMoves(opened ? { productId: opened.row.productId, place: opened.place.key } : null);
  const unit = opened?.row.unit ?? '';
  return (
    <Drawer
      open={opened !== null}
      onClose={onClose}
      size="large"
      title={opened ? `${opened.row.productName} ${opened.row.variantName} at ${opened.place.label}` : ''}
    >
      {moves.isError ? (
        <LoadError what="the moves" error={moves.error} onRetry={() => moves.refetch()} />
      ) : moves.isPending ? (
        <LoadingBlock label="Loading the moves" />
      ) : (
        <Table<StockMoveRow>
          rowKey="id"
          dataSource={moves.data}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'When', key: 'at', render: (_v, m) => formatDateTime(m.at) },
            {
              title: 'Change',
              key: 'change',
              align: 'right',
              render: (_v, m) => (
                <Typography.Text type={m.change < 0 ? 'danger' : 'success'}>
                  {m.change > 0 ? '+' : '−'}
                  {formatStockQuantity(Math.abs(m.change), unit)}
                </Typography.Text>
              ),
            },
            { title: 'Reason', key: 'reason', render: (_v, m) => REASONS[m.reason] ?? m.reason },
            { title: 'From → To', key: 'route', render: (_v, m) => `${m.from ?? '—'} → ${m.to ?? '—'}` },
            { title: 'Cause', key: 'cause', render: (_v, m) => m.cause ?? '' },
            { title: 'By', dataIndex: 'by', key: 'by' },
            { title: 'Note', key: 'note', render: (_v, m) => m.note ?? '' },
          ]}
        />
      )}
    </Drawer>
  );
}
