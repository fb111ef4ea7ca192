import { type BackupStatus, backupStatusSchema } from '@kadai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const backupStatusQueryKey = ['backups', 'status'] as const;

/** The base backups kept and the WAL archive's state (GET /api/backups/status, admins). */
export function getBackupStatus(options: { signal?: AbortSignal } = {}): Promise<BackupStatus> {
  return apiRequest('/api/backups/status', backupStatusSchema.parse, { signal: options.signal });
}

export function backupStatusQueryOptions() {
  return queryOptions({
    queryKey: backupStatusQueryKey,
    queryFn: ({ signal }) => getBackupStatus({ signal }),
    // The archive moves every minute: an open screen stays current.
    refetchInterval: 60_000,
  });
}

export function useBackupStatus() {
  return useQuery(backupStatusQueryOptions());
}
