import type { GoodsCard } from '@yaocai/contract';
import { parseChinaTime } from '@yaocai/contract';
import { priceTip, type Viewer } from '../../shared/viewer.js';
import type { GoodsRow } from './catalog.repository.js';
import { NEAR_EXPIRY_DAYS } from './goods-filters.sql.js';

export interface TagDef {
  code: string;
  name: string;
  color: string;
  describe: string;
}

const DAY = 86_400_000;

/** Whether goods expiring on China day `expiry` are within NEAR_EXPIRY_DAYS of `now` (an unreadable expiry is not). */
export function isNearExpiry(expiry: string, now = new Date()): boolean {
  const at = parseChinaTime(expiry);
  return at !== null && at.getTime() - now.getTime() < NEAR_EXPIRY_DAYS * DAY;
}

/** A goods row as the storefront sees it: prices only for viewers allowed to see them (spec price visibility). */
export function toCard(row: GoodsRow, viewer: Viewer, tags: Map<string, TagDef>, now = new Date()): GoodsCard {
  const tip = priceTip(viewer, { isKx: row.is_kx });
  const show = tip === '';
  return {
    id: row.id,
    name: row.name,
    generic_name: row.generic_name,
    trade_name: row.trade_name,
    sccj: row.manufacturer,
    ypgg: row.spec,
    bzdw: row.unit,
    jx: row.dosage_form,
    approval_no: row.approval_no,
    classification: row.classification,
    base_price: show ? row.base_price : null,
    retail_price: show ? row.retail_price : null,
    price_tip: tip,
    is_buy: row.is_buy && row.status === 'on_sale' ? 1 : 0,
    number: row.stock_total,
    ck_id: row.ck_id ?? 0,
    is_youx: row.is_yx ? 1 : 0,
    is_kx: row.is_kx ? 1 : 0,
    type: 0,
    is_free_shipping: row.is_free_shipping ? 1 : 0,
    free_shipping_number: row.free_shipping_number,
    ladder_price: row.ladder.map((l) => ({ number: l.number, price: show ? l.price : null })),
    tags: row.tag_codes.flatMap((code) => {
      const t = tags.get(code);
      return t ? [{ name: t.name, describe: t.describe, is_show: 1, color: t.color }] : [];
    }),
    goods_image: row.images.length ? [...row.images] : [`/media/goods/${row.id}.svg`],
    middle_pack: row.middle_pack,
    min_order: row.min_order,
    expiry_date: row.expiry_date,
    near_expiry: isNearExpiry(row.expiry_date, now) ? 1 : 0,
    sales: row.sales,
    shop: { id: row.shop_id, name: row.shop_name },
  };
}
