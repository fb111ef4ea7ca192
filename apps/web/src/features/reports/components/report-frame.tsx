import { DownloadOutlined } from '@ant-design/icons';
import type { StartReportRunRequest } from '@kadai/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { useTeams } from '../../organisation/index.ts';
import { exportReportUrl } from '../api/reports.ts';
import { BackgroundRun } from './background-run.tsx';
import type { useReportPeriod } from './report-period.tsx';

type Period = ReturnType<typeof useReportPeriod>;

/** The team filter of a report; not shown to a production user, who sees their own team only. */
export function TeamFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (teamId: string | undefined) => void;
}) {
  const teams = useTeams();
  return (
    <Select
      aria-label="Team"
      allowClear
      placeholder="All teams"
      style={{ minWidth: 140 }}
      value={value}
      onChange={onChange}
      options={(teams.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
    />
  );
}

/** The end of a report's toolbar: a search of the rows on screen, and the export of the period. */
export function ReportSearchAndExport({
  placeholder,
  search,
  onSearch,
  request,
  onScreen,
}: {
  placeholder: string;
  search: string;
  onSearch: (search: string) => void;
  request: StartReportRunRequest;
  /** A period shown on screen can be exported at once; a longer one is prepared in the background. */
  onScreen: boolean;
}) {
  return (
    <>
      <Input.Search
        aria-label="Search the report"
        placeholder={placeholder}
        allowClear
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        style={{ maxWidth: 260 }}
      />
      {onScreen && (
        <Button icon={<DownloadOutlined />} href={exportReportUrl(request.kind, request.query)}>
          Export
        </Button>
      )}
    </>
  );
}

/**
 * What stands under a report's toolbar: the period's problem, the background run of a long
 * period, the load's error or progress, else the report itself.
 */
export function ReportBody<T>({
  period,
  request,
  report,
  what,
  children,
}: {
  period: Period;
  request: StartReportRunRequest;
  report: UseQueryResult<T>;
  /** The report's name in a sentence: "Loading {what}". */
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (period.problem) return <Alert type="warning" showIcon title={period.problem} />;
  if (period.inBackground)
    return <BackgroundRun key={JSON.stringify(request.query)} request={request} days={period.days} />;
  if (report.isError) return <LoadError what={what} error={report.error} onRetry={() => report.refetch()} />;
  if (report.isPending) return <LoadingBlock label={`Loading ${what}`} />;
  return children(report.data);
}
