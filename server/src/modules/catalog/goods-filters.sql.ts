import { and, asc, desc, eq, exists, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { GoodsListQuery } from '@yaocai/contract';
import { goods } from './catalog.tables.js';
import { kxGroupGoods, kxGroups } from './kx-groups.tables.js';

/** Days before expiry from which goods count as near-expiry (近效期). */
export const NEAR_EXPIRY_DAYS = 180;

/**
 * Listed goods only; search drops it (its own table carries the flag). A literal, not a parameter: it is the predicate
 * of goods_list_cover_idx, and a generic plan (db/client.ts) can use a partial index only for a literal.
 */
export const ON_SALE = sql`${goods.status} = 'on_sale'`;

/** WHERE fragments over `goods` for the list filters (category ids already expanded to the subtree). */
export function filterClauses(q: Partial<GoodsListQuery>, categoryIds?: number[]): SQL[] {
  const w: SQL[] = [ON_SALE];
  if (categoryIds) w.push(inArray(goods.categoryId, categoryIds));
  if (q.shop_id) w.push(eq(goods.shopId, q.shop_id));
  if (q.brand_id) w.push(eq(goods.brandId, q.brand_id));
  if (q.sccj) w.push(eq(goods.manufacturer, q.sccj));
  if (q.jx) w.push(eq(goods.dosageForm, q.jx));
  if (q.classification) w.push(eq(goods.classification, q.classification));
  if (q.yx === '1') w.push(eq(goods.isYx, true));
  if (q.zy === '1') w.push(eq(goods.isZy, true));
  if (q.kx === '1') w.push(eq(goods.isKx, true));
  if (q.kx_group) {
    const inGroup = sql`(select 1 from ${kxGroupGoods} join ${kxGroups} on ${kxGroups.id} = ${kxGroupGoods.groupId}
      where ${and(eq(kxGroupGoods.goodsId, goods.id), eq(kxGroups.url, q.kx_group), eq(kxGroups.published, true))})`;
    w.push(exists(inGroup));
  }
  if (q.welfare === '1') w.push(eq(goods.isWelfare, true));
  if (q.free_shipping === '1') w.push(eq(goods.isFreeShipping, true));
  if (q.in_stock === '1') w.push(gt(goods.stockTotal, 0));
  if (q.near_expiry === '1') w.push(sql`${goods.expiryDate} < current_date + ${NEAR_EXPIRY_DAYS}::int`);
  return w;
}

/** ORDER BY for the list sorts; every order ends on the id so pages never overlap. */
export function listOrder(q: Pick<GoodsListQuery, 'sort' | 'order'>): SQL[] {
  const dir = (fallback: 'asc' | 'desc') => ((q.order ?? fallback) === 'asc' ? asc : desc);
  switch (q.sort) {
    case 'sales':
      return [dir('desc')(goods.sales), asc(goods.id)];
    case 'price':
      return [dir('asc')(goods.basePrice), asc(goods.id)];
    case 'new':
      return [dir('desc')(goods.createdAt), desc(goods.id)];
    default:
      return [sql`(${goods.stockTotal} > 0) desc`, desc(goods.isYx), desc(goods.sales), asc(goods.id)];
  }
}
