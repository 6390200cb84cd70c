import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ad, HelpGroup, announcement, globalLink } from '@yaocai/contract';
import type { z } from 'zod';
import { get } from '../../../lib/api-client';

export type Announcement = z.infer<typeof announcement>;
export type GlobalLink = z.infer<typeof globalLink>;

const LONG = 5 * 60_000;

/** GET /api/ad?position=…; the header uses position top_right. */
export const adQuery = (position: string) =>
  queryOptions({ queryKey: ['ad', position], queryFn: () => get<Ad[]>('/ad', { position }), staleTime: LONG });

/** GET /api/post/zxgg: latest announcements (news type 3). */
export const announcementsQuery = queryOptions({
  queryKey: ['announcements'],
  queryFn: () => get<{ post: Announcement[] }>('/post/zxgg').then((d) => d.post),
  staleTime: LONG,
});

/** GET /api/article/category: help-centre groups with their articles. */
export const helpGroupsQuery = queryOptions({
  queryKey: ['help-groups'],
  queryFn: () => get<HelpGroup[]>('/article/category'),
  staleTime: LONG,
});

/** GET /api/global/links. */
export const globalLinksQuery = queryOptions({
  queryKey: ['global-links'],
  queryFn: () => get<GlobalLink[]>('/global/links'),
  staleTime: LONG,
});

export const useAds = (position: string) => useQuery(adQuery(position)).data ?? [];
export const useAnnouncements = () => useQuery(announcementsQuery);
export const useHelpGroups = () => useQuery(helpGroupsQuery).data ?? [];
export const useGlobalLinks = () => useQuery(globalLinksQuery).data ?? [];

/** News detail of an announcement (spec §2: announcements use type 3). */
export const announcementHref = (id: number) => `/news/info/${id}/3`;
