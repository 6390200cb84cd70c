import { z } from 'zod';
import { chinaMinuteField, intField, pagingFields, textField } from './fields.js';
import { flagField } from './member-fields.js';

/** Rich text an operator writes: HTML from the console's editor, sanitised on the server before it is stored. */
export const RICH_TEXT_MAX = 50_000;
const richText = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .max(RICH_TEXT_MAX, { error: `${label}不能超过${RICH_TEXT_MAX}个字符` })
    .refine((v) => v.trim().length > 0, { error: `请填写${label}` });

/** GET /admin/api/posts: news of every state, newest first. */
export const adminPostsQuery = z.object({
  type: intField('公告类型', { min: 1, max: 3 }).optional(),
  keyword: textField('关键词', { max: 50 }).optional(),
  ...pagingFields(),
});
export const adminPostRow = z.object({
  id: z.number(),
  type: z.number(),
  title: z.string(),
  desc: z.string(),
  /** UTC ISO instant; the console shows China time. */
  published_at: z.string(),
  hidden: z.boolean(),
  /** published: visible now; scheduled: published_at still ahead; hidden: taken down. */
  state: z.enum(['published', 'scheduled', 'hidden']),
  updated_at: z.string(),
});
export type AdminPostRow = z.infer<typeof adminPostRow>;
export const adminPostPage = z.object({ list: z.array(adminPostRow), total: z.number(), page: z.number(), page_size: z.number() });
export const adminPostView = adminPostRow.extend({ body: z.string() });
export type AdminPostView = z.infer<typeof adminPostView>;

/** POST /admin/api/posts, PUT /admin/api/posts/:id: a news post; without published_at it is published now. */
export const postBody = z.object({
  type: intField('公告类型', { min: 1, max: 3 }),
  title: textField('标题', { min: 1, max: 80 }),
  desc: textField('摘要', { max: 200 }).default(''),
  body: richText('正文'),
  published_at: z.preprocess((v) => (v === '' ? undefined : v), chinaMinuteField('发布时间').optional()),
  hidden: flagField('下线'),
});
export type PostBody = z.infer<typeof postBody>;
export const contentIdParam = z.object({ id: intField('ID', { min: 1 }) });

/** GET /admin/api/help: the help centre's groups with every article (hidden ones too). */
export const adminHelpArticle = z.object({
  id: z.number(),
  group_id: z.number(),
  title: z.string(),
  route: z.string(),
  sort: z.number(),
  hidden: z.boolean(),
  updated_at: z.string(),
});
export const adminHelpTree = z.array(z.object({ id: z.number(), name: z.string(), sort: z.number(), articles: z.array(adminHelpArticle) }));
export type AdminHelpTree = z.infer<typeof adminHelpTree>;
export const adminArticleView = adminHelpArticle.extend({ body: z.string() });
export type AdminArticleView = z.infer<typeof adminArticleView>;

/** POST /admin/api/articles, PUT /admin/api/articles/:id: a help-centre article in a group. */
export const articleBody = z.object({
  group_id: intField('帮助分组', { min: 1 }),
  title: textField('标题', { min: 1, max: 50 }),
  body: richText('正文'),
  sort: intField('排序', { min: 0, max: 9999 }).default(0),
  hidden: flagField('下线'),
});
export type ArticleBody = z.infer<typeof articleBody>;
