import {
  type SaveStatementScheduleRequest,
  type StartStatementRunRequest,
  statementRunDetailSchema,
  statementRunSchema,
  statementScheduleSchema,
  statementsOverviewSchema,
} from '@kadai/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const statementsKey = ['statements'] as const;

/** Groups, schedules and runs; polled while a run is queued or under way, so its end shows by itself. */
export function useStatementsOverview() {
  return useQuery({
    queryKey: [...statementsKey, 'overview'],
    queryFn: ({ signal }) =>
      apiRequest('/api/receivables/statements', statementsOverviewSchema.parse, { signal }),
    refetchInterval: (query) =>
      query.state.data?.runs.some((run) => run.status === 'queued' || run.status === 'running')
        ? 2000
        : false,
  });
}

export function useStatementRun(runId: number | null) {
  return useQuery({
    queryKey: [...statementsKey, 'run', runId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/receivables/statements/runs/${runId}`, statementRunDetailSchema.parse, { signal }),
    enabled: runId !== null,
    // Mails leave the outbox a moment after the run: follow them until none is waiting.
    refetchInterval: (query) => {
      const run = query.state.data;
      if (!run) return false;
      const waiting =
        run.status === 'queued' ||
        run.status === 'running' ||
        run.deliveries.some((delivery) => delivery.mailStatus === 'queued');
      return waiting ? 2000 : false;
    },
  });
}

export function useSaveStatementSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveStatementScheduleRequest) =>
      apiRequest('/api/receivables/statements/schedules', statementScheduleSchema.parse, {
        method: 'PUT',
        body: request,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementsKey }),
  });
}

export function useStartStatementRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: StartStatementRunRequest) =>
      apiRequest('/api/receivables/statements/runs', statementRunSchema.parse, {
        method: 'POST',
        body: request,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementsKey }),
  });
}
