import { WASTAGE_QUANTITIES_NOTE, WASTAGE_REASON_LABELS, type WastageSummaryRow } from '@kadai/contract';
import { Empty, Flex, Table, Tag } from 'antd';
import { useMemo } from 'react';
import { AbbreviationLegend } from '../../../components/abbreviation-legend.tsx';
import { mostWasted, wastageByReason, wastageShare, wastedTotalText } from '../utils/booking-list.ts';
import { K_HEADER, W_HEADER } from './quantity-headers.tsx';
import { WASTAGE_LEGEND } from './vegetable-lines.tsx';

/** The period's wastage by item and reason: a bar per row, as long as its share of the most wasted. */
export function WastageByReason({ rows }: { rows: WastageSummaryRow[] }) {
  const most = mostWasted(rows);
  const byReason = useMemo(() => wastageByReason(rows), [rows]);
  if (rows.length === 0) return <Empty description="No wastage booked in this period." />;
  return (
    <>
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        {byReason.map(([reason, total]) => (
          <Tag key={reason}>
            {WASTAGE_REASON_LABELS[reason]}: {wastedTotalText(total)}
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
                <div style={{ background: '#b42318', height: '100%', width: `${wastageShare(r, most)}%` }} />
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
