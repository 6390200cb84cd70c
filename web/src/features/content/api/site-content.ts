import { queryOptions, useQuery } from '@tanstack/react-query';
import type { announcement, globalLink } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type Announcement = z.infer<typeof announcement>;
export type GlobalLink = z.infer<typeof globalLink>;

const LONG = 5 * 60_000;

/** GET /api/ad?position=…; the header uses position top_right. */
export const adQuery = (position: string) =>
  queryOptions({ queryKey: ['ad', position], queryFn: () => call(api.content.ads, { query: { position } }), staleTime: LONG });

/** GET /api/post/zxgg: latest announcements (news type 3). */
export const announcementsQuery = queryOptions({
  queryKey: ['announcements'],
  queryFn: () => call(api.content.announcements).then((d) => d.post),
  staleTime: LONG,
});

/** GET /api/article/category: help-centre groups with their articles. */
export const helpGroupsQuery = queryOptions({
  queryKey: ['help-groups'],
  queryFn: () => call(api.content.helpGroups),
  staleTime: LONG,
});

/** GET /api/global/links. */
export const globalLinksQuery = queryOptions({
  queryKey: ['global-links'],
  queryFn: () => call(api.content.links),
  staleTime: LONG,
});

export const useAds = (position: string) => useQuery(adQuery(position)).data ?? [];
export const useAnnouncements = () => useQuery(announcementsQuery);
export const useHelpGroups = () => useQuery(helpGroupsQuery).data ?? [];
export const useGlobalLinks = () => useQuery(globalLinksQuery).data ?? [];

/**
 * News detail of an announcement (spec §2: announcements use type 3). Spelt out rather than the contract's `newsHref`:
 * the header's bar is in the first load, and the help centre's names (contract help-centre.ts) are not.
 */
export const announcementHref = (id: number) => `/news/info/${id}/3`;

/** GET /api/article/{id}: one help article (body is HTML from the console, sanitised when saved). */
export const articleQuery = (id: number) =>
  queryOptions({ queryKey: ['article', id], queryFn: () => call(api.content.article, { params: { id } }), staleTime: LONG, enabled: id > 0 });

/** GET /api/post/postDetail?type&page: one news type, newest first. */
export const newsPageQuery = (type: number, page: number, pageSize = 10) =>
  queryOptions({
    queryKey: ['news', type, page, pageSize],
    queryFn: () => call(api.content.postDetail, { query: { type, page, page_size: pageSize } }).then((d) => d.list!),
    staleTime: 60_000,
  });

/** GET /api/post/postDetail?id: one post with the previous and next of its type. */
export const newsPostQuery = (id: number) =>
  queryOptions({
    queryKey: ['news', 'post', id],
    queryFn: () => call(api.content.postDetail, { query: { id } }).then((d) => d.post!),
    staleTime: 60_000,
    enabled: id > 0,
  });

/** GET /api/post/syzl: merchants' first-camp documents (首营资料), ten to a page. */
export const firstCampQuery = (page: number) =>
  queryOptions({ queryKey: ['first-camp', page], queryFn: () => call(api.catalog.firstCamp, { query: { page, page_size: 10 } }), staleTime: LONG });

/** GET /api/sjly-info?id: one merchant's terms and licence numbers (the first-camp detail page). */
export const merchantQuery = (id: number) =>
  queryOptions({ queryKey: ['merchant', id], queryFn: () => call(api.catalog.shop, { query: { id } }), staleTime: LONG, enabled: id > 0 });
