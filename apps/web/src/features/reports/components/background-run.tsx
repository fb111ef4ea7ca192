import { DownloadOutlined } from '@ant-design/icons';
import { REPORT_ON_SCREEN_MAX_DAYS, type StartReportRunRequest } from '@kadai/contract';
import { Alert, Button, Flex, Progress, Typography } from 'antd';
import { useState } from 'react';
import { reportRunDownloadUrl, useReportRun, useStartReportRun } from '../api/reports.ts';

/**
 * A period over a month is prepared by the server's worker: a progress bar while it runs, then
 * the workbook as a download. Changing the period forgets the run (the key of this component).
 */
export function BackgroundRun({ request, days }: { request: StartReportRunRequest; days: number }) {
  const start = useStartReportRun();
  const [runId, setRunId] = useState<number | null>(null);
  const run = useReportRun(runId);
  const status = run.data?.status;
  return (
    <Flex vertical gap={12} style={{ maxWidth: 560 }}>
      <Alert
        type="info"
        showIcon
        title={`${days} days is more than ${REPORT_ON_SCREEN_MAX_DAYS}: the report is prepared in the background and arrives as a download.`}
      />
      {runId === null ? (
        <Button
          type="primary"
          loading={start.isPending}
          onClick={() => start.mutate(request, { onSuccess: (started) => setRunId(started.id) })}
        >
          Prepare download
        </Button>
      ) : (
        <>
          <Progress
            aria-label="Report progress"
            percent={run.data?.progress ?? 0}
            status={status === 'failed' ? 'exception' : status === 'done' ? 'success' : 'active'}
          />
          {status === 'done' && run.data && (
            <Button type="primary" icon={<DownloadOutlined />} href={reportRunDownloadUrl(run.data.id)}>
              Download {run.data.fileName}
            </Button>
          )}
          {status === 'failed' && (
            <Alert type="error" showIcon title={run.data?.error ?? 'The report failed'} />
          )}
          {status !== 'done' && status !== 'failed' && (
            <Typography.Text type="secondary">Preparing… you may leave this page open.</Typography.Text>
          )}
        </>
      )}
      {start.isError && <Alert type="error" showIcon title={start.error.message} />}
    </Flex>
  );
}
