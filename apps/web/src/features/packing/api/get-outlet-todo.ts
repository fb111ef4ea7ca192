import { OUTLET_TODO_REFRESH_MS, type OutletTodo, outletTodoSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const outletTodoQueryKey = ['packing', 'todo'] as const;

const search = (outletId: string, day: string) => new URLSearchParams({ outletId, day }).toString();

export function getOutletTodo(
  outletId: string,
  day: string,
  options: { signal?: AbortSignal } = {},
): Promise<OutletTodo> {
  return apiRequest(`/api/packing/todo?${search(outletId, day)}`, outletTodoSchema.parse, {
    signal: options.signal,
  });
}

export function exportOutletTodoUrl(outletId: string, day: string): string {
  return `/api/packing/todo/export.xlsx?${search(outletId, day)}`;
}

/** Live: asked again every OUTLET_TODO_REFRESH_MS while open and whenever the page regains focus. */
export function useOutletTodo(outletId: string, day: string) {
  return useQuery({
    queryKey: [...outletTodoQueryKey, outletId, day],
    queryFn: ({ signal }) => getOutletTodo(outletId, day, { signal }),
    refetchInterval: OUTLET_TODO_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}
