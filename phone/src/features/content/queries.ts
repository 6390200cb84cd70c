import { queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import { call } from '../../lib/api-client';

/** The help centre's and the news pages' reads: the desktop's calls (web content/api/site-content.ts), the same keys. */
const LONG = 5 * 60_000;

/** GET /api/article/category: the help-centre groups with their articles (news lists among them). */
export const helpGroupsQuery = queryOptions({ queryKey: ['help-groups'], queryFn: () => call(api.content.helpGroups), staleTime: LONG });

/** GET /api/article/{id}: one help article (its body is the console's HTML, sanitised on the server when saved). */
export const articleQuery = (id: number) =>
  queryOptions({
    queryKey: ['article', id],
    queryFn: () => call(api.content.article, { params: { id } }, { silent: true }),
    staleTime: LONG,
    enabled: id > 0,
    retry: false,
  });

/** GET /api/post/postDetail?id: one news post with the previous and the next of its type. */
export const newsPostQuery = (id: number) =>
  queryOptions({
    queryKey: ['news', 'post', id],
    queryFn: () => call(api.content.postDetail, { query: { id } }, { silent: true }).then((d) => d.post!),
    staleTime: 60_000,
    enabled: id > 0,
    retry: false,
  });
