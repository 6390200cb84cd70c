import { sql, type SQL } from 'drizzle-orm';
import type { GoodsListQuery } from '@yaocai/contract';

/** Days before expiry from which goods count as near-expiry (近效期). */
export const NEAR_EXPIRY_DAYS = 180;

/** Listed goods only; search drops it (its own table carries the flag). */
export const ON_SALE = sql`g.status = 'on_sale'`;

/** WHERE fragments for the list filters (category ids already expanded to the subtree). */
export function filterClauses(q: Partial<GoodsListQuery>, categoryIds?: number[]): SQL[] {
  const w: SQL[] = [ON_SALE];
  if (categoryIds) w.push(sql`g.category_id in ${categoryIds}`);
  if (q.shop_id) w.push(sql`g.shop_id = ${q.shop_id}`);
  if (q.brand_id) w.push(sql`g.brand_id = ${q.brand_id}`);
  if (q.sccj) w.push(sql`g.manufacturer = ${q.sccj}`);
  if (q.jx) w.push(sql`g.dosage_form = ${q.jx}`);
  if (q.classification) w.push(sql`g.classification = ${q.classification}`);
  if (q.yx === '1') w.push(sql`g.is_yx`);
  if (q.zy === '1') w.push(sql`g.is_zy`);
  if (q.kx === '1') w.push(sql`g.is_kx`);
  if (q.kx_group) {
    w.push(sql`exists (select 1 from kx_group_goods kg join kx_groups k on k.id = kg.group_id
                       where kg.goods_id = g.id and k.url = ${q.kx_group} and k.published)`);
  }
  if (q.welfare === '1') w.push(sql`g.is_welfare`);
  if (q.free_shipping === '1') w.push(sql`g.is_free_shipping`);
  if (q.in_stock === '1') w.push(sql`g.stock_total > 0`);
  if (q.near_expiry === '1') w.push(sql`g.expiry_date < current_date + ${NEAR_EXPIRY_DAYS}::int`);
  return w;
}

/** ORDER BY for the list sorts; every order ends on the id so pages never overlap. */
export function listOrder(q: Pick<GoodsListQuery, 'sort' | 'order'>): SQL {
  const dir = (fallback: 'asc' | 'desc') => sql.raw((q.order ?? fallback) === 'asc' ? 'asc' : 'desc');
  switch (q.sort) {
    case 'sales':
      return sql`g.sales ${dir('desc')}, g.id`;
    case 'price':
      return sql`g.base_price ${dir('asc')}, g.id`;
    case 'new':
      return sql`g.created_at ${dir('desc')}, g.id desc`;
    default:
      return sql`(g.stock_total > 0) desc, g.is_yx desc, g.sales desc, g.id`;
  }
}
