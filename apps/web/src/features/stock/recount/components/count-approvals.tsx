import type { CountApproval } from '@kadai/contract';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { LoadError } from '../../../../components/load-error.tsx';
import { CardTable } from '../../../../components/row-cards.tsx';
import { formatDateTime } from '../../../../lib/format-date-time.ts';
import { useSignedUser } from '../../../auth/index.ts';
import { productLabel, quantityColumn } from '../../stock-labels.ts';
import { useDecideCountLine } from '../api/decide-count-line.ts';
import { useCountApprovals } from '../api/list-count-approvals.ts';
import { signedQuantity } from '../utils/count-difference.ts';

/** Differences above the threshold, waiting for an admin: admins approve or reject them here. */
export function CountApprovals({ outletId }: { outletId: string }) {
  const approvals = useCountApprovals(outletId);
  const decide = useDecideCountLine();
  const user = useSignedUser();
  const [failure, setFailure] = useState<string | null>(null);
  const isAdmin = user.data?.role === 'admin';
  if (approvals.isError) {
    return (
      <LoadError
        what="the counts awaiting approval"
        error={approvals.error}
        onRetry={() => approvals.refetch()}
      />
    );
  }
  if (!approvals.data || approvals.data.length === 0) return null;
  const act = (line: CountApproval, decision: 'approve' | 'reject') =>
    decide.mutate(
      { lineId: line.lineId, decision },
      { onError: (error) => setFailure(error.message), onSuccess: () => setFailure(null) },
    );
  return (
    <section style={{ marginTop: 32 }}>
      <Typography.Title level={3}>Awaiting approval</Typography.Title>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
      <CardTable<CountApproval>
        cardTitle="product"
        rowKey="lineId"
        dataSource={approvals.data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        size="middle"
        columns={[
          { title: 'Product', key: 'product', render: (_v, line) => productLabel(line) },
          quantityColumn<CountApproval>('Counted', 'counted', (line) => line.counted),
          quantityColumn<CountApproval>('Books then', 'expected', (line) => line.expected),
          {
            title: 'Difference',
            key: 'adjustment',
            align: 'right',
            render: (_v, line) => signedQuantity(line.adjustment, line.unit),
          },
          {
            title: 'Counted by',
            key: 'by',
            render: (_v, line) => `${line.countedBy} · ${formatDateTime(line.countedAt)}`,
          },
          ...(isAdmin
            ? [
                {
                  title: 'Decision',
                  key: 'decision',
                  render: (_v: unknown, line: CountApproval) => (
                    <Flex gap={8}>
                      <Button
                        type="primary"
                        size="large"
                        aria-label={`Approve ${productLabel(line)}`}
                        onClick={() => act(line, 'approve')}
                      >
                        Approve
                      </Button>
                      <Button
                        size="large"
                        aria-label={`Reject ${productLabel(line)}`}
                        onClick={() => act(line, 'reject')}
                      >
                        Reject
                      </Button>
                    </Flex>
                  ),
                },
              ]
            : []),
        ]}
      />
    </section>
  );
}
