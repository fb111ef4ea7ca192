import { businessDay, exportFileName, type PlanningExportRequest } from '@kadai/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file.ts';

/**
 * The planning table as an XLSX sheet. The server builds it (exceljs stays out of the browser
 * bundle) and names it by date and team; the fallback name is the same rule, for a header lost
 * on the way.
 */
export function exportPlanning(request: PlanningExportRequest): Promise<string> {
  return downloadFile({
    path: '/api/production/exports/planning',
    body: request,
    fallbackName: exportFileName({
      kind: request.urgent ? 'Urgent_Planning' : 'Planning',
      day: businessDay(),
      teamName: request.teamName,
    }),
  });
}

export function useExportPlanning() {
  return useMutation({ mutationFn: exportPlanning });
}
