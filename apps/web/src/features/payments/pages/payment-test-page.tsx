import { formatPaise, PAYMENT_TEST, parseRupees } from '@kadai/contract';
import { Alert, Button, Card, Collapse, Flex, Form, Input, message, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { useCatalogue } from '../../catalogue/index.ts';
import { submitGatewayForm } from '../api/card-payments.ts';
import { startPaymentTest } from '../api/payment-test.ts';

type Values = { orderId: string; amount: string };

/**
 * The test order form (ordering.md §2.4), for admins: the catalogue's vegetable categories, and a
 * payment test that sends a small amount (₹100 for order 123 unless changed) through the card
 * gateway by the hidden redirect form, to see the gateway answer end to end. 'Click on Yes' and
 * 'Click on No' say which way the confirmation went (§8).
 */
export function PaymentTestPage() {
  const catalogue = useCatalogue();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const [notice, noticeHolder] = message.useMessage();
  const [sending, setSending] = useState(false);
  const [values, setValues] = useState<Values>({
    orderId: PAYMENT_TEST.defaults.orderId,
    amount: String(PAYMENT_TEST.defaults.amountPaise / 100),
  });
  const vegetables = (catalogue.data?.categories ?? []).filter((category) =>
    category.subcategories.some((sub) => sub.column === 'veg'),
  );
  const amountPaise = parseRupees(values.amount);

  const send = async () => {
    notice.info(PAYMENT_TEST.yes);
    setSending(true);
    try {
      submitGatewayForm(
        await startPaymentTest({ orderId: values.orderId.trim(), amountPaise: amountPaise ?? 0 }),
      );
    } catch (error) {
      setSending(false);
      if (isApiRequestError(error)) {
        form.setFields(
          error.fields.map((field) => ({
            name: field.path === 'amountPaise' ? 'amount' : 'orderId',
            errors: [field.message],
          })),
        );
      }
      notice.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <>
      {noticeHolder}
      <Typography.Title level={2}>Test order form</Typography.Title>
      <PaymentTestResult params={params} />
      <Flex vertical gap={16}>
        <Card title="Payment test">
          <Form<Values>
            form={form}
            layout="inline"
            initialValues={values}
            onValuesChange={(_, all) => setValues(all)}
          >
            <Form.Item name="orderId" label="Order id">
              <Input style={{ width: 140 }} maxLength={12} />
            </Form.Item>
            <Form.Item
              name="amount"
              label="Amount (₹)"
              rules={[
                {
                  validator: (_, v) =>
                    parseRupees(String(v ?? ''))
                      ? Promise.resolve()
                      : Promise.reject(new Error(PAYMENT_TEST.messages.amount)),
                },
              ]}
            >
              <Input style={{ width: 120 }} inputMode="decimal" />
            </Form.Item>
            <Form.Item>
              <Popconfirm
                title={`Send a test payment of ${amountPaise ? formatPaise(amountPaise) : '—'} for order ${values.orderId}?`}
                description="It goes through the card gateway like a customer's; no order is paid by it."
                okText="Yes"
                cancelText="No"
                onConfirm={() => void send()}
                onCancel={() => notice.info(PAYMENT_TEST.no)}
                disabled={!amountPaise}
              >
                <Button type="primary" loading={sending} disabled={!amountPaise}>
                  Payment test
                </Button>
              </Popconfirm>
            </Form.Item>
          </Form>
        </Card>
        <Card title="Vegetable categories">
          {vegetables.length === 0 ? (
            <Typography.Text type="secondary">
              {catalogue.isPending ? 'Loading…' : 'No vegetable categories.'}
            </Typography.Text>
          ) : (
            <Collapse
              items={vegetables.map((category) => ({
                key: category.id,
                label: category.n,
                children: (
                  <ul className="plain-list">
                    {category.subcategories
                      .flatMap((sub) => sub.items)
                      .map((item) => (
                        <li key={item.id}>
                          {item.name} · {formatPaise(item.mrpPaise)}
                        </li>
                      ))}
                  </ul>
                ),
              }))}
            />
          )}
        </Card>
      </Flex>
    </>
  );
}

/** What the gateway answered, as its return route passed it on. */
function PaymentTestResult({ params }: { params: URLSearchParams }) {
  const result = params.get('result');
  if (!result) return null;
  if (result === 'unreadable') {
    return (
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 16 }}
        title="The gateway's answer did not decrypt."
      />
    );
  }
  const amount = parseRupees(params.get('amount') ?? '');
  const tracking = params.get('tracking');
  return (
    <Alert
      type={result === 'Success' ? 'success' : 'warning'}
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="payment-test-result"
      title={`The gateway answered ${result} for ${params.get('order') ?? '—'}${amount ? ` (${formatPaise(amount)})` : ''}.`}
      description={tracking ? `Tracking id ${tracking}` : undefined}
    />
  );
}
