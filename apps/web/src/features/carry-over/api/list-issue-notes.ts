import {
  type MaterialIssueListQuery,
  type MaterialIssueNote,
  materialIssueNoteListSchema,
} from '@kadai/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const issueNotesQueryKey = ['carry-over', 'issue-notes'] as const;

function queryString(query: MaterialIssueListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  return params.toString();
}

export function listIssueNotes(
  query: MaterialIssueListQuery,
  options: { signal?: AbortSignal } = {},
): Promise<MaterialIssueNote[]> {
  return apiRequest(`/api/carry-over/issue-notes?${queryString(query)}`, materialIssueNoteListSchema.parse, {
    signal: options.signal,
  });
}

export function useIssueNotes(query: MaterialIssueListQuery) {
  return useQuery({
    queryKey: [...issueNotesQueryKey, query],
    queryFn: ({ signal }) => listIssueNotes(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The listed notes as xlsx (same filters). */
export const exportIssueNotesUrl = (query: MaterialIssueListQuery) =>
  `/api/carry-over/issue-notes/export.xlsx?${queryString(query)}`;

/** One note as a PDF to print. */
export const issueNotePdfUrl = (noteId: number) => `/api/carry-over/issue-notes/${noteId}/note.pdf`;
