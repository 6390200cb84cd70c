import { z } from 'zod';
import { chinaMinuteField, intField, textField } from './fields.js';
import { FOCUS_SLOTS } from './content.js';

/**
 * The console's site content (issue "Operator console", Content): banners by slot, ads by position, the main nav (at
 * most 9), hot words, footer links and the site settings the footer and header show.
 */

/** Banner slots an operator fills, with what the storefront shows in each (spec §7 Focus, §9). */
export const BANNER_SLOT_NAMES: Record<number, string> = {
  1: '首页轮播',
  2: '顶部横幅',
  [FOCUS_SLOTS.right]: '首页轮播右侧',
  [FOCUS_SLOTS.xrtj]: '新人推荐',
  [FOCUS_SLOTS.ppzq]: '品牌专区',
  [FOCUS_SLOTS.kxzq]: '控销专区',
  [FOCUS_SLOTS.zyzq]: '中药专区',
  [FOCUS_SLOTS.yx]: '优选专区',
  [FOCUS_SLOTS.login]: '登录页',
  [FOCUS_SLOTS.new_kxzq]: '控销新品',
  [FOCUS_SLOTS.kxzq_ad]: '控销专区广告',
  164: '首页底部横幅',
};
export const BANNER_SLOTS = Object.keys(BANNER_SLOT_NAMES).map(Number);
export const AD_POSITION_NAMES = { top_right: '页头右侧', search: '搜索结果旁', draw: '抽奖弹窗' } as const;
export type AdPosition = keyof typeof AD_POSITION_NAMES;
export const AD_POSITIONS = Object.keys(AD_POSITION_NAMES) as AdPosition[];

export const MAIN_NAV_MAX = 9;
export const HOT_WORDS_MAX = 20;
export const FOOTER_LINKS_MAX = 12;
/** Pictures uploaded for banners, ads and links: the goods pictures' rules (JPG/PNG/WebP by their bytes, ≤ 2 MB). */
export const SITE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** A link a shopper follows: a page of the site (/yx, /search?keywords=…) or an http(s) address — never script. */
export const linkField = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, { error: `请填写${label}` })
    .max(300, { error: `${label}最多300个字符` })
    .regex(/^(\/(?!\/)\S*|https?:\/\/[^\s/]+\S*)$/, { error: `${label}须为站内路径（以/开头）或http(s)地址` });

/** A picture's address: an uploaded or generated image of this site (/media/…) or an https address. */
export const imageField = (label: string) =>
  z
    .string({ error: `请上传${label}` })
    .trim()
    .min(1, { error: `请上传${label}` })
    .max(300, { error: `${label}地址过长` })
    .regex(/^(\/(media|api\/uploads)\/[\w./-]+|https:\/\/[^\s/]+\S*)$/, { error: `${label}地址不正确` });

const sortField = intField('排序', { min: 0, max: 9999 }).default(0);
const optionalMinute = (label: string) => z.preprocess((v) => (v === '' || v === null ? undefined : v), chinaMinuteField(label).optional());

export const bannerSlotField = intField('广告位', { min: 1 }).refine((v) => BANNER_SLOTS.includes(v), { error: '广告位不存在' });

/** POST /admin/api/banners, PUT /admin/api/banners/{id}: a banner in a slot, shown within its window (China time). */
export const bannerBody = z
  .object({
    slot: bannerSlotField,
    name: textField('标题', { min: 1, max: 40 }),
    image: imageField('图片'),
    url: linkField('链接'),
    sort: sortField,
    starts_at: optionalMinute('开始时间'),
    ends_at: optionalMinute('结束时间'),
  })
  .refine((b) => !b.starts_at || !b.ends_at || b.ends_at > b.starts_at, { path: ['ends_at'], error: '结束时间必须晚于开始时间' });
export type BannerBody = z.infer<typeof bannerBody>;

export const BANNER_STATES = { showing: '展示中', scheduled: '未开始', ended: '已结束' } as const;
export const adminBannerView = z.object({
  id: z.number(),
  slot: z.number(),
  name: z.string(),
  image: z.string(),
  url: z.string(),
  sort: z.number(),
  /** China time 'YYYY-MM-DD HH:mm', or null (no limit). */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  state: z.enum(['showing', 'scheduled', 'ended']),
});
export type AdminBannerView = z.infer<typeof adminBannerView>;
export const adminBannersQuery = z.object({ slot: bannerSlotField.optional() });

export const adBody = z.object({
  position: z.enum(AD_POSITIONS as [AdPosition, ...AdPosition[]], { error: '广告位置不存在' }),
  name: textField('名称', { min: 1, max: 40 }),
  image: imageField('图片'),
  url: linkField('链接'),
  sort: sortField,
});
export type AdBody = z.infer<typeof adBody>;
export const adminAdView = z.object({ id: z.number(), position: z.string(), name: z.string(), image: z.string(), url: z.string(), sort: z.number() });
export type AdminAdView = z.infer<typeof adminAdView>;

const listOf = <T extends z.ZodTypeAny>(item: T, label: string, max: number) =>
  z.array(item, { error: `请填写${label}` }).max(max, { error: `${label}最多${max}个` });

/** PUT /admin/api/site/nav: the main nav's top row in order (the storefront shows at most 9); sub-items stay. */
export const navItemBody = z.object({
  id: z.preprocess((v) => (v === '' ? undefined : v), intField('导航', { min: 1 }).optional()),
  name: textField('导航名称', { min: 1, max: 8 }),
  url: linkField('导航链接'),
  is_open: intField('显示状态', { min: 0, max: 1 }).default(1),
});
export const navBody = z.object({ items: listOf(navItemBody, '主导航', MAIN_NAV_MAX).min(1, { error: '至少保留一个导航' }) });
export type NavBody = z.infer<typeof navBody>;
export const adminNavItem = z.object({ id: z.number(), name: z.string(), url: z.string(), is_open: z.boolean(), children: z.number() });

/** PUT /admin/api/site/hot-words: the words under the search box, in order. */
export const hotWordBody = z.object({ name: textField('热搜词', { min: 1, max: 12 }), url: linkField('热搜链接').optional() });
export const hotWordsBody = z.object({ words: listOf(hotWordBody, '热搜词', HOT_WORDS_MAX).default([]) });
export type HotWordsBody = z.infer<typeof hotWordsBody>;
export const adminHotWord = z.object({ name: z.string(), url: z.string() });

/** PUT /admin/api/site/links: the footer's picture links, in order. */
export const footerLinkBody = z.object({ name: textField('链接名称', { min: 1, max: 12 }), url: linkField('链接地址'), image: imageField('图标') });
export const footerLinksBody = z.object({ links: listOf(footerLinkBody, '底部链接', FOOTER_LINKS_MAX).default([]) });
export type FooterLinksBody = z.infer<typeof footerLinksBody>;
export const adminFooterLink = z.object({ id: z.number(), name: z.string(), url: z.string(), image: z.string() });

/** PUT /admin/api/site/settings: what the header and footer print (hotline, licences, filing numbers, QR codes). */
export const siteSettingsBody = z.object({
  site_name: textField('网站名称', { min: 1, max: 20 }),
  hot_line: z
    .string({ error: '请填写客服热线' })
    .trim()
    .regex(/^[\d-]{7,20}$/, { error: '客服热线格式不正确' }),
  icp_no: textField('ICP备案号', { min: 1, max: 40 }),
  police_no: textField('公安备案号', { max: 40 }).default(''),
  drug_info_licence: textField('互联网药品信息服务资格证书编号', { min: 1, max: 40 }),
  business_licence: textField('营业执照统一社会信用代码', { min: 1, max: 40 }),
  copyright: textField('版权信息', { min: 1, max: 80 }),
  mini_program_qr: z.preprocess((v) => (v === '' ? undefined : v), imageField('小程序码').optional()),
  app_qr: z.preprocess((v) => (v === '' ? undefined : v), imageField('App下载码').optional()),
  wxkf: z.preprocess((v) => (v === '' ? undefined : v), linkField('在线客服链接').optional()),
  quality_inspection_url: z.preprocess((v) => (v === '' ? undefined : v), linkField('质检报告查询链接').optional()),
  einvoice_query_url: linkField('电子发票查询链接'),
  main_site_url: linkField('主站链接'),
  points_per_yuan: intField('每消费1元赠送积分', { min: 0, max: 100 }),
  /** 1: every drug line (one with a 批准文号) ships only with its 追溯码 scanned, one per box. */
  trace_codes_required: z.preprocess((v) => (v === undefined || v === '' ? '0' : String(v)), z.enum(['0', '1'], { error: '追溯码必扫只能是0或1' })),
});
export type SiteSettingsBody = z.infer<typeof siteSettingsBody>;
export const siteSettingsView = z.object({
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
  points_per_yuan: z.number(),
  trace_codes_required: z.number(),
});
export type SiteSettingsView = z.infer<typeof siteSettingsView>;
export const siteImageView = z.object({ url: z.string(), size: z.number() });
