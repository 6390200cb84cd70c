import type { FlashApplication, FlashApplicationsQuery, FlashSaleBody } from '@yaocai/contract';
import { chinaMinuteInstant, formatYuan } from '@yaocai/contract';
import type { Executor } from '../../db/client.js';
import { refusable, refuse, type Result } from '../../core/http/errors.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import { OTHER_SHOP_GOODS } from '../../shared/shop-scope.js';
import type { FlashApplicationsRepository } from './flash-applications.repository.js';
import type { FlashSalesAdminRepository } from './flash-sales-admin.repository.js';
import type { FlashSalesAdminService } from './flash-sales-admin.service.js';

/**
 * 秒杀申请: the platform runs the 秒杀 sessions, so a merchant's flash sale is an application until an operator approves
 * it. Applying checks what can be checked then (the shop's own goods, on sale, below its price, within its stock);
 * approval saves the flash sale through the console's own save in the same transaction as the decision, so the
 * checks of that moment apply (the goods' stock and another flash sale of it may have changed since).
 */
export class FlashApplicationsService {
  constructor(
    private readonly deps: {
      repo: FlashApplicationsRepository;
      flashRepo: FlashSalesAdminRepository;
      flashSales: FlashSalesAdminService;
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
    },
  ) {}

  async list(q: FlashApplicationsQuery) {
    return { ...(await this.deps.repo.page(q)), page: q.page, page_size: q.page_size };
  }

  apply(actor: Actor & { operatorId: number; operatorName: string }, shop: number, body: FlashSaleBody): Promise<Result<FlashApplication>> {
    const { repo, flashRepo } = this.deps;
    return refusable(() =>
      repo.transaction(async (tx) => {
        if (chinaMinuteInstant(body.ends_at).getTime() <= Date.now()) refuse('结束时间必须晚于当前时间', 'invalid', 'ends_at');
        const g = await flashRepo.goodsFacts(tx, body.goods_id);
        if (!g) refuse('商品不存在', 'invalid', 'goods_id');
        if (g.shop_id !== shop) refuse(OTHER_SHOP_GOODS, 'forbidden', 'goods_id');
        if (g.status !== 'on_sale') refuse('商品未上架，不能参加秒杀', 'invalid', 'goods_id');
        if (body.price >= g.base_price) refuse(`秒杀价必须低于商品原价${formatYuan(g.base_price)}`, 'invalid', 'price');
        if (body.stock > g.stock) refuse(`秒杀库存不能超过商品现有库存${g.stock}件`, 'invalid', 'stock');
        const id = await repo.insert(tx, {
          shopId: shop,
          goodsId: g.id,
          price: body.price,
          stock: body.stock,
          perMemberLimit: body.per_member_limit,
          startsAt: chinaMinuteInstant(body.starts_at),
          endsAt: chinaMinuteInstant(body.ends_at),
          appliedBy: actor.operatorId,
          applicant: actor.operatorName,
        });
        const after = (await repo.row(tx, id))!;
        await this.deps.audit(tx, actor, { action: 'flash.apply', targetId: id, detail: { after } });
        return after;
      }),
    );
  }

  /** The merchant takes back an application still waiting. */
  withdraw(actor: Actor, shop: number, id: number): Promise<Result<FlashApplication>> {
    return this.decide(actor, id, shop, async (tx) => {
      await this.deps.repo.decide(tx, id, { status: 'withdrawn', reason: null, flashSaleId: null, decidedBy: null });
      return 'flash.withdraw';
    });
  }

  approve(actor: Actor & { operatorId: number }, id: number): Promise<Result<FlashApplication>> {
    return this.decide(actor, id, undefined, async (tx, a) => {
      if (chinaMinuteInstant(a.ends_at).getTime() <= Date.now()) refuse('申请的秒杀时段已结束，不能通过');
      const body: FlashSaleBody = {
        goods_id: a.goods_id,
        price: a.price,
        stock: a.stock,
        per_member_limit: a.per_member_limit,
        starts_at: a.starts_at,
        ends_at: a.ends_at,
      };
      const flash = await this.deps.flashSales.saveFlashIn(tx, actor, null, body, a.shop_id);
      await this.deps.repo.decide(tx, id, { status: 'approved', reason: null, flashSaleId: flash.id, decidedBy: actor.operatorId });
      return 'flash.approve';
    });
  }

  reject(actor: Actor & { operatorId: number }, id: number, reason: string): Promise<Result<FlashApplication>> {
    return this.decide(actor, id, undefined, async (tx) => {
      await this.deps.repo.decide(tx, id, { status: 'refused', reason, flashSaleId: null, decidedBy: actor.operatorId });
      return 'flash.refuse';
    });
  }

  /** One decision on a waiting application, under its row lock, with its audit row. `shop`: a merchant's own only. */
  private decide(
    actor: Actor,
    id: number,
    shop: number | undefined,
    act: (tx: Executor, a: FlashApplication) => Promise<string>,
  ): Promise<Result<FlashApplication>> {
    const { repo } = this.deps;
    return refusable(() =>
      repo.transaction(async (tx) => {
        const locked = await repo.lock(tx, id);
        if (!locked || (shop !== undefined && locked.shopId !== shop)) refuse('秒杀申请不存在', 'not_found');
        if (locked.status !== 'pending') refuse('该申请已处理');
        const before = (await repo.row(tx, id))!;
        const action = await act(tx, before);
        const after = (await repo.row(tx, id))!;
        await this.deps.audit(tx, actor, { action, targetId: id, detail: { goods: before.goods_name, before, after } });
        return after;
      }),
    );
  }
}
