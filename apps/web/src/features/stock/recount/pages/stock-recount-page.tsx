import { type Outlet, RECOUNT_TITLE, type SubmitCountResponse } from '@kadai/contract';
import { useIsMutating } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Input, Modal, message, Popconfirm, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { LoadError } from '../../../../components/load-error.tsx';
import { LoadingBlock } from '../../../../components/loading-block.tsx';
import { isApiRequestError } from '../../../../lib/api-client.ts';
import { formatDateTime } from '../../../../lib/format-date-time.ts';
import { StockPageHeading } from '../../stock-page-heading.tsx';
import { storeTouchPage } from '../../store-touch-page.tsx';
import { useDiscardStockCount } from '../api/discard-stock-count.ts';
import { exportRecountUrl, useRecount } from '../api/get-recount.ts';
import { saveCountLineMutationKey } from '../api/save-count-line.ts';
import { useStartStockCount } from '../api/start-stock-count.ts';
import { useSubmitStockCount } from '../api/submit-stock-count.ts';
import { CountApprovals } from '../components/count-approvals.tsx';
import { RecountTable } from '../components/recount-table.tsx';
import { countDifference, needsApproval } from '../utils/count-difference.ts';
import { describeCountResult, describeCountToSubmit } from '../utils/describe-count-result.ts';
import { matchRecountRows } from '../utils/match-recount-rows.ts';

export const RECOUNT_SUBMITTED = 'Recount Submitted!';

export const StockRecountPage = storeTouchPage(OutletRecount);

/**
 * Stock Recounts for an outlet (operations.md §2). A count marks where the ledger stood when it
 * began; each Actual is saved on the server as it is typed, with what the books held at that
 * moment, so a delivery received mid-count is neither lost nor counted twice, and a cleared
 * browser or another phone loses nothing.
 */
function OutletRecount({ outlet }: { outlet: Outlet }) {
  const recount = useRecount(outlet.id);
  const start = useStartStockCount();
  const submit = useSubmitStockCount();
  const discard = useDiscardStockCount();
  const [notice, noticeHolder] = message.useMessage();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [lastResult, setLastResult] = useState<SubmitCountResponse | null>(null);
  // A figure still on its way to the server is part of the count: Submit waits for it.
  const savingLines = useIsMutating({ mutationKey: saveCountLineMutationKey });

  const rows = useMemo(
    () => matchRecountRows(recount.data?.rows ?? [], deferredSearch),
    [recount.data, deferredSearch],
  );

  if (recount.isError) {
    return <LoadError what="the recount" error={recount.error} onRetry={() => recount.refetch()} />;
  }
  if (recount.isPending) return <LoadingBlock label="Loading the stock" />;
  const data = recount.data;
  const count = data.count;
  const counted = data.rows.filter((row) => row.state === 'counting');
  const held = counted.filter((row) => needsApproval(countDifference(row) ?? 0, data.approvalAbove));

  const fail = (error: Error) => {
    setFailure(isApiRequestError(error) ? error.message : String(error.message));
  };

  return (
    <>
      {noticeHolder}
      <StockPageHeading
        title={`${RECOUNT_TITLE} ${data.outletName}`}
        subtitle={
          count
            ? `Count begun by ${count.startedBy} at ${formatDateTime(count.startedAt)}`
            : 'No count is open'
        }
      />
      {lastResult && (
        <Alert
          type={lastResult.awaitingApproval > 0 ? 'warning' : 'success'}
          showIcon
          closable={{ onClose: () => setLastResult(null) }}
          title={describeCountResult(lastResult)}
          style={{ marginBottom: 16 }}
        />
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setFailure(null) }}
          title={failure}
          style={{ marginBottom: 16 }}
        />
      )}
      {!count && (
        <Alert
          type="info"
          showIcon
          title="Start a count to record what the shelves hold."
          description={`Stock that arrives or leaves while you count is kept. A difference above ${data.approvalAbove} waits for an admin's approval.`}
          action={
            <Button
              type="primary"
              size="large"
              loading={start.isPending}
              onClick={() => {
                setFailure(null);
                setLastResult(null);
                start.mutate(outlet.id, { onError: fail });
              }}
            >
              Start count
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Search Item"
          placeholder="Search Item"
          allowClear
          size="large"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 360 }}
        />
        <Button size="large" href={exportRecountUrl(outlet.id)}>
          Export
        </Button>
      </Flex>
      {rows.length === 0 ? (
        <Empty description={search ? 'No product matches the search.' : 'No products to count here.'} />
      ) : (
        <RecountTable recount={data} rows={rows} onFailure={fail} />
      )}
      {count && (
        <Flex justify="flex-end" gap={12} wrap style={{ marginTop: 16 }}>
          <Popconfirm
            title="Discard this count?"
            description="Nothing of it is posted."
            okText="Discard"
            onConfirm={() => discard.mutate(count.id, { onError: fail })}
          >
            <Button size="large" danger loading={discard.isPending}>
              Discard count
            </Button>
          </Popconfirm>
          <Button
            type="primary"
            size="large"
            disabled={counted.length === 0}
            onClick={() => {
              setFailure(null);
              setAsking(true);
            }}
          >
            Submit
          </Button>
        </Flex>
      )}
      <CountApprovals outletId={outlet.id} />
      <Modal
        open={asking}
        title={`Submit the count for ${data.outletName}?`}
        okText="OK"
        confirmLoading={submit.isPending}
        okButtonProps={{ disabled: savingLines > 0 }}
        onCancel={() => setAsking(false)}
        onOk={() => {
          if (!count) return;
          submit.mutate(count.id, {
            onSuccess: (result) => {
              setAsking(false);
              setLastResult(result);
              notice.success(RECOUNT_SUBMITTED);
            },
            onError: (error) => {
              setAsking(false);
              fail(error);
            },
          });
        }}
      >
        <Typography.Paragraph>
          {describeCountToSubmit(counted.length, held.length, data.approvalAbove)}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
