import {
  BOOKING_QUANTITY_LABELS,
  BOOKING_QUANTITY_MEANINGS,
  BOOKING_TITLES,
  type BookingKind,
  formatBusinessDay,
  type SaveBookingRequest,
  WASTAGE_QUANTITIES_NOTE,
  WASTAGE_REASON_LABELS,
} from '@kadai/contract';
import { Descriptions, Modal, Table, Typography } from 'antd';
import { Abbr, AbbreviationLegend } from '../../../components/abbreviation-legend.tsx';
import type { Vegetable } from '../utils/booking-form.ts';
import { WASTAGE_LEGEND } from './vegetable-lines.tsx';

type Row = SaveBookingRequest['lines'][number] & { name: string };

/** The summary before saving (§2.5): what will be booked, to confirm or go back and change. */
export function BookingSummaryModal({
  kind,
  request,
  storeName,
  vegetables,
  saving,
  onConfirm,
  onCancel,
}: {
  kind: BookingKind;
  request: SaveBookingRequest;
  storeName: string;
  vegetables: readonly Vegetable[];
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const rows: Row[] = request.lines.map((line) => {
    const vegetable = vegetables.find((v) => v.id === Number(line.itemId));
    return { ...line, name: vegetable ? `${vegetable.name} (${vegetable.pack})` : String(line.itemId) };
  });
  return (
    <Modal
      open
      title={`${BOOKING_TITLES[kind]}: summary`}
      okText="Confirm"
      cancelText="Back to edit"
      onOk={onConfirm}
      confirmLoading={saving}
      onCancel={onCancel}
      okButtonProps={{ size: 'large' }}
      cancelButtonProps={{ size: 'large', disabled: saving }}
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'store', label: 'Store', children: storeName },
          { key: 'sentBy', label: 'Sent By', children: request.sentBy },
          { key: 'date', label: 'Date', children: formatBusinessDay(request.date) },
        ]}
      />
      {rows.length > 0 && (
        <Table<Row>
          rowKey={(row) => String(row.itemId)}
          size="small"
          pagination={false}
          dataSource={rows}
          style={{ marginTop: 12 }}
          columns={[
            { title: 'Item', dataIndex: 'name', key: 'name' },
            ...(kind === 'stock'
              ? [
                  {
                    title: BOOKING_QUANTITY_LABELS.stock,
                    dataIndex: 'quantity',
                    key: 'quantity',
                    align: 'right' as const,
                  },
                ]
              : [
                  {
                    title: <Abbr abbr={BOOKING_QUANTITY_LABELS.k} meaning={BOOKING_QUANTITY_MEANINGS.k} />,
                    dataIndex: 'quantity',
                    key: 'k',
                    align: 'right' as const,
                  },
                  {
                    title: <Abbr abbr={BOOKING_QUANTITY_LABELS.w} meaning={BOOKING_QUANTITY_MEANINGS.w} />,
                    dataIndex: 'w',
                    key: 'w',
                    align: 'right' as const,
                  },
                  {
                    title: 'Reason',
                    key: 'reason',
                    render: (_v: unknown, row: Row) => (row.reason ? WASTAGE_REASON_LABELS[row.reason] : ''),
                  },
                ]),
          ]}
        />
      )}
      {rows.length > 0 && kind === 'wastage' && (
        <AbbreviationLegend items={WASTAGE_LEGEND} note={WASTAGE_QUANTITIES_NOTE} />
      )}
      {request.others && (
        <Typography.Paragraph style={{ marginTop: 12, whiteSpace: 'pre-wrap' }}>
          <Typography.Text strong>Special instructions: </Typography.Text>
          {request.others}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
