import type { CustomerSend, MailStatus, SendChannel } from '@kadai/contract';
import { Alert, Button, Flex, List, Tag, Typography } from 'antd';
import { SmsDelivery, SmsParts } from '../../../../components/sms-delivery.tsx';
import { formatDateTime } from '../../../../lib/format-date-time.ts';
import { invoicePdfUrl, outstandingPdfUrl, useCustomerSends, useSendDocument } from '../api/documents.ts';

const STATE: Record<MailStatus, { colour: string; label: string }> = {
  queued: { colour: 'blue', label: 'Queued' },
  sent: { colour: 'green', label: 'Sent' },
  failed: { colour: 'red', label: 'Failed' },
  outbox: { colour: 'gold', label: 'Waiting in outbox' },
};

const CHANNEL_LABEL: Record<SendChannel, string> = { email: 'E-mail', sms: 'SMS' };

function sendTitle(send: CustomerSend): string {
  const what = send.invoiceNumber ? `Invoice ${send.invoiceNumber}` : 'Outstanding invoices';
  return `${what} by ${CHANNEL_LABEL[send.channel]} to ${send.to}`;
}

/**
 * Sends a customer their invoice (with `invoiceId`) or their outstanding invoices, by e-mail (the
 * PDF attached) or SMS (a short link), and shows every send with its state, refreshing while any
 * is queued; a failed one says why, and a text what it cost (parts, GSM or Unicode) and whether
 * it was delivered.
 */
export function SendDocuments(props: { customerId: number; invoiceId?: number }) {
  const sends = useCustomerSends(props.customerId);
  const send = useSendDocument(props.customerId);
  const request = (channel: SendChannel) =>
    send.mutate({ channel, ...(props.invoiceId !== undefined && { invoiceId: props.invoiceId }) });
  const pending = send.isPending ? send.variables?.channel : undefined;
  const pdfUrl =
    props.invoiceId !== undefined ? invoicePdfUrl(props.invoiceId) : outstandingPdfUrl(props.customerId);

  return (
    <section aria-label="Send to the customer" data-testid="send-documents">
      <Flex wrap gap={8} align="center">
        <Button onClick={() => request('email')} loading={pending === 'email'} disabled={send.isPending}>
          Send by e-mail
        </Button>
        <Button onClick={() => request('sms')} loading={pending === 'sms'} disabled={send.isPending}>
          Send by SMS
        </Button>
        <a href={pdfUrl} target="_blank" rel="noopener">
          Download PDF
        </a>
      </Flex>
      {send.error && (
        <Alert
          style={{ marginTop: 8 }}
          type="error"
          showIcon
          title={send.error.message}
          closable
          onClose={send.reset}
        />
      )}
      {sends.error && <Alert style={{ marginTop: 8 }} type="error" showIcon title={sends.error.message} />}
      {sends.data && sends.data.length > 0 && (
        <List
          style={{ marginTop: 8 }}
          size="small"
          header={<Typography.Text strong>Sent to this customer</Typography.Text>}
          dataSource={sends.data}
          rowKey="id"
          renderItem={(item) => (
            <List.Item data-testid={`send-${item.id}`}>
              <Flex vertical gap={2} style={{ width: '100%' }}>
                <Flex wrap gap={8} align="center" justify="space-between">
                  <span>{sendTitle(item)}</span>
                  <Tag color={STATE[item.status].colour}>{STATE[item.status].label}</Tag>
                </Flex>
                <Typography.Text type="secondary">
                  {formatDateTime(item.createdAt)} by {item.createdBy}
                </Typography.Text>
                {item.channel === 'sms' && item.parts !== null && item.encoding !== null && (
                  <Flex wrap gap={8} align="center">
                    <SmsParts parts={item.parts} encoding={item.encoding} />
                    <SmsDelivery
                      status={item.status}
                      deliveryStatus={item.deliveryStatus}
                      reason={item.deliveryReason}
                    />
                  </Flex>
                )}
                {item.status === 'failed' && item.error && (
                  <Typography.Text type="danger">{item.error}</Typography.Text>
                )}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
