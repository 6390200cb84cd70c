import {
  chinaMinute,
  RECALL_CLASS_TEXT,
  RECALL_DEADLINE_DAYS,
  RECALL_REFUND_TO,
  splitBatchNos,
  type RecallNoticeView,
  type RecallView,
} from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../shared/actor.js';
import { exportTable, type ExportedFile } from '../../shared/table-export.js';
import type { MessageToMember } from '../messages/deliver.sql.js';
import type { SmsSender } from '../sms/sms.sender.js';
import type { RecallNoticeRow, RecallRow, RecallScope, RecallsRepository } from './recalls.repository.js';

/** What recording a recall needs of other modules, each inside the recall's transaction (wired in services.ts). */
export interface RecallPorts {
  /** catalog: takes the goods off sale (search index, audit); the ids it changed. */
  stopGoods(tx: Executor, actor: Actor, ids: number[], recallId: number): Promise<number[]>;
  /** cart: removes the goods from every cart; whose lines. */
  clearCarts(tx: Executor, goodsIds: number[]): Promise<Array<{ member_id: number; goods_id: number }>>;
  /** messages: the one writer of member messages. */
  deliver(tx: Executor, messages: MessageToMember[]): Promise<void>;
  /** admin: the audit trail. */
  audit(tx: Executor, actor: Actor, entry: { action: string; targetId?: number; detail: Record<string, unknown> }): Promise<void>;
  /** orders: files a 召回退货 after-sales request on one order (the shop decides it; the refund follows). */
  fileReturn(tx: Executor, r: RecallReturnRequest): Promise<number>;
}

export interface RecallReturnRequest {
  orderId: number;
  memberId: number;
  reason: string;
  description: string;
  items: Array<{ order_item_id: number; number: number }>;
  refundAmount: number;
  refundTo: 'original' | 'wallet';
}

export interface RecallReturnInput {
  number: number;
  refund_to: 'original' | 'wallet';
  description: string;
}

const EXPORT_COLUMNS = [
  ['召回编号', 10],
  ['批准文号', 18],
  ['药品名称', 20],
  ['召回批号', 20],
  ['召回级别', 10],
  ['召回原因', 30],
  ['召回来源', 24],
  ['登记时间', 17],
  ['收货单位', 28],
  ['联系人', 10],
  ['联系电话', 14],
  ['收货数量', 10],
  ['通知时间', 17],
  ['处理期限', 17],
  ['确认时间', 17],
  ['在库数量', 10],
  ['退回数量', 10],
  ['状态', 10],
].map(([title, width]) => ({ title: String(title), width: Number(width) }));

export interface RecallInput {
  approval_no: string;
  batch_nos: string;
  class: number;
  reason: string;
  source: string;
  /** The platform's: 0 for every shop. */
  shop_id?: number;
}

const view = (r: RecallRow): RecallView => ({
  id: r.id,
  approval_no: r.approval_no,
  goods_name: r.goods_name,
  batch_nos: r.batch_nos,
  class: r.class,
  class_text: RECALL_CLASS_TEXT[r.class] ?? '',
  reason: r.reason,
  source: r.source,
  shop_name: r.shop_name ?? '',
  created_at: r.created_at,
  deadline_days: RECALL_DEADLINE_DAYS[r.class] ?? 7,
  buyers: r.buyers,
  acknowledged: r.acknowledged,
  overdue: r.overdue,
});

const noticeView = ({ class: cls, shop_id: _shop, ...n }: RecallNoticeRow): RecallNoticeView => ({ ...n, class_text: RECALL_CLASS_TEXT[cls] ?? '' });

/**
 * 药品召回 (issue 47): recording a recall stops the batches at once in one transaction — the goods off sale and out of
 * every cart (their owners told), unpaid orders holding them unpayable and unshipped lines unshippable (checked by
 * payments and fulfilment through `recalledOrder` / `recalledLines`) — and tells every buyer who received them (a
 * message in the same transaction, an SMS once it commits), each with the class's deadline to acknowledge and report
 * the stock on hand. The platform records for every shop or one; a merchant for its own goods.
 */
export class RecallsService {
  constructor(
    private readonly repo: RecallsRepository,
    private readonly ports: RecallPorts,
    private readonly sms: SmsSender,
  ) {}

  async record(
    actor: Actor,
    input: RecallInput,
    merchantShopId?: number,
  ): Promise<Result<RecallView & { goods_stopped: number; cart_lines_removed: number }>> {
    const shopId = merchantShopId ?? (input.shop_id ? input.shop_id : undefined);
    const scope: RecallScope = { approvalNo: input.approval_no.trim(), batchNos: splitBatchNos(input.batch_nos), shopId };
    if (scope.batchNos.length === 0) return failure('invalid', '请填写召回批号', 'batch_nos');
    const days = RECALL_DEADLINE_DAYS[input.class] ?? 7;
    const done = await this.repo.transaction(async (tx) => {
      const goods = await this.repo.goods(tx, scope);
      const buyers = await this.repo.receivers(tx, scope);
      if (goods.length === 0 && buyers.length === 0) return null;
      const goodsName = goods[0]?.generic_name || goods[0]?.name || buyers[0]?.name || input.approval_no;
      const recallId = await this.repo.insert(tx, {
        approvalNo: scope.approvalNo,
        goodsName,
        batchNos: scope.batchNos,
        class: input.class,
        reason: input.reason,
        source: input.source,
        shopId: shopId ?? null,
        operatorId: actor.operatorId,
      });
      const stopped = await this.ports.stopGoods(
        tx,
        actor,
        goods.map((g) => g.id),
        recallId,
      );
      const removed = await this.ports.clearCarts(
        tx,
        goods.map((g) => g.id),
      );
      await this.repo.insertNotices(tx, recallId, days, buyers);
      const batches = scope.batchNos.join('、');
      const classText = RECALL_CLASS_TEXT[input.class];
      const names = new Map(goods.map((g) => [g.id, g.name]));
      await this.ports.deliver(tx, [
        ...buyers.map((b) => ({
          memberId: b.member_id,
          type: 'recall',
          title: `药品召回通知（${classText}）`,
          body: `您单位收到的「${goodsName}」（批准文号${scope.approvalNo}，批号${batches}）共${b.quantity}盒已被召回：${input.reason}。请立即停止销售和使用，并在${days}天内于“药品召回”中确认并上报在库数量。`,
        })),
        ...[...new Set(removed.map((r) => `${r.member_id}:${r.goods_id}`))].map((key) => {
          const [memberId, goodsId] = key.split(':').map(Number);
          return {
            memberId,
            type: 'recall',
            title: '购物车商品已召回',
            body: `「${names.get(goodsId) ?? goodsName}」批号${batches}已被召回，已从您的购物车移除。`,
          };
        }),
      ]);
      await this.ports.audit(tx, actor, {
        action: 'recall.record',
        targetId: recallId,
        detail: {
          approval_no: scope.approvalNo,
          batch_nos: scope.batchNos,
          class: input.class,
          shop_id: shopId ?? null,
          goods: stopped,
          buyers: buyers.length,
        },
      });
      return { recallId, stopped: stopped.length, removed: removed.length, buyers };
    });
    if (!done) return failure('invalid', `未找到批准文号${scope.approvalNo}、批号${scope.batchNos.join('、')}的在售商品或销售记录`, 'batch_nos');
    // The SMS leave once the recall is committed (a rolled-back recall tells nobody).
    const phones = await this.repo.phones(done.buyers.map((b) => b.member_id));
    for (const p of phones) {
      await this.sms.send({
        phone: p.phone,
        purpose: 'recall',
        content: `【药采】药品召回通知：批准文号${scope.approvalNo}批号${scope.batchNos.join('、')}已召回，请立即停售并登录药采确认在库数量。`,
      });
    }
    const [row] = await this.repo.list(undefined, done.recallId);
    return success({ ...view(row), goods_stopped: done.stopped, cart_lines_removed: done.removed });
  }

  async list(shopId?: number): Promise<RecallView[]> {
    return (await this.repo.list(shopId)).map(view);
  }

  async buyers(recallId: number, shopId?: number) {
    const owner = await this.repo.shopOf(recallId);
    if (owner === undefined || (shopId !== undefined && owner !== shopId)) return failure('not_found', '召回记录不存在');
    return success(await this.repo.buyers(recallId));
  }

  async notices(memberId: number): Promise<RecallNoticeView[]> {
    return (await this.repo.notices(memberId)).map(noticeView);
  }

  async acknowledge(memberId: number, noticeId: number, onHand: number): Promise<Result<RecallNoticeView>> {
    const done = await this.repo.transaction(async (tx): Promise<Result<null>> => {
      const [n] = await this.repo.notices(memberId, noticeId, tx);
      if (!n) return failure('not_found', '召回通知不存在');
      if (onHand > n.quantity) return failure('invalid', `在库数量不能超过收货数量${n.quantity}盒`, 'on_hand');
      if (onHand < n.returned) return failure('invalid', `已申请退回${n.returned}盒，在库数量不能少于此数`, 'on_hand');
      await this.repo.acknowledge(tx, noticeId, onHand);
      return success(null);
    });
    if (!done.ok) return done;
    const [n] = await this.repo.notices(memberId, noticeId);
    return success(noticeView(n));
  }

  /** How many notices the buyer has not yet acknowledged: the storefront shows a banner until none. */
  pendingCount(memberId: number): Promise<number> {
    return this.repo.pendingCount(memberId);
  }

  /**
   * A recall return: boxes the buyer still holds (at most what it reported on hand, less earlier returns) go back on
   * its orders of the batches, newest order first, each order's share filed as one 召回退货 request priced at what the
   * buyer paid per box (after 满减 and coupons), refunded the way it paid or credited to its 余额 once the shop
   * approves. One transaction, the notice locked: two returns at once cannot give back the same boxes.
   */
  async returnBoxes(memberId: number, noticeId: number, input: RecallReturnInput) {
    return this.repo.transaction(async (tx) => {
      const [n] = await this.repo.notices(memberId, noticeId, tx);
      if (!n) return failure('not_found', '召回通知不存在');
      if (n.acknowledged_at === null) return failure('conflict', '请先确认召回通知并上报在库数量');
      if (input.number > n.returnable) {
        return failure('invalid', n.returnable === 0 ? '没有可退回的数量，请先更新在库数量' : `最多可退回${n.returnable}盒`, 'number');
      }
      let left = input.number;
      const byOrder = new Map<
        number,
        { order_no: string; items: Array<{ order_item_id: number; number: number }>; amount: number; refundable: number }
      >();
      for (const l of await this.repo.returnableLines(tx, memberId, n)) {
        if (left === 0) break;
        const take = Math.min(left, l.shipped);
        if (take <= 0) continue;
        left -= take;
        const o = byOrder.get(l.order_id) ?? { order_no: l.order_no, items: [], amount: 0, refundable: l.refundable };
        o.items.push({ order_item_id: l.order_item_id, number: take });
        o.amount += Math.floor((l.net * take) / l.number);
        byOrder.set(l.order_id, o);
      }
      if (left > 0) return failure('invalid', `已发货的该批号商品中最多还可退回${input.number - left}盒`, 'number');
      const filed = [];
      const reason = `药品召回（${RECALL_CLASS_TEXT[n.class]}）：${n.reason}`.slice(0, 100);
      const description = [`召回批号${n.batch_nos.join('、')}`, RECALL_REFUND_TO[input.refund_to], input.description].filter(Boolean).join('；');
      for (const [orderId, o] of byOrder) {
        const refundAmount = Math.min(o.amount, o.refundable);
        const afterSaleId = await this.ports.fileReturn(tx, {
          orderId,
          memberId,
          reason,
          description,
          items: o.items,
          refundAmount,
          refundTo: input.refund_to,
        });
        await this.repo.insertReturns(
          tx,
          o.items.map((i) => ({ noticeId, orderItemId: i.order_item_id, afterSaleId, number: i.number })),
        );
        filed.push({
          id: afterSaleId,
          order_id: orderId,
          order_no: o.order_no,
          number: o.items.reduce((a, i) => a + i.number, 0),
          refund_amount: refundAmount,
        });
      }
      const [after] = await this.repo.notices(memberId, noticeId, tx);
      return success({ notice: noticeView(after), after_sales: filed });
    });
  }

  /** The regulator's record of a recall (every buyer, notified, acknowledged, on hand, returned) as CSV or xlsx. */
  async exportFile(recallId: number, format: 'csv' | 'xlsx', shopId?: number): Promise<Result<ExportedFile>> {
    const owner = await this.repo.shopOf(recallId);
    if (owner === undefined || (shopId !== undefined && owner !== shopId)) return failure('not_found', '召回记录不存在');
    const [[r], buyers] = await Promise.all([this.repo.list(undefined, recallId), this.repo.exportRows(recallId)]);
    const head = [
      r.id,
      r.approval_no,
      r.goods_name,
      r.batch_nos.join('、'),
      RECALL_CLASS_TEXT[r.class] ?? '',
      r.reason,
      r.source,
      chinaMinute(r.created_at),
    ];
    const now = Date.now();
    const rows = buyers.map((b) => [
      ...head,
      b.company,
      b.contact,
      b.phone,
      b.quantity,
      chinaMinute(b.notified_at),
      chinaMinute(b.deadline),
      b.acknowledged_at ? chinaMinute(b.acknowledged_at) : '',
      b.on_hand ?? '',
      b.returned,
      b.acknowledged_at ? '已确认' : Date.parse(b.deadline) < now ? '逾期未确认' : '待确认',
    ]);
    if (rows.length === 0) rows.push([...head, '（无收货单位）', '', '', 0, '', '', '', '', 0, '']);
    return success(
      await exportTable(format, {
        columns: EXPORT_COLUMNS,
        rows,
        sheet: '召回记录',
        name: `药品召回记录-${r.approval_no}-${r.id}`,
        asciiName: `recall-${r.id}`,
      }),
    );
  }

  /** For payments: the first line of the orders whose batch is recalled, worded for the buyer; null when none. */
  async recalledOrder(tx: Executor | undefined, orderIds: number[]): Promise<string | null> {
    const r = await this.repo.recalledLine(tx, { orderIds });
    return r ? `订单${r.order_no}中的「${r.name}」批号${r.batch_no}已被召回，不能支付，请取消该订单` : null;
  }

  /** For fulfilment: the first of the lines whose batch is recalled, worded for the shipper; null when none. */
  async recalledLines(tx: Executor, orderItemIds: number[]): Promise<string | null> {
    const r = await this.repo.recalledLine(tx, { orderItemIds });
    return r ? `「${r.name}」批号${r.batch_no}已被召回，不能发货` : null;
  }

  /** For the catalogue: a goods whose listed batch is recalled cannot go on sale. */
  recalledGoods(tx: Executor, goodsIds: number[]) {
    return this.repo.recalledGoods(tx, goodsIds);
  }
}
