import type { PlanningRow } from '@kadai/contract';
import { Alert, Modal, Table, type TableColumnsType, Typography } from 'antd';
import type { ApiRequestError } from '../../../lib/api-client.ts';
import { failureDetail } from '../hooks/use-production-attempt.ts';
import { formatQuantity } from './planning-table.tsx';
import { SubmitProblem } from './submit-problem.tsx';

type ConfirmRow = PlanningRow & { sl: number };

const columns: TableColumnsType<ConfirmRow> = [
  { key: 'sl', title: 'Sl', dataIndex: 'sl', width: 56 },
  { key: 'product', title: 'Product', dataIndex: 'product_name' },
  { key: 'variant', title: 'Variant', dataIndex: 'variant' },
  { key: 'total', title: 'Total', align: 'right', render: (_, row) => formatQuantity(row.total) },
];

/** What the server said, with the fields it named, once each. */
/**
 * 'Create Planning for {date}': the selected products that will be sent (Sl, Product, Variant,
 * Total). Selected rows whose total is 0 are named as left out, since the post skips them (operations.md §5).
 */
export function PlanningConfirmModal(props: {
  open: boolean;
  dateLabel: string;
  rows: readonly PlanningRow[];
  skipped: number;
  sending: boolean;
  error: ApiRequestError | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const rows: ConfirmRow[] = props.rows.map((row, index) => ({ ...row, sl: index + 1 }));
  return (
    <Modal
      open={props.open}
      title={`Create Planning for ${props.dateLabel}`}
      okText="Submit"
      onOk={props.onConfirm}
      onCancel={props.onCancel}
      confirmLoading={props.sending}
      okButtonProps={{ disabled: rows.length === 0 }}
      cancelButtonProps={{ disabled: props.sending }}
      maskClosable={!props.sending}
      width={640}
      destroyOnHidden
    >
      {props.error ? (
        <SubmitProblem detail={failureDetail(props.error)} style={{ marginBottom: 12 }} />
      ) : null}
      {props.skipped > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={
            props.skipped === 1
              ? '1 selected item has a total of 0 and will not be sent.'
              : `${props.skipped} selected items have a total of 0 and will not be sent.`
          }
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {rows.length === 0 ? (
        <Typography.Paragraph>Nothing to send: every selected item has a total of 0.</Typography.Paragraph>
      ) : (
        <Table<ConfirmRow>
          rowKey="product_id"
          size="small"
          columns={columns}
          dataSource={rows}
          scroll={{ y: 360 }}
          pagination={{ pageSize: 100, hideOnSinglePage: true, showSizeChanger: false }}
        />
      )}
    </Modal>
  );
}
