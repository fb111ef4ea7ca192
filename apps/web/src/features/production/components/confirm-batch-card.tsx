import { DownloadOutlined } from '@ant-design/icons';
import { describePackQuantity, type Schedule, type ScheduleRow } from '@kadai/contract';
import { Button, Card, Flex, Modal, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { scheduleSheetUrl } from '../api/confirm-schedule.ts';
import { SubmitProblem } from './submit-problem.tsx';
import { TotalReqTitle } from './total-req.tsx';

const columns: TableColumnsType<ScheduleRow & { sl: number }> = [
  { title: 'Sl', dataIndex: 'sl', width: 56 },
  { title: 'Product', dataIndex: 'name' },
  { title: 'Variant', dataIndex: 'variant_name' },
  { title: <TotalReqTitle />, dataIndex: 'act_req', align: 'right' },
  { title: 'Wt or pc', dataIndex: 'calc_weight', align: 'right', render: (value: string) => value || '—' },
  { title: 'Total Plan', dataIndex: 'total_plan', align: 'right' },
  { title: 'Unit', dataIndex: 'unit' },
  {
    title: 'To make',
    key: 'toMake',
    render: (_: unknown, row: ScheduleRow) => describePackQuantity(row.total_plan, row.variant_name),
  },
];

/** The products of one production batch, as the sheet lists them. */
export function ScheduleBatchTable({ schedule }: { schedule: Schedule }) {
  return (
    <Table
      rowKey="product_id"
      size="small"
      columns={columns}
      dataSource={schedule.rows.map((row, index) => ({ ...row, sl: index + 1 }))}
      scroll={{ x: 'max-content' }}
      pagination={false}
    />
  );
}

/** Download link of a batch's sheet: the same xlsx the admin receives. */
export function ScheduleSheetLink({ schedule }: { schedule: Schedule }) {
  return (
    <Typography.Link href={scheduleSheetUrl(schedule.id)} download>
      <DownloadOutlined /> Sheet of P{schedule.productionNumber}
    </Typography.Link>
  );
}

/**
 * One open production batch ('P1', 'P2' …) waiting to be confirmed: Back to Edit clears it, Submit
 * asks first, then confirms it on the server (entries, sheet, mail to Admin).
 */
export function ConfirmBatchCard(props: {
  schedule: Schedule;
  date: string;
  onBackToEdit: () => void;
  onConfirm: (done: { onSettled: () => void }) => void;
  editing: boolean;
  confirming: boolean;
  problem: string | null;
}) {
  const { schedule } = props;
  const [asking, setAsking] = useState(false);

  return (
    <Card
      data-testid={`production-batch-P${schedule.productionNumber}`}
      title={`P${schedule.productionNumber}`}
      extra={<ScheduleSheetLink schedule={schedule} />}
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Batch {schedule.batchId} · saved by {schedule.savedBy}
        </Typography.Text>
        <ScheduleBatchTable schedule={schedule} />
        {props.problem && <SubmitProblem detail={props.problem} />}
        <Flex gap={8} wrap justify="flex-end">
          <Button onClick={props.onBackToEdit} loading={props.editing} disabled={props.confirming}>
            Back to Edit
          </Button>
          <Button
            type="primary"
            onClick={() => setAsking(true)}
            loading={props.confirming}
            disabled={props.editing}
          >
            Submit
          </Button>
        </Flex>
      </Flex>
      <Modal
        open={asking}
        title={`Create Production Plan for ${props.date}`}
        okText="Create"
        confirmLoading={props.confirming}
        onOk={() => props.onConfirm({ onSettled: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          This will create an Excel sheet of P{schedule.productionNumber} ({schedule.rows.length}{' '}
          {schedule.rows.length === 1 ? 'product' : 'products'}) and send the plan to Admin via E-mail.
        </Typography.Paragraph>
      </Modal>
    </Card>
  );
}
