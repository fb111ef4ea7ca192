import {
  formatStockQuantity,
  RETURN_REASON_LABELS,
  type StockReturn,
  WAREHOUSE_OUTLET_ID,
} from '@kadai/contract';
import { Button, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../../components/load-error.tsx';
import { LoadingBlock } from '../../../../components/loading-block.tsx';
import { TouchTheme } from '../../../../components/phone-touch-theme.tsx';
import { formatDateTime } from '../../../../lib/format-date-time.ts';
import { useSignedUser } from '../../../auth/index.ts';
import { StockPageHeading } from '../../stock-page-heading.tsx';
import { useStockReturns } from '../api/list-stock-returns.ts';

const TITLE = 'Returned to Warehouse';

/**
 * Returned to Warehouse: what stores sent back, still on its way first, then received. An outlet
 * user sees their store's (the server sees to that); the warehouse receives them on its Stock
 * Received.
 */
export function StockReturnsPage() {
  const [params] = useSearchParams();
  const outletId = params.get('outletId')?.trim() || undefined;
  const returns = useStockReturns(outletId);
  const navigate = useNavigate();
  const user = useSignedUser();
  const receives = user.data?.role === 'warehouse' || user.data?.role === 'admin';

  return (
    <TouchTheme>
      <StockPageHeading title={TITLE} subtitle="What stores sent back, on its way first" />
      {receives && (
        <Flex style={{ marginBottom: 16 }}>
          <Button
            size="large"
            type="primary"
            onClick={() =>
              navigate(`/stock-received?${new URLSearchParams({ outletId: WAREHOUSE_OUTLET_ID })}`)
            }
          >
            Receive at the warehouse
          </Button>
        </Flex>
      )}
      {returns.isError ? (
        <LoadError what="the returns" error={returns.error} onRetry={() => returns.refetch()} />
      ) : returns.isPending ? (
        <LoadingBlock label="Loading the returns" />
      ) : returns.data.length === 0 ? (
        <Empty description="No store has sent stock back." />
      ) : (
        <Table<StockReturn>
          rowKey="id"
          dataSource={returns.data}
          pagination={returns.data.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
          size="middle"
          columns={[
            {
              title: 'Return',
              key: 'return',
              render: (_v, sent) => (
                <Flex vertical>
                  <span>
                    {sent.label} · {sent.fromOutletName}
                  </span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDateTime(sent.sentAt)} · {sent.sentBy}
                  </Typography.Text>
                </Flex>
              ),
            },
            { title: 'Reason', key: 'reason', render: (_v, sent) => RETURN_REASON_LABELS[sent.reason] },
            {
              title: 'Products',
              key: 'products',
              render: (_v, sent) => (
                <Flex vertical>
                  {sent.lines.map((line) => (
                    <span key={line.productId}>
                      {`${line.productName} ${line.variantName}`.trim()}:{' '}
                      {formatStockQuantity(line.quantitySent, line.unit)}
                      {line.quantityReceived !== null &&
                        line.quantityReceived !== line.quantitySent &&
                        ` (${formatStockQuantity(line.quantityReceived, line.unit)} received)`}
                    </span>
                  ))}
                </Flex>
              ),
            },
            {
              title: 'Driver · Vehicle',
              key: 'transport',
              render: (_v, sent) => `${sent.driverName} · ${sent.vehicleNumber}`,
            },
            {
              title: 'Status',
              key: 'state',
              render: (_v, sent) =>
                sent.state === 'received' ? (
                  <Tag color="success">received</Tag>
                ) : (
                  <Tag color="processing">on its way</Tag>
                ),
            },
          ]}
        />
      )}
    </TouchTheme>
  );
}
