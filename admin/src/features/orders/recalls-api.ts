import { useQuery } from '@tanstack/react-query';
import { call, download } from '../../lib/api-client';
import { useOrdersScope, useRecallsApi } from './scope';

/** The board's queries, per scope (the platform's every shop and a merchant's own never share a cache entry). */
export const RECALLS_KEY = ['console', 'recalls'] as const;

/** Every recall of the scope, newest first, with its buyers' progress. */
export function useRecalls() {
  const { base } = useOrdersScope();
  const recalls = useRecallsApi();
  return useQuery({
    queryKey: [...RECALLS_KEY, base, 'list'],
    queryFn: ({ signal }) => call(recalls.list, {}, { signal }),
  });
}

/** One recall's buyers: what each received, its deadline, acknowledgement, stock on hand and returns. */
export function useRecallBuyers(id: number | null) {
  const { base } = useOrdersScope();
  const recalls = useRecallsApi();
  return useQuery({
    queryKey: [...RECALLS_KEY, base, 'buyers', id],
    queryFn: ({ signal }) => call(recalls.buyers, { params: { id: id as number } }, { signal }),
    enabled: id !== null,
  });
}

/** The regulator's record of a recall, saved as the server names it (a refusal, e.g. too many exports, is a toast). */
export function useRecallExport() {
  const recalls = useRecallsApi();
  return (id: number, format: 'xlsx' | 'csv') =>
    void download(recalls.exportFile, { params: { id }, query: { format } }, `召回记录-${id}.${format}`).catch(() => {
      // shown by the request client
    });
}
