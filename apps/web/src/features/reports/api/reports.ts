import {
  drillDownSchema,
  type ProducedDrillDownQuery,
  type ProducedVsSoldQuery,
  producedVsSoldSchema,
  type ReportRun,
  reportRunSchema,
  type StartReportRunRequest,
  type TrashReportQuery,
  trashReportSchema,
} from '@kadai/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const reportsKey = ['reports'] as const;

/** A query as the address's search, absent filters left out. */
export function reportSearch(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  return params.toString();
}

export function useTrashReport(query: TrashReportQuery, enabled: boolean) {
  const search = reportSearch(query);
  return useQuery({
    queryKey: [...reportsKey, 'total-trash', search],
    queryFn: ({ signal }) =>
      apiRequest(`/api/reports/total-trash?${search}`, trashReportSchema.parse, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useProducedVsSold(query: ProducedVsSoldQuery, enabled: boolean) {
  const search = reportSearch(query);
  return useQuery({
    queryKey: [...reportsKey, 'produced-vs-sold', search],
    queryFn: ({ signal }) =>
      apiRequest(`/api/reports/produced-vs-sold?${search}`, producedVsSoldSchema.parse, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The ledger rows behind a figure; null while no figure is opened. */
export function useDrillDown(
  drill:
    | { kind: 'total-trash'; query: TrashReportQuery }
    | { kind: 'produced-vs-sold'; query: ProducedDrillDownQuery }
    | null,
) {
  const search = drill ? reportSearch(drill.query) : '';
  return useQuery({
    queryKey: [...reportsKey, 'rows', drill?.kind, search],
    queryFn: ({ signal }) =>
      apiRequest(`/api/reports/${drill?.kind}/rows?${search}`, drillDownSchema.parse, { signal }),
    enabled: drill !== null,
  });
}

export function exportReportUrl(kind: 'total-trash' | 'produced-vs-sold', query: object): string {
  return `/api/reports/${kind}/export.xlsx?${reportSearch(query as Record<string, string | undefined>)}`;
}

export function useStartReportRun() {
  return useMutation({
    mutationFn: (request: StartReportRunRequest) =>
      apiRequest('/api/reports/runs', reportRunSchema.parse, { method: 'POST', body: request }),
  });
}

/** A background run, polled every second until it is done or failed. */
export function useReportRun(runId: number | null) {
  return useQuery({
    queryKey: [...reportsKey, 'run', runId],
    queryFn: ({ signal }) => apiRequest(`/api/reports/runs/${runId}`, reportRunSchema.parse, { signal }),
    enabled: runId !== null,
    refetchInterval: (query) => {
      const status: ReportRun['status'] | undefined = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : 1000;
    },
  });
}

export function reportRunDownloadUrl(runId: number): string {
  return `/api/reports/runs/${runId}/download.xlsx`;
}
