import {
  DISPUTE_RESOLUTION_LABELS,
  DISPUTE_RESOLUTIONS,
  type Dispute,
  type DisputeResolution,
  formatStockQuantity,
  type ResolveDisputeRequest,
  resolveDisputeRequestSchema,
} from '@kadai/contract';
import { Alert, Form, Input, Modal, message, Radio, Typography } from 'antd';
import { useState } from 'react';
import { showFieldErrors, showRequestError, zodFieldErrors } from '../../../../lib/form-errors.ts';
import { useResolveDispute } from '../api/resolve-dispute.ts';

const FIELDS = ['resolution', 'note'];

/** Where the stock goes for each settlement: said before the choice is made, as the ledger will do it. */
function consequence(dispute: Dispute, resolution: DisputeResolution): string {
  const quantity = formatStockQuantity(Math.abs(dispute.mismatch), dispute.unit);
  if (dispute.mismatch > 0) {
    if (resolution === 'written-off') return `Taken off the books: ${quantity} that did not arrive.`;
    if (resolution === 'found') return `Added to ${dispute.to}'s stock after all: ${quantity}.`;
    return `Back into the warehouse's stock: ${quantity}.`;
  }
  if (resolution === 'found') return `Added to ${dispute.to}'s stock: ${quantity} extra.`;
  return 'Nothing moves: the extra was never on the books.';
}

/** Settle a dispute: written off, found or returned, with a note of why; each a movement on the ledger. */
export function DisputeSettleModal(props: { dispute: Dispute | null; onClose: () => void }) {
  const [form] = Form.useForm<ResolveDisputeRequest>();
  const resolve = useResolveDispute();
  const [notice, noticeHolder] = message.useMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const resolution = Form.useWatch('resolution', form);
  const { dispute } = props;

  const close = () => {
    form.resetFields();
    setProblem(null);
    props.onClose();
  };

  const submit = () => {
    if (!dispute) return;
    setProblem(null);
    const parsed = resolveDisputeRequestSchema.safeParse(form.getFieldsValue());
    if (!parsed.success) {
      const rest = showFieldErrors(form, zodFieldErrors(parsed.error), FIELDS);
      setProblem(rest[0] ?? null);
      return;
    }
    resolve.mutate(
      { id: dispute.id, request: parsed.data },
      {
        onSuccess: () => {
          notice.success('Dispute settled');
          close();
        },
        onError: (error) => setProblem(showRequestError(form, error, FIELDS)),
      },
    );
  };

  return (
    <>
      {noticeHolder}
      <Modal
        open={dispute !== null}
        title={dispute ? `Settle: ${dispute.productName} ${dispute.variantName} to ${dispute.to}` : ''}
        okText="Settle"
        onOk={submit}
        confirmLoading={resolve.isPending}
        onCancel={close}
        destroyOnHidden
      >
        {dispute && (
          <Form form={form} layout="vertical" requiredMark={false}>
            <Typography.Paragraph>
              {dispute.quantitySent} {dispute.unit} sent, {dispute.quantityReceived} received by{' '}
              {dispute.receivedBy}.
            </Typography.Paragraph>
            <Form.Item name="resolution" label="Resolution">
              <Radio.Group>
                {DISPUTE_RESOLUTIONS.map((value) => (
                  <Radio
                    key={value}
                    value={value}
                    style={{ display: 'flex', minHeight: 44, alignItems: 'center' }}
                  >
                    {DISPUTE_RESOLUTION_LABELS[value]}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            {resolution && (
              <Alert
                type="info"
                showIcon
                title={consequence(dispute, resolution)}
                style={{ marginBottom: 16 }}
              />
            )}
            <Form.Item name="note" label="Note">
              <Input.TextArea rows={3} maxLength={500} placeholder="Who checked, and what they found" />
            </Form.Item>
            {problem && <Alert type="error" showIcon title={problem} />}
          </Form>
        )}
      </Modal>
    </>
  );
}
