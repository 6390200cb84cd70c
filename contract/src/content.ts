import { z } from 'zod';
import { idListField, intField, pagingFields } from './fields.js';

/** Spec §3 Menu category: id, name, logo, logo1, children (three levels). */
export interface MenuCategory {
  id: number;
  name: string;
  logo: string;
  logo1: string;
  children: MenuCategory[];
}
export const menuCategory: z.ZodType<MenuCategory> = z
  .lazy(
    () =>
      z.object({
        id: z.number(),
        name: z.string(),
        logo: z.string(),
        logo1: z.string(),
        children: z.array(menuCategory),
      }),
    // Recursive: an id makes it an OpenAPI component that the recursion refers to (no dangling #/…/schemaN).
  )
  .meta({ id: 'MenuCategory' });

/** Spec §3 nav entry: id, name, url, image, is_open, children. */
export interface NavItem {
  id: number;
  name: string;
  url: string;
  image: string;
  is_open: number;
  children: NavItem[];
}
export const navItem: z.ZodType<NavItem> = z
  .lazy(() =>
    z.object({
      id: z.number(),
      name: z.string(),
      url: z.string(),
      image: z.string(),
      is_open: z.number(),
      children: z.array(navItem),
    }),
  )
  .meta({ id: 'NavItem' });

export const hotWord = z.object({ name: z.string(), url: z.string() });

/** Dedicated customer-service representative (spec §3 User state `admin`). */
export const serviceRep = z.object({ name: z.string(), phone: z.string(), is_default: z.number() });

/** Site-wide settings the shell shows (footer licences, hotline, QR codes). */
export const siteConfig = z.object({
  site_name: z.string(),
  hot_line: z.string(),
  icp_no: z.string(),
  police_no: z.string(),
  drug_info_licence: z.string(),
  business_licence: z.string(),
  copyright: z.string(),
  mini_program_qr: z.string(),
  app_qr: z.string(),
  wxkf: z.string(),
  quality_inspection_url: z.string(),
  einvoice_query_url: z.string(),
  main_site_url: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfig>;

/** GET /api/focus/common — spec §3 Common data. */
export const commonData = z.object({
  hot: z.array(hotWord),
  nav: z.array(navItem),
  category: z.array(menuCategory),
  category_yx: z.array(menuCategory),
  category_zy: z.array(menuCategory),
  timestamp: z.number(),
  config: siteConfig,
  service: serviceRep,
});
export type CommonData = z.infer<typeof commonData>;

/** Spec §3 Banner. */
export const banner = z.object({ id: z.number(), image: z.string(), url: z.string(), name: z.string() });
export type Banner = z.infer<typeof banner>;

export const focusDemoQuery = z.object({ banner_id: intField('广告位', { min: 1 }) });

/** GET /api/ad: advertisement slots by position (top_right, search…). */
export const adQuery = z.object({ position: z.string().trim().max(40).default('top_right') });
export const ad = z.object({ id: z.number(), name: z.string(), image: z.string(), url: z.string() });
export type Ad = z.infer<typeof ad>;

/** Spec §3 Global link. */
export const globalLink = z.object({ url: z.string(), image: z.string(), name: z.string() });

/** Spec §3 Announcement: post with id and desc. */
export const announcement = z.object({ id: z.number(), desc: z.string() });
export const announcementData = z.object({ post: z.array(announcement) });

/** Help-centre group with its articles (footer shows the first 4, spec §9). */
export const helpArticleLink = z.object({ id: z.number(), title: z.string(), url: z.string() });
export const helpGroup = z.object({ id: z.number(), name: z.string(), articles: z.array(helpArticleLink) });
export type HelpGroup = z.infer<typeof helpGroup>;
export const articleCategoryQuery = z.object({ category_id: intField('分类', { min: 1 }).optional() });

/** Named banner slots of GET /api/focus/{name} (spec §7 Focus). */
export const FOCUS_SLOTS = {
  right: 3,
  xrtj: 4,
  ppzq: 10,
  kxzq: 11,
  zyzq: 12,
  yx: 13,
  login: 14,
  new_kxzq: 15,
  kxzq_ad: 16,
} as const;
export const focusName = z.enum(Object.keys(FOCUS_SLOTS) as [keyof typeof FOCUS_SLOTS, ...(keyof typeof FOCUS_SLOTS)[]], {
  error: '广告位不存在',
});
/** GET /api/focus/{name}?ids=: kxzq_ad (and any slot) narrowed to the banners a page names (/kxzq/goods/{url}/{ads}). */
export const focusQuery = z.object({ ids: z.preprocess((v) => (v === '' ? undefined : v), idListField('广告', 20).optional()) });
export const postListQuery = z.object({
  type: intField('公告类型', { min: 1, max: 3 }).optional(),
  ...pagingFields({ maxPage: 10000, maxSize: 50, size: 10 }),
});
export const postSummary = z.object({ id: z.number(), type: z.number(), title: z.string(), desc: z.string(), published_at: z.string() });
export const postPage = z.object({ list: z.array(postSummary), total: z.number(), page: z.number(), page_size: z.number() });

/** GET /api/article/{id}: one help-centre article (body is HTML written by operators, sanitised when saved). */
export const articleView = z.object({
  id: z.number(),
  title: z.string(),
  group_id: z.number(),
  group_name: z.string(),
  url: z.string(),
  body: z.string(),
});
export type ArticleView = z.infer<typeof articleView>;
export const articleIdParam = z.object({ id: intField('文章', { min: 1, max: 2147483647 }) });

/** GET /api/post/postDetail: with `id` one news post and its neighbours of the same type; else the type's page. */
export const postDetailQuery = z.object({
  type: intField('公告类型', { min: 1, max: 3 }).optional(),
  id: intField('资讯', { min: 1, max: 2147483647 }).optional(),
  ...pagingFields({ maxPage: 10000, maxSize: 50, size: 10 }),
});
export const postNeighbour = z.object({ id: z.number(), type: z.number(), title: z.string() }).nullable();
export const postView = postSummary.extend({ body: z.string(), prev: postNeighbour, next: postNeighbour });
export type PostView = z.infer<typeof postView>;
export const postDetailData = z.object({ post: postView.nullable(), list: postPage.nullable() });
export type PostDetailData = z.infer<typeof postDetailData>;
