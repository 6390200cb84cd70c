import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { OperatorView } from '@yaocai/contract';
import { ME_QUERY_KEY } from '../lib/session';

/** A signed-in console account for a test: a platform operator, or a merchant's staff when `shop` is given. */
export const account = (role: OperatorView['role'], shop: OperatorView['shop'] = null): OperatorView => ({
  id: 1,
  username: role,
  name: role,
  role,
  totp: false,
  totp_required: false,
  shop,
});

/**
 * The HTML a console page renders at `url` for `op`, with the answers of its queries already in the cache (the test
 * machine has no DOM: the first render is what the operator sees before any effect runs).
 */
export function renderPage(ui: ReactNode, opts: { op: OperatorView | null; url?: string; cached?: Array<[QueryKey, unknown]> }): string {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(ME_QUERY_KEY, opts.op);
  for (const [key, data] of opts.cached ?? []) client.setQueryData(key, data);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[opts.url ?? '/']}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The page's visible text, tags dropped (what a reader of the page sees, in order). */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
