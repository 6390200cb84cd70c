import { RECALL_CLASS_TEXT, RECALL_DEADLINE_DAYS, splitBatchNos, type RecallNoticeView, type RecallView } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../shared/actor.js';
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
}

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

const noticeView = ({ class: cls, ...n }: RecallNoticeRow): RecallNoticeView => ({ ...n, class_text: RECALL_CLASS_TEXT[cls] ?? '' });

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
    if (!(await this.repo.acknowledge(memberId, noticeId, onHand))) return failure('not_found', '召回通知不存在');
    const [n] = await this.repo.notices(memberId, noticeId);
    return success(noticeView(n));
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
