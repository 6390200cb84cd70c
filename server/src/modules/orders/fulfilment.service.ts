import { formatYuan, paysBack } from '@yaocai/contract';
import { failure, success, type Result, refuse, refusable } from '../../core/http/errors.js';
import type { Executor } from '../../db/client.js';
import type { OrdersRepository } from './orders.repository.js';
import { deliveryNotePdf } from './delivery-note-pdf.js';
import type { Reservations } from './reservations.js';

export interface Operator {
  id: number;
  username: string;
}

/**
 * Which after-sales requests the deciding account may decide: those that pay money back (退货退款, 仅退款) are a money
 * decision (the platform's 财务 and 超级管理员), the others (少发, 错发, 质检报告, 首营资料) an order-handling one.
 */
export interface DecidePowers {
  refunds: boolean;
  others: boolean;
}

const yuan = formatYuan;

/**
 * How fulfilment books a refund: the payments module's Ledger satisfies this (wired in services.ts), so orders needs
 * nothing else of payments and the dependency runs one way (payments → orders).
 */
export interface RefundLedger {
  systemAccount(tx: Executor, kind: 'sales' | 'provider'): Promise<number>;
  memberAccount(tx: Executor, memberId: number, kind: 'wallet' | 'credit'): Promise<number>;
  post(tx: Executor, kind: 'order_refund', ref: string, memo: string, postings: Array<{ account: number; amount: number }>): Promise<boolean>;
}

/** A parcel's line as the traceability module checks its 追溯码 against it. */
export interface TracedLine {
  orderItemId: number;
  goodsId: number;
  name: string;
  approvalNo: string;
  batchNo: string;
  expiryDate: string;
  number: number;
  codes: string;
}

/**
 * How shipping records the boxes' 追溯码: the traceability module satisfies this (wired in services.ts), so orders
 * needs nothing of it and the dependency runs one way (traceability → orders). `capture` runs in the ship transaction
 * and answers why it refuses (and which codes had shipped before); `warnReflow` is written after that rollback.
 */
export interface TraceCapture {
  capture(tx: Executor, shopId: number, shipmentId: number, lines: TracedLine[]): Promise<{ message: string; reflow?: string[] } | null>;
  warnReflow(shopId: number, orderId: number, codes: string[]): Promise<void>;
  /** When the platform requires codes at shipment: the first drug line shipping without them, worded; else null. */
  uncoded(tx: Executor, lines: Array<{ name: string; approvalNo: string; number: number; codes?: string }>): Promise<string | null>;
}

/**
 * The operator side of orders (/admin/api): shipping (partial by line), deciding returns and after-sales, refunds to
 * the original payment method. Each is a checked state transition in one transaction with its audit row and the
 * member's message; a refund never exceeds what was paid (conditional update) and books its ledger entry once.
 */
export class FulfilmentService {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly reservations: Reservations,
    private readonly ledger: RefundLedger,
    /** Applies a refund to the order's credit bill; returns what the bill did not need. */
    private readonly settleCredit: (tx: Executor, memberId: number, amount: number, orderId: number) => Promise<number>,
    /** Sends an online-paid order's refund back through the payment provider (queued in `tx`, payments module). */
    private readonly refundOnline: (tx: Executor, orderId: number, amount: number, ref: string) => Promise<void>,
    private readonly trace: TraceCapture,
    /** The first of the lines whose batch is recalled, worded for the shipper (recalls module); null when none. */
    private readonly recalledLines: (tx: Executor, orderItemIds: number[]) => Promise<string | null>,
  ) {}

  /**
   * The 随货同行单 of one shipment as a PDF (what left the warehouse in that parcel, with batch and expiry).
   * `shopId` (here and below): a merchant's — another shop's order, shipment or request is not found.
   */
  async deliveryNote(shipmentId: number, shopId?: number): Promise<Result<{ file: Buffer; name: string }>> {
    const facts = await this.repo.deliveryNoteFacts(shipmentId);
    if (!facts || (shopId !== undefined && facts.shop_id !== shopId)) return failure('not_found', '发货记录不存在');
    const lines = new Map((await this.repo.items([facts.order_id])).map((i) => [i.id, i]));
    const a = facts.address;
    const noteNo = `CK${facts.order_no.replace(/\D/g, '')}-${facts.shipment_id}`;
    const file = deliveryNotePdf({
      noteNo,
      orderNo: facts.order_no,
      shippedAt: facts.shipped_at,
      carrier: facts.carrier,
      trackingNo: facts.tracking_no,
      seller: {
        name: facts.seller,
        licenceNo: facts.seller_licence_no,
        businessLicenceNo: facts.seller_business_licence_no,
        gspCertNo: facts.seller_gsp_cert_no,
      },
      buyer: { company: facts.buyer, consignee: a.consignee, phone: a.phone, address: `${a.province}${a.city}${a.district}${a.address}` },
      lines: facts.items.flatMap(({ order_item_id, number }) => {
        const l = lines.get(order_item_id);
        if (!l) return [];
        return [
          {
            name: l.generic_name && l.generic_name !== l.name ? `${l.generic_name}（${l.name}）` : l.name,
            spec: l.spec,
            dosageForm: l.dosage_form,
            unit: l.unit,
            manufacturer: l.manufacturer,
            approvalNo: l.approval_no,
            batchNo: l.batch_no,
            expiryDate: l.expiry_date,
            number,
            price: l.price,
            amount: l.price * number,
          },
        ];
      }),
    });
    return success({ file, name: `随货同行单-${noteNo}.pdf` });
  }

  async ship(
    op: Operator,
    orderId: number,
    body: { carrier: string; tracking_no: string; items?: Array<{ order_item_id: number; number: number; codes?: string }> },
    shopId?: number,
  ): Promise<Result<{ complete: boolean }>> {
    const o = await this.repo.find(orderId);
    if (!o || (shopId !== undefined && o.shop_id !== shopId)) return failure('not_found', '订单不存在');
    if (o.status !== 1) return failure('conflict', o.status === 4 ? '订单已取消，不能发货' : o.status === 0 ? '订单未付款，不能发货' : '订单已发货');
    const items = await this.repo.items([orderId]);
    const given =
      body.items ?? items.filter((i) => i.shipped_number < i.number).map((i) => ({ order_item_id: i.id, number: i.number - i.shipped_number }));
    if (given.length === 0) return failure('conflict', '订单已全部发货');
    const lines = given.map(({ order_item_id, number }) => ({ order_item_id, number }));
    const byId = new Map(items.map((i) => [i.id, i]));
    const traced: TracedLine[] = [];
    for (const g of given) {
      const item = byId.get(g.order_item_id);
      const codes = (g as { codes?: string }).codes;
      if (codes !== undefined && codes.trim() !== '') {
        if (!item) return failure('invalid', '发货商品不属于该订单', 'items');
        traced.push({
          orderItemId: item.id,
          goodsId: item.goods_id,
          name: item.name,
          approvalNo: item.approval_no,
          batchNo: item.batch_no,
          expiryDate: item.expiry_date,
          number: g.number,
          codes,
        });
      }
    }
    let reflow: string[] = [];
    const done = await refusable(() =>
      this.repo.transaction(async (tx) => {
        if (!(await this.repo.shipItems(tx, orderId, lines))) refuse('发货数量超过订单未发数量');
        const recalled = await this.recalledLines(
          tx,
          lines.map((l) => l.order_item_id),
        );
        if (recalled) refuse(recalled);
        const uncoded = await this.trace.uncoded(
          tx,
          given.flatMap((g) => {
            const item = byId.get(g.order_item_id);
            return item ? [{ name: item.name, approvalNo: item.approval_no, number: g.number, codes: (g as { codes?: string }).codes }] : [];
          }),
        );
        if (uncoded) refuse(uncoded, 'invalid', 'items');
        const shipmentId = await this.repo.insertShipment(tx, orderId, body.carrier, body.tracking_no, lines, op.id);
        if (traced.length > 0) {
          const refused = await this.trace.capture(tx, o.shop_id, shipmentId, traced);
          if (refused) {
            reflow = refused.reflow ?? [];
            refuse(refused.message, 'invalid', 'items');
          }
        }
        const done = await this.repo.markShippedIfComplete(tx, orderId);
        await this.repo.addEvent(
          tx,
          orderId,
          done ? '商家已发货' : '商家部分发货',
          `${body.carrier} 运单号 ${body.tracking_no}`,
          body.carrier,
          body.tracking_no,
        );
        await this.repo.record(
          tx,
          op,
          'order.ship',
          o.member_id,
          orderId,
          { carrier: body.carrier, tracking_no: body.tracking_no, items: lines, trace_codes: traced.length > 0 },
          { title: '订单已发货', body: `您的订单${o.order_no}已${done ? '' : '部分'}发货，${body.carrier} 运单号 ${body.tracking_no}。` },
        );
        return done;
      }),
    );
    if (reflow.length > 0) await this.trace.warnReflow(o.shop_id, orderId, reflow);
    if (!done.ok) return done;
    const complete = done.value;
    return success({ complete });
  }

  /** Approves (refunding `refund_amount`, returning goods to stock for a return) or refuses an after-sales request. */
  async decide(
    op: Operator,
    afterSaleId: number,
    body: { approve: number; refund_amount?: number; reason: string },
    shopId?: number,
    may: DecidePowers = { refunds: true, others: true },
  ): Promise<Result<null>> {
    const [a] = await this.repo.afterSales({ id: afterSaleId, shopId });
    if (!a) return failure('not_found', '售后申请不存在');
    const money = paysBack(a.kind);
    if (money && !may.refunds) return failure('forbidden', '退货退款、仅退款的售后须由财务审核');
    if (!money && !may.others) return failure('forbidden', '此售后申请不涉及退款，请在订单管理中审核');
    if (a.status !== 0) return failure('conflict', '该申请已处理');
    const amount = money ? (body.refund_amount ?? a.refund_amount) : 0;
    if (body.approve === 0 && !body.reason) return failure('invalid', '请填写拒绝原因', 'reason');
    const done = await refusable(() =>
      this.repo.transaction(async (tx) => {
        if (body.approve === 0) {
          if (!(await this.repo.decideAfterSale(tx, a.id, 2, body.reason, 0))) refuse('该申请已处理');
          await this.repo.record(
            tx,
            op,
            'after_sale.refuse',
            a.member_id,
            a.id,
            { reason: body.reason },
            { title: '售后申请未通过', body: `订单${a.order_no}的售后申请未通过：${body.reason}` },
          );
          return;
        }
        if (!(await this.repo.decideAfterSale(tx, a.id, money ? 3 : 1, body.reason, amount))) refuse('该申请已处理');
        if (money && amount > 0) await this.refundIn(tx, a.order_id, amount, `after_sale:${a.id}`, a.refund_to);
        if (a.kind === 'return') await this.reservations.takeBack(tx, a.order_id, a.items);
        await this.repo.addEvent(tx, a.order_id, money ? `售后退款 ${yuan(amount)}` : '售后申请已同意', body.reason);
        await this.repo.record(
          tx,
          op,
          'after_sale.approve',
          a.member_id,
          a.id,
          { refund: amount, reason: body.reason },
          {
            title: '售后申请已同意',
            body: money
              ? `订单${a.order_no}已退款${yuan(amount)}，${a.refund_to === 'wallet' ? '已退至账户余额' : '原路退回'}。`
              : `订单${a.order_no}的售后申请已同意，我们会尽快处理。`,
          },
        );
      }),
    );
    return done.ok ? success(null) : done;
  }

  /** A refund the operator makes directly (e.g. cannot deliver): to the original method, never above what was paid. */
  async refund(op: Operator, orderId: number, amount: number, reason: string, shopId?: number): Promise<Result<null>> {
    const o = await this.repo.find(orderId);
    if (!o || (shopId !== undefined && o.shop_id !== shopId)) return failure('not_found', '订单不存在');
    if (amount <= 0) return failure('invalid', '退款金额须大于0', 'amount');
    const done = await refusable(() =>
      this.repo.transaction(async (tx) => {
        await this.refundIn(tx, orderId, amount, `order:${orderId}:refund:${o.refunded_amount + amount}`);
        await this.repo.addEvent(tx, orderId, `退款 ${yuan(amount)}`, reason);
        await this.repo.record(
          tx,
          op,
          'order.refund',
          o.member_id,
          orderId,
          { amount, reason },
          { title: '订单退款', body: `订单${o.order_no}已退款${yuan(amount)}，原路退回。${reason}` },
        );
      }),
    );
    return done.ok ? success(null) : done;
  }

  /**
   * Money back the way it came: wallet → wallet, online → the provider, credit → the order's bill (the rest to the
   * wallet); a full refund before shipping closes the order.
   */
  private async refundIn(tx: Executor, orderId: number, amount: number, ref: string, refundTo: 'original' | 'wallet' = 'original') {
    const o = await this.repo.addRefund(tx, orderId, amount);
    if (!o) refuse('退款金额超过订单可退金额');
    const sales = await this.ledger.systemAccount(tx, 'sales');
    const postings = [{ account: sales, amount: -amount }];
    if (o.pay_method === 'credit') {
      // A credit-paid order: the refund first cancels what is still owed on its bill, the rest goes to the wallet.
      const left = await this.settleCredit(tx, o.member_id, amount, orderId);
      postings.push({ account: await this.ledger.memberAccount(tx, o.member_id, 'credit'), amount: amount - left });
      postings.push({ account: await this.ledger.memberAccount(tx, o.member_id, 'wallet'), amount: left });
    } else {
      // 'wallet': the buyer chose a credit to its 余额 (a recall return) over the way it paid.
      const toWallet = o.pay_method === 'wallet' || refundTo === 'wallet';
      const to = toWallet ? await this.ledger.memberAccount(tx, o.member_id, 'wallet') : await this.ledger.systemAccount(tx, 'provider');
      postings.push({ account: to, amount });
    }
    const booked = await this.ledger.post(
      tx,
      'order_refund',
      ref,
      `订单${o.order_no}退款`,
      postings.filter((p) => p.amount !== 0),
    );
    if (booked) {
      await this.repo.recordRefund(tx, orderId, amount, ref);
      if (o.pay_method === 'online' && refundTo !== 'wallet') await this.refundOnline(tx, orderId, amount, ref);
    }
    if (await this.repo.closeRefunded(tx, orderId)) await this.reservations.release(tx, orderId);
  }
}
