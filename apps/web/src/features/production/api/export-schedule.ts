import { businessDay, exportFileName, type ScheduleExportRequest } from '@kadai/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file.ts';

/**
 * The schedule as the table shows it, as an xlsx the server builds and names (date and team,
 * operations.md §9).
 */
export function exportSchedule(request: ScheduleExportRequest): Promise<string> {
  return downloadFile({
    path: '/api/production/exports/schedule',
    body: request,
    fallbackName: exportFileName({
      kind: 'Production_Schedule',
      day: businessDay(),
      teamName: request.teamName,
    }),
  });
}

export function useExportSchedule() {
  return useMutation({ mutationFn: exportSchedule });
}
