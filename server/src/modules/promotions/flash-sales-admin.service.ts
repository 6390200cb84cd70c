import type { AdminDailySpecial, AdminFlashSale, AdminFlashSalesQuery, DailySpecialBody, FlashSaleBody } from '@yaocai/contract';
import { chinaDay, chinaMinuteInstant, formatYuan } from '@yaocai/contract';
import type { Executor } from '../../db/client.js';
import { failure, refusable, refuse, success, type Result } from '../../core/http/errors.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import type { FlashSalesAdminRepository } from './flash-sales-admin.repository.js';

/**
 * 秒杀 and 每日特价 in the console, checked at save as the cart relies on them: a goods on sale, a price below its own,
 * a flash stock within the goods' stock and never below what is sold, one flash sale of a goods at a time (checked
 * under the goods' row lock), one special per goods and day. Every write and its audit row are one transaction.
 */
export class FlashSalesAdminService {
  constructor(
    private readonly deps: {
      repo: FlashSalesAdminRepository;
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
    },
  ) {}

  flashSales(q: AdminFlashSalesQuery) {
    return this.deps.repo.flashPage(q).then((r) => ({ ...r, page: q.page, page_size: q.page_size }));
  }

  /** A flash sale of a shop's goods (`shop`: a merchant's); another shop's is not found. */
  async flashOf(id: number, shop?: number): Promise<Result<AdminFlashSale>> {
    const row = await this.deps.repo.flash(this.deps.repo.executor, id);
    return row && (shop === undefined || row.shop_id === shop) ? success(row) : failure('not_found', '秒杀活动不存在');
  }

  saveFlash(actor: Actor, id: number | null, body: FlashSaleBody): Promise<Result<AdminFlashSale>> {
    return refusable(() => this.deps.repo.transaction((tx) => this.saveFlashIn(tx, actor, id, body)));
  }

  /**
   * Within the caller's transaction (a merchant's application approved saves through here): refuses by `refuse`.
   * `shop`: the goods must be that shop's.
   */
  async saveFlashIn(tx: Executor, actor: Actor, id: number | null, body: FlashSaleBody, shop?: number): Promise<AdminFlashSale> {
    const { repo } = this.deps;
    const values = {
      goodsId: body.goods_id,
      price: body.price,
      stock: body.stock,
      perMemberLimit: body.per_member_limit,
      startsAt: chinaMinuteInstant(body.starts_at),
      endsAt: chinaMinuteInstant(body.ends_at),
    };
    const before = id === null ? null : await repo.flash(tx, id, true);
    if (id !== null && !before) refuse('秒杀活动不存在', 'not_found');
    if (before?.state === 'ended') refuse('秒杀已结束，不能修改');
    if (before && before.sold > 0 && before.goods_id !== body.goods_id) refuse('已有成交，不能更换秒杀商品', 'invalid', 'goods_id');
    const g = await repo.goodsFacts(tx, body.goods_id);
    if (!g || (shop !== undefined && g.shop_id !== shop)) refuse('商品不存在', 'invalid', 'goods_id');
    if (g.status !== 'on_sale') refuse('商品未上架，不能参加秒杀', 'invalid', 'goods_id');
    if (body.price >= g.base_price) refuse(`秒杀价必须低于商品原价${formatYuan(g.base_price)}`, 'invalid', 'price');
    if (before && body.stock < before.sold) refuse(`秒杀库存不能少于已售的${before.sold}件`, 'invalid', 'stock');
    if (body.stock - (before?.sold ?? 0) > g.stock) refuse(`秒杀库存不能超过商品现有库存${g.stock}件`, 'invalid', 'stock');
    const clash = await repo.overlapping(tx, g.id, values.startsAt, values.endsAt, id);
    if (clash) refuse(`该商品在此时段已有秒杀（ID ${clash}）`, 'conflict');
    const flashId = id ?? (await repo.insertFlash(tx, values));
    if (id !== null) await repo.updateFlash(tx, id, values);
    const after = (await repo.flash(tx, flashId))!;
    await this.deps.audit(tx, actor, { action: id === null ? 'flash.create' : 'flash.update', targetId: flashId, detail: { before, after } });
    return after;
  }

  /** Ends a flash sale now (`shop`: a merchant ends its own shop's only). */
  endFlash(actor: Actor, id: number, shop?: number): Promise<Result<AdminFlashSale>> {
    const { repo } = this.deps;
    return refusable(() =>
      repo.transaction(async (tx) => {
        const before = await repo.flash(tx, id, true);
        if (!before || (shop !== undefined && before.shop_id !== shop)) refuse('秒杀活动不存在', 'not_found');
        if (before.state === 'ended') refuse('秒杀已结束');
        await repo.endFlash(tx, id);
        const after = (await repo.flash(tx, id))!;
        await this.deps.audit(tx, actor, { action: 'flash.end', targetId: id, detail: { before, after } });
        return after;
      }),
    );
  }

  /** One China day's specials (default: today), the newest first. */
  specials(day?: string): Promise<AdminDailySpecial[]> {
    return this.deps.repo.specials(day ?? chinaDay(new Date()));
  }

  addSpecial(actor: Actor, body: DailySpecialBody): Promise<Result<AdminDailySpecial[]>> {
    const { repo } = this.deps;
    if (body.day < chinaDay(new Date())) return Promise.resolve(failure('invalid', '不能为过去的日期设置特价', 'day'));
    return refusable(async () => {
      await repo.transaction(async (tx) => {
        const g = await repo.goodsFacts(tx, body.goods_id);
        if (!g) refuse('商品不存在', 'invalid', 'goods_id');
        if (g.status !== 'on_sale') refuse('商品未上架，不能设为特价', 'invalid', 'goods_id');
        if (body.price >= g.base_price) refuse(`特价必须低于商品原价${formatYuan(g.base_price)}`, 'invalid', 'price');
        const id = await repo.insertSpecial(tx, { goodsId: g.id, day: body.day, price: body.price });
        if (id === null) refuse('该商品当天已有特价', 'invalid', 'day');
        await this.deps.audit(tx, actor, { action: 'special.create', targetId: id, detail: { goods: g.name, day: body.day, price: body.price } });
      });
      return this.specials(body.day);
    });
  }

  removeSpecial(actor: Actor, id: number): Promise<Result<{ id: number }>> {
    const { repo } = this.deps;
    return refusable(() =>
      repo.transaction(async (tx) => {
        const before = await repo.special(tx, id);
        if (!before) refuse('特价不存在', 'not_found');
        if (before.day < chinaDay(new Date())) refuse('已过去的特价是成交记录，不能删除');
        await repo.deleteSpecial(tx, id);
        await this.deps.audit(tx, actor, { action: 'special.delete', targetId: id, detail: { before } });
        return { id };
      }),
    );
  }
}
