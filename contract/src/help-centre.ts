// Zod-free on purpose: the storefront's and the phone's help centre (spec §2 /help, /news) read these without the
// schemas; content.ts holds the API shapes.
import type { HelpGroup } from './content.js';

/** News types (spec §3): 1 质量公告 /news/hy, 2 公司新闻 /news/company, 3 活动公告 /news/notice. */
export const POST_TYPES = { 1: '质量公告', 2: '公司新闻', 3: '活动公告' } as const;
/** Where each news type lists (spec §2). */
export const NEWS_PATHS: Readonly<Record<number, string>> = { 1: '/news/hy', 2: '/news/company', 3: '/news/notice' };
/** A news post's page (spec §2: /news/info/{id}/{type}; announcements use type 3). */
export const newsHref = (id: number, type: number) => `/news/info/${id}/${type}`;
/** The news type a list path shows, or null for a path that is none of the three. */
export function newsTypeOfPath(path: string): number | null {
  const found = Object.entries(NEWS_PATHS).find(([, p]) => p === path);
  return found ? Number(found[0]) : null;
}
/** A news type's name, 资讯 for an unknown one. */
export const postTypeName = (type: number) => POST_TYPES[type as keyof typeof POST_TYPES] ?? '资讯';

/** Help paths that show another path's article: the payment group's landing and the first-camp detail. */
export const HELP_SAME_AS: Readonly<Record<string, string>> = { '/help/pay': '/help/zfps/ddzf', '/help/us/linkDetails': '/help/us/link' };

/** The group and article a help path (/help/…, /privacy) shows, as GET /api/article/category lists them; null if none. */
export function findHelpArticle(groups: HelpGroup[], path: string) {
  const url = HELP_SAME_AS[path] ?? path;
  for (const group of groups) {
    const article = group.articles.find((a) => a.url === url);
    if (article) return { group, article };
  }
  return null;
}

/** The site's licences the footer links to (spec §2: /help/xrzn/hyzc?id= is also the licence page); numbers are site settings. */
export const SITE_LICENCES: Readonly<
  Record<number, { title: string; field: 'drug_info_licence' | 'business_licence'; issuer: string; scope: string }>
> = {
  1: { title: '互联网药品信息服务资格证书', field: 'drug_info_licence', issuer: '北京市药品监督管理局', scope: '经营性互联网药品信息服务' },
  2: {
    title: '营业执照',
    field: 'business_licence',
    issuer: '北京市朝阳区市场监督管理局',
    scope: '药品网络交易第三方平台服务；互联网信息服务；技术服务',
  },
};
export const SITE_LICENCE_HOLDER = '药采（北京）医药科技有限公司';
export const SITE_LICENCE_NOTE = '以上信息与首页底部公示一致；如需核验，可登录发证机关官网按证书编号查询。';
