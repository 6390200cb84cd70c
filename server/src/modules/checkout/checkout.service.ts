import type { CheckoutPreview, SubmitOrderResult } from '@yaocai/contract';
import { belowShelfLife, chinaDay } from '@yaocai/contract';
import { randomBytes } from 'node:crypto';
import type { JobQueue } from '../../core/jobs/job-queue.js';
import { failure, success, type Result, refuse, refusable } from '../../core/http/errors.js';
import type { Executor, OneTrip } from '../../db/client.js';
import { noRows, type TripParts, type TripRows } from '../../db/one-trip.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import { buyRefusalOf, type Viewer } from '../../shared/viewer.js';
import type { AddressesService } from '../addresses/addresses.service.js';
import { cartState, optionView, type CartPricer, type PricedCart } from '../cart/cart-pricing.js';
import type { CartService } from '../cart/cart.service.js';
import { applyCoupons, checkQuantity, formatFen } from '../../shared/pricing/index.js';
import { couponInput } from '../coupons/coupons.service.js';

import type { StockService } from '../catalog/stock.service.js';
import type { CouponsService } from '../coupons/coupons.service.js';
import type { NewItem, OrderPlacingService } from '../orders/placing.service.js';
import type { PromotionsService } from '../promotions/promotions.service.js';
import { invoiceProfileOf, type CheckoutRepository, type OrderGoods } from './checkout.repository.js';
import type { CartLineRow } from '../cart/cart-pricing.js';
import { orderAmounts, type ShopOrderAmounts } from './order-amounts.js';
import { ORDER_TIMEOUT_QUEUE, orderDay, planShopOrder, ShopOrders } from './shop-orders.js';

/** The taken 换购 inside a shop order's goods amount. */
const addonOf = (a: ShopOrderAmounts) => a.lines.reduce((x, l) => x + l.line.gift_total, 0);

export { ORDER_ITEM_TYPE, ORDER_TIMEOUT_QUEUE } from './shop-orders.js';

/** One line of an order placed at a price the caller decided (a group price): goods, quantity, unit price in fen. */
export interface PricedLine {
  goodsId: number;
  number: number;
  price: number;
  /** Order item type and activity (拼团: type 6, activity = campaign). */
  type: number;
  activityId: number;
}

/** An order at given prices: placed once per `idemKey` (a retried call answers with the same orders). */
export interface PricedOrder {
  idemKey: string;
  addressId: number;
  lines: PricedLine[];
  remark: string;
  /** Minutes the unpaid order keeps its stock; the checkout's own window when absent. */
  payMinutes?: number;
  /** The caller's own writes, in the transaction that places the order (it may `refuse`, rolling the order back). */
  within?: (tx: Executor, placed: SubmitOrderResult) => Promise<void>;
}

/** What checking an order reads with the pricing besides its own: the invoice profile and the chosen address. */
interface CheckoutReads extends TripParts {
  invoice: ReturnType<CheckoutRepository['invoiceProfileRows']>;
  /** `noRows()` when the address is not chosen yet (the preview). */
  address: ReturnType<AddressesService['lookup']>;
}

interface Checked {
  priced: PricedCart;
  /** The caller's reads made with the pricing's. */
  along: TripRows<CheckoutReads>;
  amounts: ShopOrderAmounts[];
  /** The shops' terms: fee, minimum order, delivery provinces. */
  rules: Map<number, Awaited<ReturnType<CheckoutRepository['shopRules']>>[number]>;
  appliedIds: number[];
  blocked: string | null;
}

export interface CheckoutDeps {
  repo: CheckoutRepository;
  /** The owners of what placing an order writes, each inside the one transaction. */
  orders: OrderPlacingService;
  stock: StockService;
  promotions: PromotionsService;
  coupons: CouponsService;
  cart: CartService;
  pricer: CartPricer;
  addresses: AddressesService;
  jobs: JobQueue;
  /** Whether a required licence blocks ordering: alone, or as a read in the pricing's trip and the reason from it. */
  licence: Pick<AccountsService, 'licenceBlock' | 'licenceFactsRead' | 'licenceBlockFrom'>;
  /** Independent reads in one statement. */
  oneTrip: OneTrip;
  /** Minutes an unpaid order keeps its stock and coupons. */
  payMinutes: number;
}

/**
 * Step 2 and placing orders. Prices come from the same CartPricer as the cart; approval, business scope, controlled
 * sales and licences are checked again. Placing is all or nothing: idempotency key, cart lines taken, stock reserved by
 * conditional updates (never below zero), orders with their GSP records and stock movements, coupons used, and the
 * timeout job. A lone plain order without coupons is one statement (ShopOrders.placeAtOnce); the rest, and whatever
 * that statement refused, one transaction.
 */
/** The refusal when one of the shops does not deliver to the province (a shop without delivery provinces serves all). */
function undelivered(shops: Array<{ name: string; delivery_provinces: string[] }>, province: string): string | null {
  const shop = shops.find((s) => s.delivery_provinces.length > 0 && !s.delivery_provinces.includes(province));
  return shop ? `${shop.name}不配送至${province}，请更换收货地址或移除该店铺的商品` : null;
}

export class CheckoutService {
  private readonly shopOrders: ShopOrders;

  constructor(private readonly d: CheckoutDeps) {
    this.shopOrders = new ShopOrders(d);
  }

  /**
   * Prices the chosen lines (read by the caller) as an order and decides what blocks it. The promotions, coupons, shop
   * terms, licences and the caller's `along` reads (invoice profile, address) are one statement.
   */
  private async check(
    viewer: Viewer,
    rows: CartLineRow[],
    ids: number[],
    couponIds: number[] | undefined,
    now: Date,
    { forOrder = false, along }: { forOrder?: boolean; along: CheckoutReads },
  ): Promise<Result<Checked>> {
    const memberId = viewer.memberId!;
    if (rows.length !== new Set(ids).size) return failure('not_found', '购物车中没有这些商品，请刷新后重试');
    // The buyer chose exactly these lines for this order, whatever their selection state in the cart.
    const chosen = rows.map((r) => ({ ...r, is_selected: true }));
    const [read, claimable] = await Promise.all([
      this.d.oneTrip({
        pricing: this.d.pricer.reads(viewer, chosen, now),
        rules: this.d.repo.shopRules([...new Set(rows.map((r) => r.shop_id))]),
        licence: this.d.licence.licenceFactsRead(memberId),
        along,
      }),
      forOrder ? [] : this.d.pricer.claimable(viewer, chosen, now),
    ]);
    const priced = this.d.pricer.priceFrom(viewer, chosen, now, read.pricing, claimable);
    const applied = applyCoupons(priced.pricing.coupons, priced.ctx.held.map(couponInput), priced.pricing.selected_total, couponIds);
    const rules = new Map(read.rules.map((s) => [s.id, s]));
    const amounts = orderAmounts(priced.pricing, applied.applied, rules);
    return success({
      priced,
      along: read.along,
      amounts,
      rules,
      appliedIds: applied.applied.map((a) => a.id),
      blocked: this.blocker(viewer, priced, amounts, rules, this.d.licence.licenceBlockFrom(read.licence)),
    });
  }

  private blocker(
    viewer: Viewer,
    priced: PricedCart,
    amounts: ShopOrderAmounts[],
    rules: Map<number, { min_order_amount: number }>,
    licence: string,
  ): string | null {
    if (!viewer.approved) return '资质审核通过后才能下单';
    if (licence) return licence;
    const names = new Map(priced.rows.map((r) => [r.id, r.name]));
    const refused = priced.pricing.shops.flatMap((s) => s.lines).filter((l) => !l.counted);
    if (refused.length)
      return `以下商品无法购买，请返回购物车修改：${refused.map((l) => `${names.get(l.id)}（${l.deselect_reason ?? '暂不可购买'}）`).join('；')}`;
    const shopNames = new Map(priced.rows.map((r) => [r.shop_id, r.shop_name]));
    const low = amounts.find((a) => a.below_minimum);
    if (low) return `${shopNames.get(low.shop_id)}起订金额为¥${formatFen(rules.get(low.shop_id)!.min_order_amount)}，请继续选购`;
    if (amounts.length === 0) return '请选择要结算的商品';
    return null;
  }

  /** POST /api/cart/checkout, /api/v1/cart/checkout: the orders as they would be placed, with everything to choose. */
  async preview(viewer: Viewer, ids: number[], couponIds: number[] | undefined, now = new Date()): Promise<Result<CheckoutPreview>> {
    const memberId = viewer.memberId!;
    const rows = await this.d.cart.lines(memberId, ids);
    const checked = await this.check(viewer, rows, ids, couponIds, now, {
      along: { invoice: this.d.repo.invoiceProfileRows(memberId), address: noRows() },
    });
    if (!checked.ok) return checked;
    const { priced, amounts, appliedIds, blocked, rules } = checked.value;
    const invoice = invoiceProfileOf(checked.value.along.invoice);
    const state = cartState(priced, couponIds, now);
    const held = new Map(priced.ctx.held.map((h) => [h.member_coupon_id, h]));
    const options = priced.pricing.coupons.map((o) => optionView(o, held.get(o.id)!, now));
    const list = (await this.d.addresses.list(memberId)).list;
    const sum = (k: 'goods_amount' | 'manjian_amount' | 'coupon_amount' | 'shipping_fee' | 'pay_amount') => amounts.reduce((a, s) => a + s[k], 0);
    return success({
      shops: amounts.map((a) => {
        const group = state.data.find((g) => g.shop_id === a.shop_id)!;
        return {
          shop_id: a.shop_id,
          shop_name: group.shop_name,
          lines: group.lines,
          goods_amount: a.goods_amount,
          manjian_amount: a.manjian_amount,
          coupon_amount: a.coupon_amount,
          shipping_fee: a.shipping_fee,
          pay_amount: a.pay_amount,
          addon_amount: addonOf(a),
          min_order_amount: rules.get(a.shop_id)?.min_order_amount ?? 0,
          shop_coupons: options.filter((o) => o.sjly_id === a.shop_id),
        };
      }),
      address: list.find((x) => x.is_default === 1) ?? list[0] ?? null,
      addresses: list,
      platform_coupons: options.filter((o) => o.sjly_id === 0),
      coupons: options.filter((o) => appliedIds.includes(o.member_coupon_id!)),
      goods_amount: sum('goods_amount'),
      manjian_amount: sum('manjian_amount'),
      coupon_amount: sum('coupon_amount'),
      shipping_fee: sum('shipping_fee'),
      pay_amount: sum('pay_amount'),
      invoice,
      blocked,
      breakdown: {
        goods_amount: sum('goods_amount') - amounts.reduce((x, a) => x + addonOf(a), 0),
        manjian_amount: sum('manjian_amount'),
        coupon_amount: sum('coupon_amount'),
        addon_amount: amounts.reduce((x, a) => x + addonOf(a), 0),
        shipping_fee: sum('shipping_fee'),
        payable: sum('pay_amount'),
      },
      idem_key: randomBytes(12).toString('base64url'),
    });
  }

  /** POST /api/order/submit: places the orders once per idempotency key. */
  async submit(
    viewer: Viewer,
    body: {
      ids: number[];
      coupon_ids?: number[];
      address_id: number;
      invoice_type: number;
      remark: string;
      accept_short_expiry?: number;
      idem_key: string;
    },
    now = new Date(),
  ): Promise<Result<SubmitOrderResult>> {
    const memberId = viewer.memberId!;
    // A retried submission answers with its orders; the key and the lines are one trip, then the pricing's.
    const first = await this.d.oneTrip({
      previous: this.d.orders.submissionRows(memberId, body.idem_key),
      rows: this.d.cart.lines(memberId, body.ids),
    });
    // Placing orders needs the signed e-contract (459 → /dzht).
    if (!viewer.contractSigned) return failure('contract_required', '请先签署电子合同');
    const { previous, rows } = first;
    if (previous.length) return success(await this.result(previous[0].id));
    const short = shortDated(viewer, rows, now, await this.d.pricer.shelfLifeOf(viewer, rows));
    if (short && !body.accept_short_expiry) return failure('invalid', short, 'accept_short_expiry');
    const checked = await this.check(viewer, rows, body.ids, body.coupon_ids, now, {
      forOrder: true,
      along: { address: this.d.addresses.lookup(memberId, body.address_id), invoice: this.d.repo.invoiceProfileRows(memberId) },
    });
    if (!checked.ok) return checked;
    const { priced, amounts, rules, appliedIds, blocked } = checked.value;
    if (blocked) return failure('conflict', blocked);
    const address = this.d.addresses.found(checked.value.along.address[0]);
    const profile = invoiceProfileOf(checked.value.along.invoice);
    if (!address.ok) return failure('invalid', '请选择收货地址', 'address_id');
    const unserved = undelivered(
      [...rules.values()].filter((r) => amounts.some((a) => a.shop_id === r.id)),
      address.value.province,
    );
    if (unserved) return failure('invalid', unserved, 'address_id');
    if (body.invoice_type === 2 && !profile.tax_no) return failure('invalid', '开具增值税专用发票需要营业执照上的统一社会信用代码', 'invoice_type');
    const { consignee, phone, province, city, district, address: street } = address.value;
    const snapshot = { consignee, phone, province, city, district, address: street };
    const invoice = { type: body.invoice_type as 1 | 2, ...profile };
    const expiresAt = new Date(now.getTime() + this.d.payMinutes * 60_000);

    const terms = { snapshot, invoice, remark: body.remark, expiresAt, now };
    const plans = amounts.map((shop) => planShopOrder(memberId, shop, priced, terms));
    const counted = priced.pricing.shops.flatMap((s) => s.lines);
    // One plain order without coupons: one statement, no transaction; anything it finds amiss leaves it unwritten,
    // and the transaction below places the order or says what is amiss.
    if (plans.length === 1 && appliedIds.length === 0) {
      const once = await this.shopOrders.placeAtOnce(plans[0], body.idem_key, { ids: body.ids, priced: counted });
      if (once) return success(once);
    }
    const placing = await refusable(() =>
      this.d.repo.transaction(async (tx) => {
        // The submission, its timeout job and the cart lines it takes are one statement.
        const claim = await this.d.orders.claimSubmission(tx, memberId, body.idem_key, {
          timeout: { queue: ORDER_TIMEOUT_QUEUE, runAt: expiresAt },
          lines: { ids: body.ids, expect: counted },
        });
        const sub = claim.id;
        if (sub === null) return null; // the same submission committed meanwhile: answer with its orders
        const taken = new Map(claim.lines.map((l) => [l.id, l.number]));
        if (counted.some((l) => taken.get(l.id) !== l.number)) refuse('购物车已变化，请刷新后重新提交');
        const orders = [];
        for (const plan of plans) orders.push(await this.shopOrders.place(tx, sub, plan, now));
        if ((await this.d.coupons.useFor(tx, memberId, appliedIds, sub, now)) !== appliedIds.length) refuse('优惠券已使用或已过期，请重新选择');
        return { submission_id: sub, orders, pay_total: orders.reduce((a, o) => a + o.pay_amount, 0), expires_at: expiresAt.toISOString() };
      }),
    );
    if (!placing.ok) return placing;
    const placed: SubmitOrderResult | null = placing.value;
    if (placed) return success(placed);
    const id = await this.d.orders.submissionByKey(memberId, body.idem_key);
    if (id === null) return failure('conflict', '订单提交失败，请重试');
    return success(await this.result(id));
  }

  /**
   * The rules an order line must pass besides its price, with checkout's own words: approval, licences, purchase rights
   * (on sale, 可购, 控销, business scope), then quantity (whole, stock of the fullest warehouse, minimum order, middle
   * pack; a quantity refusal names the field `number`). For callers that vet a purchase before it is placed (a group
   * buy's join) and for `placeAtPrice`.
   */
  async vet(viewer: Viewer, lines: Array<{ goodsId: number; number: number }>): Promise<Result<OrderGoods[]>> {
    if (viewer.memberId === null) return failure('unauthenticated', '请先登录');
    if (!viewer.approved) return failure('conflict', '资质审核通过后才能下单');
    const licence = await this.d.licence.licenceBlock(viewer.memberId);
    if (licence) return failure('conflict', licence);
    const found = new Map((await this.d.repo.goodsForOrder([...new Set(lines.map((l) => l.goodsId))])).map((g) => [g.id, g]));
    for (const line of lines) {
      const g = found.get(line.goodsId);
      if (!g) return failure('not_found', '商品不存在或已删除');
      const refusal = buyRefusalOf(viewer, g);
      if (refusal) return failure('conflict', `${g.name}：${refusal}`);
      const check = checkQuantity(line.number, { is_buy: 1, stock: g.stock, min_order: g.min_order, middle_pack: g.middle_pack, bzdw: g.unit });
      if (!check.ok)
        return check.kind === 'out_of_stock'
          ? failure('insufficient_stock', `${g.name}：${check.message}`)
          : failure('invalid', `${g.name}：${check.message}`, 'number');
    }
    return success([...found.values()]);
  }

  /**
   * Places an unpaid order at prices the caller decided (a formed group's price) through checkout's rules: the same
   * vetting as the cart's checkout, the delivery address checked as the member's own, and one transaction per call —
   * submission key, stock reserved by conditional updates, the order with its GSP records and stock movements, the
   * timeout job and the caller's own writes (`within`) — or none of it. No 满减, coupons or shipping fee apply: the
   * price is the offer. One order per shop, as checkout splits them.
   */
  async placeAtPrice(viewer: Viewer, req: PricedOrder, now = new Date()): Promise<Result<SubmitOrderResult>> {
    const memberId = viewer.memberId;
    if (memberId === null) return failure('unauthenticated', '请先登录');
    const previous = await this.d.orders.submissionByKey(memberId, req.idemKey);
    if (previous) return success(await this.result(previous));
    if (!viewer.contractSigned) return failure('contract_required', '请先签署电子合同');
    const vetted = await this.vet(viewer, req.lines);
    if (!vetted.ok) return vetted;
    const [address, profile] = await Promise.all([this.d.addresses.get(memberId, req.addressId), this.d.repo.invoiceProfile(memberId)]);
    if (!address.ok) return failure('invalid', '请选择收货地址', 'address_id');
    const goodsOf = new Map(vetted.value.map((g) => [g.id, g]));
    const unserved = undelivered(await this.d.repo.shopRules([...new Set(vetted.value.map((g) => g.shop_id))]), address.value.province);
    if (unserved) return failure('invalid', unserved, 'address_id');
    const { consignee, phone, province, city, district, address: street } = address.value;
    const snapshot = { consignee, phone, province, city, district, address: street };
    const expiresAt = new Date(now.getTime() + (req.payMinutes ?? this.d.payMinutes) * 60_000);
    const shops = new Map<number, PricedLine[]>();
    for (const line of req.lines) shops.set(goodsOf.get(line.goodsId)!.shop_id, [...(shops.get(goodsOf.get(line.goodsId)!.shop_id) ?? []), line]);

    const placing = await refusable(() =>
      this.d.repo.transaction(async (tx) => {
        const { id: sub } = await this.d.orders.claimSubmission(tx, memberId, req.idemKey);
        if (sub === null) return null; // the same order committed meanwhile: answer with it
        const orders: SubmitOrderResult['orders'] = [];
        for (const [shopId, lines] of shops) {
          const items: NewItem[] = [];
          for (const l of lines) {
            const ck = await this.d.stock.fullestWith(tx, l.goodsId, l.number);
            if (ck === null || !(await this.d.stock.take(tx, l.goodsId, ck, l.number)))
              refuse(`${goodsOf.get(l.goodsId)!.name}：库存不足`, 'insufficient_stock');
            const amount = l.number * l.price;
            items.push({
              goodsId: l.goodsId,
              ckId: ck,
              type: l.type,
              activityId: l.activityId,
              flashSaleId: null,
              number: l.number,
              price: l.price,
              amount,
              manjian: 0,
              coupon: 0,
              gift: '',
            });
          }
          const amount = lines.reduce((a, l) => a + l.number * l.price, 0);
          const placed = await this.d.orders.placeOrder(
            tx,
            {
              memberId,
              shopId,
              submissionId: sub,
              day: orderDay(now),
              goodsAmount: amount,
              manjianAmount: 0,
              couponAmount: 0,
              shippingFee: 0,
              payAmount: amount,
              address: snapshot,
              invoice: { type: 1, ...profile },
              remark: req.remark,
              expiresAt,
            },
            items,
          );
          orders.push({ id: placed.id, order_no: placed.order_no, shop_name: goodsOf.get(lines[0].goodsId)!.shop_name, pay_amount: amount });
        }
        await this.d.jobs.enqueue(tx, ORDER_TIMEOUT_QUEUE, `submission:${sub}`, { submission_id: sub }, expiresAt);
        const placed: SubmitOrderResult = {
          submission_id: sub,
          orders,
          pay_total: orders.reduce((a, o) => a + o.pay_amount, 0),
          expires_at: expiresAt.toISOString(),
        };
        await req.within?.(tx, placed);
        return placed;
      }),
    );
    if (!placing.ok) return placing;
    if (placing.value) return success(placing.value);
    const id = await this.d.orders.submissionByKey(memberId, req.idemKey);
    return id === null ? failure('conflict', '订单提交失败，请重试') : success(await this.result(id));
  }

  private async result(submissionId: number): Promise<SubmitOrderResult> {
    const orders = await this.d.orders.ordersOfSubmission(submissionId);
    return {
      submission_id: submissionId,
      orders: orders.map(({ id, order_no, shop_name, pay_amount }) => ({ id, order_no, shop_name, pay_amount })),
      pay_total: orders.reduce((a, o) => a + o.pay_amount, 0),
      expires_at: orders[0]?.expires_at ?? new Date().toISOString(),
    };
  }
}

/**
 * The first chosen line whose batch expires before the buyer's 最低剩余效期, worded for the buyer; null when none (or no
 * minimum is set). Placing it needs the buyer's explicit confirmation (`accept_short_expiry`).
 */
function shortDated(
  viewer: Viewer,
  rows: Array<{ goods_id: number; name: string; expiry_date: string }>,
  now: Date,
  byGoods?: Map<number, number>,
): string | null {
  const monthsOf = (r: { goods_id: number }) => byGoods?.get(r.goods_id) ?? viewer.minShelfLifeMonths ?? 0;
  const today = chinaDay(now);
  const short = rows.find((r) => belowShelfLife(r.expiry_date, monthsOf(r), today));
  return short ? `「${short.name}」有效期至${short.expiry_date}，不足您设置的最低剩余效期${monthsOf(short)}个月，请确认后再提交` : null;
}
