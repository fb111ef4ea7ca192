import {
  BOOKING_QUANTITY_LABELS,
  type BookingKind,
  type BookingLine,
  WASTAGE_QUANTITIES_NOTE,
  WASTAGE_REASON_LABELS,
} from '@kadai/contract';
import { Table } from 'antd';
import { AbbreviationLegend } from '../../../components/abbreviation-legend.tsx';
import { K_HEADER, W_HEADER } from './quantity-headers.tsx';
import { WASTAGE_LEGEND } from './vegetable-lines.tsx';

/** A listed booking's lines, opened under its row: the quantity, or K, W and the reason. */
export function BookingLinesTable({ kind, lines }: { kind: BookingKind; lines: BookingLine[] }) {
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
