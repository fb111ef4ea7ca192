import { type MaterialIssueNote, type MaterialIssueRequest, materialIssueNoteSchema } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { issueNotesQueryKey } from './list-issue-notes.ts';

/** Saves a note: its number, and its moves out of the godown on the stock ledger. */
export function issueMaterialNote(request: MaterialIssueRequest): Promise<MaterialIssueNote> {
  return apiRequest('/api/carry-over/issue-notes', materialIssueNoteSchema.parse, {
    method: 'POST',
    body: request,
  });
}

export function useIssueMaterialNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueMaterialNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: issueNotesQueryKey }),
  });
}
