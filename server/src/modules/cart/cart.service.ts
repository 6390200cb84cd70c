import type { CartState, ShopGroup } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import { buyRefusal, type Viewer } from '../accounts/viewer.js';
import type { CartLineRow, CartRepository } from './cart.repository.js';
import { checkQuantity, ladderUnitPrice, priceCart, type CartLineInput } from './pricing/index.js';

export interface AddItem {
  goods_id: number;
  number: number;
  ck_id?: number;
}

const ADDED = '加入购物车成功';

/**
 * The cart as server state. Every price, total and hint comes from the pure pricing engine; the client's prices are
 * never read. Purchase rights (approval, business scope, controlled-sales) come from the Viewer.
 */
export class CartService {
  constructor(private readonly repo: CartRepository) {}

  lineCount(memberId: number) {
    return this.repo.lineCount(memberId);
  }

  async list(viewer: Viewer, now = new Date()): Promise<CartState> {
    const rows = await this.repo.lines(viewer.memberId!);
    const priced = priceCart({
      lines: rows.map((r) => toLineInput(r, viewer)),
      shipping: new Map(rows.map((r) => [r.shop_id, { shipping_amount: r.shipping_amount, no_trans_order_amount: 0 }])),
      now: now.getTime(),
    });
    const byId = new Map(rows.map((r) => [r.id, r]));
    const data: ShopGroup[] = priced.shops.map((shop) => {
      const first = byId.get(shop.lines[0].id)!;
      return {
        shop_id: shop.shop_id,
        shop_name: first.shop_name,
        manjians: shop.manjians,
        mjPrice: shop.mjPrice,
        manjiansArr: shop.manjiansArr,
        selected_total: shop.selected_total,
        shipping_amount: first.shipping_amount,
        shipping_shortfall: shop.shipping_shortfall,
        lines: shop.lines.map((l) => {
          const r = byId.get(l.id)!;
          return {
            id: l.id,
            type: l.type,
            goods_type: l.goods_type,
            number: l.number,
            price: l.price,
            price_source: l.price_source,
            line_total: l.line_total,
            is_selected: l.is_selected,
            with_coupon: l.with_coupon,
            goods_manjian_amount: l.goods_manjian_amount,
            deselect_reason: l.deselect_reason,
            price_changed_from: r.added_price !== l.price && l.price_source === 'base' ? r.added_price : null,
            ladder_hint: l.ladder_hint,
            free_shipping_hint: l.free_shipping_hint,
            goods: {
              id: r.goods_id, name: r.name, sccj: r.manufacturer, ypgg: r.spec, bzdw: r.unit, base_price: r.base_price,
              is_buy: buyable(r, viewer) ? 1 : 0, number: r.stock, middle_pack: r.middle_pack, min_order: r.min_order,
              expiry_date: r.expiry_date, goods_image: [`/media/goods/${r.goods_id}.svg`],
            },
          };
        }),
      };
    });
    return { action: false, data, count: priced.count, badge: priced.badge, selected_total: priced.selected_total, free_shipping: priced.free_shipping };
  }

  /**
   * POST /api/cart: adds each item that may be bought in that quantity; the others are reported with their reason.
   * A quantity is checked with what the cart already holds (stock, 中包装 multiple, minimum order).
   */
  async add(viewer: Viewer, items: AddItem[]) {
    const added: Array<{ goods_id: number; number: number }> = [];
    const refused: Array<{ goods_id: number; reason: string }> = [];
    for (const item of items) {
      const g = await this.repo.goodsForAdd(item.goods_id, item.ck_id);
      if (!g) {
        refused.push({ goods_id: item.goods_id, reason: '商品不存在或已删除' });
        continue;
      }
      const refusal = buyRefusal(viewer, { isKx: g.is_kx, isBuy: g.is_buy, onSale: g.status === 'on_sale', scopeCode: g.scope_code, scopeName: g.scope_name });
      if (refusal || g.ck_id === null) {
        refused.push({ goods_id: g.id, reason: refusal || (item.ck_id ? '该仓库无此商品' : '该商品暂时缺货') });
        continue;
      }
      const existing = await this.repo.existingNumber(viewer.memberId!, g.id, g.ck_id);
      const check = checkQuantity(existing + item.number, {
        is_buy: 1, stock: g.stock, min_order: g.min_order, middle_pack: g.middle_pack, bzdw: g.unit,
      });
      if (!check.ok) {
        refused.push({ goods_id: g.id, reason: `${g.name}：${check.message}` });
        continue;
      }
      const price = ladderUnitPrice(g.base_price, g.ladder, existing + item.number).price;
      added.push({ goods_id: g.id, number: await this.repo.addToLine(viewer.memberId!, g.id, g.ck_id, item.number, price) });
    }
    const total = await this.repo.lineCount(viewer.memberId!);
    const msg = refused.length === 0 ? ADDED : added.length === 0 ? refused.map((r) => r.reason).join('；') : `${ADDED}，${refused.length}种商品未加入：${refused.map((r) => r.reason).join('；')}`;
    return { added, refused, total, msg, warning: refused.length > 0 };
  }

  /** POST api/cart/quick_add/{id}: one ordering unit (the larger of the minimum order and the middle pack). */
  async quickAdd(viewer: Viewer, goodsId: number) {
    const g = await this.repo.goodsForAdd(goodsId, undefined);
    const unit = g ? Math.max(g.min_order, g.middle_pack) : 1;
    return this.add(viewer, [{ goods_id: goodsId, number: unit }]);
  }

  /** POST api/cart/{id}/edit: a new quantity for one of the member's lines, checked like an add. */
  async edit(viewer: Viewer, id: number, number: number): Promise<Result<number>> {
    const [row] = await this.repo.lines(viewer.memberId!, [id]);
    if (!row) return failure('not_found', '购物车中没有这件商品');
    const check = checkQuantity(number, { is_buy: buyable(row, viewer) ? 1 : 0, stock: row.stock, min_order: row.min_order, middle_pack: row.middle_pack, bzdw: row.unit });
    if (!check.ok) return failure('invalid', check.message, 'params.number');
    await this.repo.setNumber(viewer.memberId!, id, number);
    return success(number);
  }

  async select(memberId: number, ids: number[], selected: boolean): Promise<Result<number>> {
    const n = await this.repo.setSelected(memberId, ids, selected);
    return n === 0 ? failure('not_found', '购物车中没有这些商品') : success(n);
  }

  async batchDelete(memberId: number, ids: number[]): Promise<Result<number>> {
    const deleted = await this.repo.deleteLines(memberId, ids);
    if (deleted === 0) return failure('not_found', '购物车中没有这些商品');
    return success(deleted);
  }
}

function buyable(r: CartLineRow, viewer: Viewer): boolean {
  return buyRefusal(viewer, { isKx: r.is_kx, isBuy: r.is_buy, onSale: r.status === 'on_sale', scopeCode: r.scope_code, scopeName: r.scope_name }) === '';
}

function toLineInput(r: CartLineRow, viewer: Viewer): CartLineInput {
  return {
    id: r.id, shop_id: r.shop_id, goods_id: r.goods_id, type: 0, number: r.number, is_selected: r.is_selected ? 1 : 0, with_coupon: 1,
    goods: {
      base_price: r.base_price, ladder_price: r.ladder, is_buy: buyable(r, viewer) ? 1 : 0, stock: r.stock,
      is_free_shipping: r.is_free_shipping ? 1 : 0, free_shipping_number: r.free_shipping_number, middle_pack: r.middle_pack,
      min_order: r.min_order, bzdw: r.unit,
    },
  };
}
