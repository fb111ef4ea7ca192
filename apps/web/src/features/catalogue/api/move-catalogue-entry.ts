import {
  type MoveCatalogueEntryRequest,
  type MovedCatalogueEntry,
  movedCatalogueEntrySchema,
} from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshCatalogues } from './get-admin-catalogue.ts';

export type CatalogueEntryKind = 'categories' | 'subcategories' | 'items';

/** Raise (+11) or lower (−11) a category, subcategory or item: the server adds it to the stored order. */
export function moveCatalogueEntry(input: {
  kind: CatalogueEntryKind;
  id: string | number;
  delta: MoveCatalogueEntryRequest['delta'];
}): Promise<MovedCatalogueEntry> {
  return apiRequest(
    `/api/admin/catalogue/${input.kind}/${encodeURIComponent(String(input.id))}/move`,
    movedCatalogueEntrySchema.parse,
    { method: 'POST', body: { delta: input.delta } },
  );
}

export function useMoveCatalogueEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveCatalogueEntry, onSuccess: () => refreshCatalogues(queryClient) });
}
