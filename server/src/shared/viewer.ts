import type { Viewer } from '../core/session/viewer.js';

export type { MemberViewer, Viewer } from '../core/session/viewer.js';

export const GUEST: Viewer = { memberId: null, approved: false, scopes: new Set(), kxAuthorized: false, contractSigned: false };

export const PRICE_TIP = {
  guest: '登录后可见',
  unapproved: '资质审核通过后可见',
  kx: '控销商品，授权后可见',
} as const;

/** '' when the viewer may see this goods' price, else the tip shown instead of it. */
export function priceTip(viewer: Viewer, goods: { isKx: boolean }): string {
  if (viewer.memberId === null) return PRICE_TIP.guest;
  if (!viewer.approved) return PRICE_TIP.unapproved;
  if (goods.isKx && !viewer.kxAuthorized) return PRICE_TIP.kx;
  return '';
}

/** '' when the viewer may buy it, else the reason (names the business scope when that is what is missing). */
export function buyRefusal(viewer: Viewer, goods: { isKx: boolean; isBuy: boolean; onSale: boolean; scopeCode: string; scopeName: string }): string {
  const tip = priceTip(viewer, goods);
  if (tip) return tip;
  if (!goods.onSale) return '该商品已下架';
  if (!goods.isBuy) return '该商品暂不可购买';
  if (!viewer.scopes.has(goods.scopeCode)) return `该商品属于「${goods.scopeName}」，超出贵单位经营范围，无法购买`;
  return '';
}

/** A goods row as the repositories read it (snake_case columns; `status` or `on_sale`). */
export interface GoodsRights {
  is_kx: boolean;
  is_buy: boolean;
  scope_code: string;
  scope_name: string;
  status?: string;
  on_sale?: boolean;
}

/** `buyRefusal` for a goods row straight from a repository. */
export function buyRefusalOf(viewer: Viewer, g: GoodsRights): string {
  const onSale = g.on_sale ?? g.status === 'on_sale';
  return buyRefusal(viewer, { isKx: g.is_kx, isBuy: g.is_buy, onSale, scopeCode: g.scope_code, scopeName: g.scope_name });
}
