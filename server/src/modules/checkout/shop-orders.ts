import type { SubmitOrderResult } from '@yaocai/contract';
import { chinaDay } from '@yaocai/contract';
import { refuse } from '../../core/http/errors.js';
import type { Executor } from '../../db/client.js';
import { LINE_TYPE, prorate } from '../../shared/pricing/index.js';
import type { PricedCart } from '../cart/cart-pricing.js';
import type { StockService } from '../catalog/stock.service.js';
import type { NewItem, NewOrder, OrderPlacingService } from '../orders/placing.service.js';
import type { PromotionsService } from '../promotions/promotions.service.js';
import type { ShopOrderAmounts } from './order-amounts.js';

/** Order item types besides the cart's line types (0 normal, 1 flash sale, 3 package): 4 赠品, 5 换购. */
export const ORDER_ITEM_TYPE = { gift: 4, addon: 5 } as const;

export const ORDER_TIMEOUT_QUEUE = 'order.timeout';

/** The China date inside an order number (YC + YYYYMMDD + id). */
export const orderDay = (now: Date) => chinaDay(now).replaceAll('-', '');

/** What one shop's order writes, decided before anything is written. */
export interface ShopOrderPlan {
  order: Omit<NewOrder, 'submissionId'>;
  items: NewItem[];
  /** Units from the cart line's own warehouse, taken together, each with the refusal that names it. */
  own: Array<{ goodsId: number; ckId: number; n: number; refusal: string }>;
  /** Units taken from whichever warehouse holds them (after the cart lines'), filling in the item's warehouse. */
  anywhere: Array<{ item: NewItem; refusal: string }>;
  /** Flash-sale units to sell first (the sale's stock and the member's limit), in line order. */
  flash: Array<{ id: number; number: number; limit: number; name: string }>;
  shopName: string;
}

export interface OrderTerms {
  snapshot: NewOrder['address'];
  invoice: NewOrder['invoice'];
  remark: string;
  expiresAt: Date;
  now: Date;
}

type PlacedShopOrder = SubmitOrderResult['orders'][number];

/**
 * One shop's order as priced: its items (a package becomes one row per item, 赠品 and taken 换购 their own rows with
 * their own stock movements), the stock to take and the flash-sale units to sell.
 */
export function planShopOrder(memberId: number, shop: ShopOrderAmounts, priced: PricedCart, o: OrderTerms): ShopOrderPlan {
  const rows = new Map(priced.rows.map((r) => [r.id, r]));
  const plan: ShopOrderPlan = {
    order: {
      memberId,
      shopId: shop.shop_id,
      day: orderDay(o.now),
      goodsAmount: shop.goods_amount,
      manjianAmount: shop.manjian_amount,
      couponAmount: shop.coupon_amount,
      shippingFee: shop.shipping_fee,
      payAmount: shop.pay_amount,
      address: o.snapshot,
      invoice: o.invoice,
      remark: o.remark,
      expiresAt: o.expiresAt,
    },
    items: [],
    own: [],
    anywhere: [],
    flash: [],
    shopName: priced.rows.find((r) => r.shop_id === shop.shop_id)!.shop_name,
  };
  for (const { line, amount, manjian, coupon } of shop.lines) {
    const r = rows.get(line.id)!;
    const combo = line.type === LINE_TYPE.combination ? priced.ctx.combos.get(r.activity_id) : undefined;
    if (combo) {
      // A package becomes one row per item; its amount and shares are split by the items' list prices.
      const weights = combo.items.map((i) => i.base_price * i.number);
      const [amounts, manjians, coupons] = [amount, manjian, coupon].map((v) =>
        weights.some((w) => w > 0) ? prorate(v, weights) : weights.map(() => 0),
      );
      for (const [k, item] of combo.items.entries()) {
        const n = item.number * line.number;
        const row: NewItem = {
          goodsId: item.goods_id,
          ckId: 0,
          type: LINE_TYPE.combination,
          activityId: combo.id,
          flashSaleId: null,
          number: n,
          price: Math.floor(amounts[k] / n),
          amount: amounts[k],
          manjian: manjians[k],
          coupon: coupons[k],
          gift: '',
        };
        plan.items.push(row);
        plan.anywhere.push({ item: row, refusal: `${combo.name}：${item.name}库存不足` });
      }
      continue;
    }
    let flashId: number | null = null;
    if (line.type === LINE_TYPE.flashSale && line.price_source === 'flash') {
      const f = priced.ctx.flash.get(r.activity_id)!;
      flashId = f.id;
      plan.flash.push({ id: f.id, number: line.number, limit: f.per_member_limit, name: r.name });
    }
    plan.own.push({ goodsId: r.goods_id, ckId: r.ck_id, n: line.number, refusal: `${r.name}：库存不足` });
    // 赠品 and taken 换购 units leave the warehouse too: each is its own order item (its GSP record: batch, expiry,
    // maker) with its own stock movement; the line's amount keeps only the goods bought.
    const gifts = priced.gifts.get(line.id);
    const subs = gifts?.lines ?? [];
    plan.items.push({
      goodsId: r.goods_id,
      ckId: r.ck_id,
      type: flashId ? LINE_TYPE.flashSale : 0,
      activityId: flashId ?? 0,
      flashSaleId: flashId,
      number: line.number,
      price: line.price,
      amount: amount - subs.reduce((a, g) => a + g.amount, 0),
      manjian,
      coupon,
      gift: [gifts?.gift_data?.text, gifts?.jtmz_data?.text].filter(Boolean).join('；'),
    });
    for (const g of subs) {
      const row: NewItem = {
        goodsId: g.goods_id,
        ckId: 0,
        type: g.kind === 'addon' ? ORDER_ITEM_TYPE.addon : ORDER_ITEM_TYPE.gift,
        activityId: 0,
        flashSaleId: null,
        number: g.number,
        price: g.price,
        amount: g.amount,
        manjian: 0,
        coupon: 0,
        gift: g.text,
      };
      plan.items.push(row);
      plan.anywhere.push({ item: row, refusal: `${r.name}的${g.kind === 'addon' ? '换购' : '赠品'}${g.name}库存不足` });
    }
  }
  return plan;
}

export interface ShopOrderDeps {
  orders: OrderPlacingService;
  stock: StockService;
  promotions: PromotionsService;
}

/** Writing planned shop orders: inside the submission's transaction, or a lone plain order as one statement. */
export class ShopOrders {
  constructor(private readonly d: ShopOrderDeps) {}

  /**
   * One shop's order in the submission's transaction: flash-sale units sold (with the member's limit), stock taken —
   * the cart lines' own warehouses in one statement, then 赠品, 换购 and package items from their fullest warehouse —
   * and the order written with its lines and movements in one more.
   */
  async place(tx: Executor, submissionId: number, plan: ShopOrderPlan, now: Date): Promise<PlacedShopOrder> {
    const { own, anywhere, items } = plan;
    for (const f of plan.flash) {
      if (!(await this.d.promotions.sellFlash(tx, f.id, f.number, now))) refuse(`${f.name}：库存不足`);
      const bought = await this.d.orders.flashBought(tx, plan.order.memberId, f.id);
      if (f.limit > 0 && bought + f.number > f.limit) refuse(`${f.name}：超出限购数量（每人限购${f.limit}件）`);
    }
    // The cart lines' own units are taken by the statement that writes the order, unless 赠品, 换购 or package items
    // must first find their warehouses (taken after the lines', as before).
    if (anywhere.length && own.length) {
      const short = await this.d.stock.takeAll(tx, own);
      if (short >= 0) refuse(own[short].refusal);
    }
    for (const { item, refusal } of anywhere) {
      const ck = await this.d.stock.fullestWith(tx, item.goodsId, item.number);
      if (ck === null || !(await this.d.stock.take(tx, item.goodsId, ck, item.number))) refuse(refusal);
      item.ckId = ck;
    }
    const placed = await this.d.orders.placeOrder(tx, { ...plan.order, submissionId }, items, anywhere.length ? [] : own);
    // Short stock rolls the order back with the transaction.
    if (placed.short >= 0) refuse(own[placed.short].refusal);
    return { id: placed.id, order_no: placed.order_no, shop_name: plan.shopName, pay_amount: plan.order.payAmount };
  }

  /**
   * A submission that is one plain order (no flash-sale, package, 赠品 or 换购 units) as one statement with no
   * transaction around it: the key, the timeout job, the cart lines, the stock, the order. It stands only when the key
   * is new, the cart gave exactly the priced lines and every warehouse had the units; otherwise nothing is written and
   * this answers null, for the transactional path to place it or say why not. Null too when the plan is not plain.
   */
  async placeAtOnce(
    plan: ShopOrderPlan,
    key: string,
    lines: { ids: number[]; priced: Array<{ id: number; number: number }> },
  ): Promise<SubmitOrderResult | null> {
    if (plan.flash.length || plan.anywhere.length || plan.own.length === 0) return null;
    const { expiresAt } = plan.order;
    const placed = await this.d.orders.placeAtOnce(plan.order, key, plan.items, {
      timeout: { queue: ORDER_TIMEOUT_QUEUE, runAt: expiresAt },
      lines: { ids: lines.ids, expect: lines.priced },
      stock: plan.own,
    });
    if (!placed) return null;
    return {
      submission_id: placed.submissionId,
      orders: [{ id: placed.id, order_no: placed.order_no, shop_name: plan.shopName, pay_amount: plan.order.payAmount }],
      pay_total: plan.order.payAmount,
      expires_at: expiresAt.toISOString(),
    };
  }
}
