import { z } from 'zod';
import { idListField, intField, textField } from './fields.js';

/** A 控销 group's address segment: /kxzq/goods/{url}/{ads?}. */
export const kxGroupUrl = z
  .string({ error: '请填写分组地址' })
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, { error: '分组地址只能包含小写字母、数字和连字符（2-40位）' });

/** GET /api/goods/kx/groups: the 控销 groups /kxzq and /kxzq/new lead to, with a few of their goods' pictures. */
export const kxGroupCard = z.object({
  id: z.number(),
  url: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** kxzq_ad banner ids shown above the group's goods (the {ads} segment of its address). */
  ad_ids: z.array(z.number()),
  goods_count: z.number(),
  images: z.array(z.string()),
});
export type KxGroupCard = z.infer<typeof kxGroupCard>;

/** GET /api/goods/kx/groups/{url}: the group's heading (its goods come from /api/goods/kx?kx_group={url}). */
export const kxGroupView = kxGroupCard.extend({ intro: z.string() });
export type KxGroupView = z.infer<typeof kxGroupView>;
export const kxGroupParams = z.object({ url: kxGroupUrl });

/** POST /admin/api/kx-groups, PUT /admin/api/kx-groups/{id}: the group and its goods (控销 goods only), in order. */
export const kxGroupBody = z.object({
  url: kxGroupUrl,
  title: textField('分组名称', { min: 2, max: 30 }),
  subtitle: textField('副标题', { max: 60 }).default(''),
  intro: textField('分组介绍', { max: 500 }).default(''),
  ad_ids: z.preprocess((v) => (v === '' ? [] : v), idListField('广告', 10).optional()).default([]),
  sort: intField('排序', { min: 0, max: 9999 }).default(0),
  published: intField('发布状态', { min: 0, max: 1 }).default(1),
  goods_ids: idListField('商品', 500),
});
export type KxGroupBody = z.infer<typeof kxGroupBody>;
export const kxGroupIdParam = z.object({ id: intField('分组', { min: 1, max: 2147483647 }) });
export const adminKxGroup = kxGroupView.extend({ sort: z.number(), published: z.number(), goods_ids: z.array(z.number()) });
export type AdminKxGroup = z.infer<typeof adminKxGroup>;
