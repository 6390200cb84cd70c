import type { AdminCouponView, CouponIssueBody, CouponPreview, CouponPreviewBody, CouponState, CouponTemplateBody } from '@yaocai/contract';
import { chinaMinuteInstant } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { failure, refusable, refuse, success, type Result } from '../../core/http/errors.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import { OTHER_SHOP, outOfShop, type ShopScope } from '../../shared/shop-scope.js';
import { priceCart, sampleCartLines, type FullReductionPromotion } from '../../shared/pricing/index.js';
import type { SampleCartService } from '../catalog/sample-cart.service.js';
import type { CouponsAdminRepository, CouponWrite } from './coupons-admin.repository.js';

function writeOf(body: CouponTemplateBody): CouponWrite {
  const fixed = body.validity === 'fixed';
  return {
    sjlyId: body.shop_id,
    name: body.name,
    threshold: body.threshold,
    amount: body.amount,
    totalCount: body.total_count,
    perMemberLimit: body.per_member_limit,
    claimStartsAt: chinaMinuteInstant(body.claim_starts_at),
    claimEndsAt: chinaMinuteInstant(body.claim_ends_at),
    validFrom: fixed ? chinaMinuteInstant(body.valid_from!) : null,
    validTo: fixed ? chinaMinuteInstant(body.valid_to!) : null,
    validDays: fixed ? null : body.valid_days!,
  };
}

/**
 * The console's coupon templates and issuing. What a coupon gives (shop, threshold, amount, validity) is fixed once
 * any is out — members hold it on those terms; the name, stock (never below what is out), per-member limit and claim
 * window may still change. Issuing takes from the same stock as claiming, under the template's row lock, so the two
 * never over-issue together; each write and its audit row are one transaction.
 */
export class CouponsAdminService {
  constructor(
    private readonly deps: {
      database: Database;
      repo: CouponsAdminRepository;
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
      sampleCart: SampleCartService;
      /** The shops' running 满减 as the cart prices with them (read by the promotions module). */
      fullReductions: (shopIds: number[]) => Promise<Map<number, FullReductionPromotion>>;
    },
  ) {}

  /**
   * A sample cart priced through the cart's engine with the shops' running 满减 and the draft coupon: the coupon counts
   * the lines after 满减 (a shop coupon only its shop's), as the cart does, before anything is saved.
   */
  async preview(b: CouponPreviewBody, shop?: ShopScope): Promise<Result<CouponPreview>> {
    if (outOfShop(shop, b.shop_id)) return failure('forbidden', OTHER_SHOP, 'shop_id');
    const facts = await this.deps.sampleCart.facts(b.lines.map((l) => l.goods_id));
    const missing = b.lines.find((l) => !facts.has(l.goods_id));
    if (missing) return failure('invalid', `样例商品不存在：${missing.goods_id}`, 'lines');
    const lines = sampleCartLines(facts, b.lines);
    const now = Date.now();
    const priced = priceCart({
      lines,
      promotions: await this.deps.fullReductions([...new Set(lines.map((l) => l.shop_id))]),
      coupons: [{ id: 0, sjly_id: b.shop_id, threshold: b.threshold, amount: b.amount, start: now - 1, end: now + 1 }],
      now,
    });
    const byId = new Map(priced.shops.flatMap((s) => s.lines).map((l) => [l.id, l]));
    const option = priced.coupons[0]!;
    const discount = option.applicable ? option.discount : 0;
    return success({
      lines: lines.map((l) => {
        const p = byId.get(l.id)!;
        const g = facts.get(l.goods_id)!;
        const inScope = b.shop_id === 0 || g.shop_id === b.shop_id;
        return {
          goods_id: g.id,
          name: g.name,
          spec: g.spec,
          shop: g.shop,
          number: p.number,
          price: p.price,
          amount: p.counted ? p.amount : 0,
          manjian: p.goods_manjian_amount,
          eligible: p.counted && inScope,
          note: p.deselect_reason ?? (inScope ? '' : '非本店商品，不计入'),
        };
      }),
      eligible_total: option.eligible_total,
      shortfall: option.shortfall,
      applicable: option.applicable,
      reason: option.reason,
      discount,
      total_before: priced.selected_total,
      total_after: priced.selected_total - discount,
    });
  }

  list(q: { shop_id?: number; state?: CouponState; keyword?: string; page: number; page_size: number }) {
    return this.deps.repo.page(q).then((r) => ({ ...r, page: q.page, page_size: q.page_size }));
  }

  async one(id: number, shop?: ShopScope): Promise<Result<AdminCouponView>> {
    const row = await this.deps.repo.one(this.deps.database.db, id);
    return row && !outOfShop(shop, row.shop_id) ? success(row) : failure('not_found', '优惠券不存在');
  }

  async save(actor: Actor, id: number | null, body: CouponTemplateBody, shop?: ShopScope): Promise<Result<AdminCouponView>> {
    const { repo, database } = this.deps;
    if (outOfShop(shop, body.shop_id)) return failure('forbidden', OTHER_SHOP, 'shop_id');
    if (body.shop_id !== 0 && !(await repo.shopExists(body.shop_id))) return failure('invalid', '店铺不存在', 'shop_id');
    const values = writeOf(body);
    return refusable(() =>
      database.db.transaction(async (tx) => {
        const before = id === null ? null : await repo.one(tx, id, true);
        if (id !== null && (!before || outOfShop(shop, before.shop_id))) refuse('优惠券不存在', 'not_found');
        if (before) {
          if (body.total_count < before.claimed_count) refuse(`发放总量不能少于已领取的${before.claimed_count}张`, 'invalid', 'total_count');
          if ((await repo.heldCount(tx, before.id)) > 0) {
            const terms = (v: CouponWrite) =>
              JSON.stringify([v.sjlyId, v.threshold, v.amount, v.validFrom?.getTime(), v.validTo?.getTime(), v.validDays]);
            const held = {
              sjlyId: before.shop_id,
              threshold: before.threshold,
              amount: before.amount,
              validFrom: before.valid_from ? chinaMinuteInstant(before.valid_from) : null,
              validTo: before.valid_to ? chinaMinuteInstant(before.valid_to) : null,
              validDays: before.valid_days,
            } as CouponWrite;
            if (terms(values) !== terms(held)) refuse('已有会员持有该券，适用店铺、门槛、金额与有效期不能再修改', 'conflict');
          }
        }
        const couponId = id ?? (await repo.insert(tx, values));
        if (id !== null) await repo.update(tx, id, values);
        const after = (await repo.one(tx, couponId))!;
        await this.deps.audit(tx, actor, {
          action: id === null ? 'coupon.create' : 'coupon.update',
          targetId: couponId,
          detail: { name: after.name, before, after },
        });
        return after;
      }),
    );
  }

  end(actor: Actor, id: number, shop?: ShopScope): Promise<Result<AdminCouponView>> {
    const { repo, database } = this.deps;
    return refusable(() =>
      database.db.transaction(async (tx) => {
        const before = await repo.one(tx, id, true);
        if (!before || outOfShop(shop, before.shop_id)) refuse('优惠券不存在', 'not_found');
        if (before.state === 'ended') refuse('优惠券领取已结束');
        await repo.end(tx, id);
        const after = (await repo.one(tx, id))!;
        await this.deps.audit(tx, actor, { action: 'coupon.end', targetId: id, detail: { name: after.name, before, after } });
        return after;
      }),
    );
  }

  /**
   * Gives one coupon to each member named (or of the group) who may still hold one more: approved, enabled, under
   * the per-member limit. All of them or none: when the stock left is short, nothing is issued.
   */
  async issue(actor: Actor, id: number, body: CouponIssueBody): Promise<Result<{ issued: number; skipped: number }>> {
    const { repo, database } = this.deps;
    if (body.target === 'members') {
      const unknown = await repo.unknownMembers(body.member_ids!);
      if (unknown.length) return failure('invalid', `会员不存在：${unknown.join('、')}`, 'member_ids');
    }
    return refusable(() =>
      database.db.transaction(async (tx) => {
        const coupon = await repo.one(tx, id, true);
        if (!coupon) refuse('优惠券不存在', 'not_found');
        if (coupon.state === 'ended') refuse('优惠券已结束，不能发放');
        const who =
          body.target === 'members' ? { memberIds: [...new Set(body.member_ids)] } : { companyType: body.company_type, province: body.province };
        const recipients = await repo.recipients(tx, id, coupon.per_member_limit, who);
        const asked = body.target === 'members' ? who.memberIds!.length : recipients.length;
        if (recipients.length === 0) refuse('没有可发放的会员（未通过审核、已停用或已达每人限领数量）', 'invalid', 'target');
        const left = coupon.total_count - coupon.claimed_count;
        if (!(await repo.take(tx, id, recipients.length))) refuse(`库存不足：剩余${left}张，需发放${recipients.length}张`, 'conflict');
        await repo.issue(tx, id, recipients);
        const result = { issued: recipients.length, skipped: asked - recipients.length };
        await this.deps.audit(tx, actor, {
          action: 'coupon.issue',
          targetId: id,
          detail: {
            name: coupon.name,
            target: body.target,
            group: body.target === 'group' ? who : undefined,
            ...result,
            members: recipients.slice(0, 500),
          },
        });
        return result;
      }),
    );
  }
}
