import { z } from 'zod';
import { idListField, intField, pagingFields, textField } from './fields.js';
import { idParamOf } from './member-fields.js';
import { goodsCard } from './catalog.js';
import { yuanField } from './payments.js';
import { paged } from './envelope.js';
import { MAX_EXPECTED_PRICE, MAX_FEEDBACK_IMAGES, WANTED_STATUS, type FeedbackType, type WantedStatus } from './self-service-pages.js';

/** Self-service (/zzfw): favourites (/star), feedback (/yjfk) and wanted varieties (/pzqg). */

// ——— Favourites ———————————————————————————————————————————————————————————————————————————————

/** A member keeps at most this many favourites; older ones must be cancelled first. */
export const MAX_FAVORITES = 500;

export const favoritesQuery = z.object(pagingFields({ size: 20, maxSize: 60 }));
/** POST /api/favorite and /api/favorite/cancel: goods_ids (`1,2` or `goods_ids[]=1`). */
export const favoriteBody = z.object({ goods_ids: idListField('商品', 100) });
/** GET /api/favorite/check: which of these goods the member has favourited (lists and the detail page). */
export const favoriteCheckQuery = z.object({ goods_ids: idListField('商品', 200) });

/** A favourite: the goods as the viewer would see it now (price, stock, can buy), and when it was kept. */
export const favoriteItem = goodsCard.extend({ favorited_at: z.string() });
export const favoritesPage = paged(favoriteItem);
export type FavoriteItem = z.infer<typeof favoriteItem>;
export const favoriteResult = z.object({ goods_ids: z.array(z.number()), total: z.number() });

// ——— Feedback ————————————————————————————————————————————————————————————————————————————————

/** Upload ids from POST /api/uploads: `images[]=a&images[]=b`, `images=a,b` or one `images=a`. */
function uploadIdsField(label: string, max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z
      .array(z.string().regex(/^[0-9a-f-]{36}$/, { error: `${label}无效，请重新上传` }), { error: `${label}无效，请重新上传` })
      .max(max, { error: `最多上传${max}张${label}` }),
  );
}

export const feedbackBody = z.object({
  type: intField('反馈类型', { min: 1, max: 6 }).transform((v) => v as FeedbackType),
  content: textField('反馈内容', { min: 5, max: 500 }),
  images: uploadIdsField('图片', MAX_FEEDBACK_IMAGES).default([]),
  contact: textField('联系方式', { max: 50 }).default(''),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

export const feedbackView = z.object({
  id: z.number(),
  type: z.number(),
  type_name: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  contact: z.string(),
  status: z.number(),
  status_name: z.string(),
  reply: z.string(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
});
export type FeedbackView = z.infer<typeof feedbackView>;
export const feedbackQuery = z.object(pagingFields({ size: 10, maxSize: 50 }));
export const feedbackPage = paged(feedbackView);

/** Operator side: the queue of feedback, and a reply (the member is told in /wdxx). */
export const adminFeedbackQuery = z.object({
  ...pagingFields({ size: 20 }),
  status: intField('状态', { min: 0, max: 1 }).optional(),
});
export const adminFeedbackView = feedbackView.extend({ member_id: z.number(), company: z.string(), username: z.string() });
export const adminFeedbackPage = paged(adminFeedbackView);
export const feedbackReplyBody = z.object({ reply: textField('回复内容', { min: 1, max: 500 }) });
export const feedbackIdParam = idParamOf('反馈');

// ——— Wanted varieties (品种求购) —————————————————————————————————————————————————————————————————

export const wantedBody = z.object({
  name: textField('药品名称', { min: 2, max: 60 }),
  spec: textField('规格', { max: 60 }).default(''),
  maker: textField('生产厂家', { max: 60 }).default(''),
  approval_no: textField('批准文号', { max: 40 }).default(''),
  quantity: intField('求购数量', { min: 1, max: 1_000_000 }),
  unit: textField('单位', { max: 10 }).default(''),
  expected_price: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    yuanField('期望单价')
      .refine((fen) => fen >= 1, { error: '期望单价不能低于0.01元' })
      .refine((fen) => fen <= MAX_EXPECTED_PRICE, { error: '期望单价不能超过1000000元' })
      .optional(),
  ),
  remark: textField('备注', { max: 200 }).default(''),
});
export type WantedBody = z.infer<typeof wantedBody>;

export const wantedView = z.object({
  id: z.number(),
  name: z.string(),
  spec: z.string(),
  maker: z.string(),
  approval_no: z.string(),
  quantity: z.number(),
  unit: z.string(),
  /** Fen; null when left open. */
  expected_price: z.number().nullable(),
  remark: z.string(),
  status: z.number(),
  status_name: z.string(),
  reply: z.string(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
  goods_count: z.number(),
});
export type WantedView = z.infer<typeof wantedView>;
/** /pzqg/info: the request with the goods the operator linked, priced for the viewer now. */
export const wantedDetail = wantedView.extend({ goods: z.array(goodsCard) });
export type WantedDetail = z.infer<typeof wantedDetail>;
export const wantedQuery = z.object({
  ...pagingFields({ size: 10, maxSize: 50 }),
  status: intField('状态', { min: 0, max: 3 }).optional(),
});
export const wantedPage = paged(wantedView);
export const wantedIdParam = idParamOf('求购');

export const adminWantedView = wantedView.extend({
  member_id: z.number(),
  company: z.string(),
  username: z.string(),
  goods_ids: z.array(z.number()),
});
export const adminWantedPage = paged(adminWantedView);
/** Operator: answer with goods found (status 1) or say none can be supplied (status 2). */
export const wantedReplyBody = z
  .object({
    status: intField('处理结果', { min: 1, max: 2 }).transform((v) => v as WantedStatus),
    reply: textField('回复内容', { min: 1, max: 500 }),
    goods_ids: z.preprocess((v) => (v === '' ? undefined : v), idListField('商品', 20).optional()),
  })
  .refine((b) => b.status !== WANTED_STATUS.supplied || (b.goods_ids?.length ?? 0) > 0, {
    path: ['goods_ids'],
    error: '找到货源时请关联至少一个商品',
  });
