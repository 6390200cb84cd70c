import type { CouponView } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { Executor } from '../../db/client.js';
import { formatFen, type CouponInput } from '../../shared/pricing/index.js';
import type { CouponTemplateRow, CouponsRepository, HeldCouponRow } from './coupons.repository.js';

const DAY_MS = 86_400_000;
const yuan = (fen: number) => formatFen(fen).replace(/\.00$/, '');

/** Template facts as the buyer reads them; held coupons add their instance, validity and status. */
export function couponView(t: CouponTemplateRow | HeldCouponRow, now: number): CouponView {
  const held = 'member_coupon_id' in t ? t : null;
  const heldCount = held ? 1 : (t as CouponTemplateRow).held;
  const from = held ? held.mc_from_ms : (t.valid_from_ms ?? now);
  const to = held ? held.mc_to_ms : (t.valid_to_ms ?? now + (t.valid_days ?? 0) * DAY_MS);
  return {
    id: t.id,
    member_coupon_id: held?.member_coupon_id ?? null,
    sjly_id: t.sjly_id,
    shop_name: t.sjly_id === 0 ? '平台' : (t.shop_name ?? ''),
    name: t.name,
    threshold: t.threshold,
    amount: t.amount,
    condition_text: t.threshold === 0 ? '无门槛' : `满${yuan(t.threshold)}元可用`,
    scope_text: t.sjly_id === 0 ? '全平台通用（部分商品除外）' : `仅限${t.shop_name ?? ''}店铺商品使用`,
    valid_from: new Date(from).toISOString(),
    valid_to: new Date(to).toISOString(),
    status: held ? (held.status === 1 ? 1 : held.mc_to_ms <= now ? 2 : 0) : null,
    claimed: heldCount,
    can_claim: !held && t.claimed_count < t.total_count && heldCount < t.per_member_limit && t.claim_ends_ms > now,
    claimed_percent: Math.min(100, Math.floor((t.claimed_count * 100) / Math.max(1, t.total_count))),
  };
}

/** A held coupon as the pricing engine's input: its member-coupon id, source, threshold and validity. */
export function couponInput(h: HeldCouponRow): CouponInput {
  return { id: h.member_coupon_id, sjly_id: h.sjly_id, threshold: h.threshold, amount: h.amount, start: h.mc_from_ms, end: h.mc_to_ms };
}

export type ClaimFailure = 'not_found' | 'conflict';

/** Coupon templates, claiming, and the coupons a member holds. */
export class CouponsService {
  constructor(private readonly repo: CouponsRepository) {}

  /** Uses the chosen coupons for a checkout submission, in its transaction; how many were still usable. */
  useFor(tx: Executor, memberId: number, ids: number[], submissionId: number, now: Date) {
    return ids.length === 0 ? Promise.resolve(0) : this.repo.useFor(tx, memberId, ids, submissionId, now);
  }

  /** Gives a cancelled submission's coupons back. */
  releaseSubmission(tx: Executor, submissionId: number) {
    return this.repo.releaseSubmission(tx, submissionId);
  }

  /** GET /api/user/availableCoupon (/lqzx): type 0 all, 1 platform, 2 merchant. */
  async centre(memberId: number | null, type: 0 | 1 | 2, page: number, pageSize: number, now = new Date()) {
    const { rows, total } = await this.repo.claimable({ kind: type }, memberId, now, { limit: pageSize, offset: (page - 1) * pageSize });
    return { list: rows.map((r) => couponView(r, now.getTime())), total, page, page_size: pageSize };
  }

  /** GET /api/sjly-coupon?id=shop: the coupons a merchant offers now. */
  async ofShop(memberId: number | null, shopId: number, now = new Date()) {
    const { rows } = await this.repo.claimable({ sjlyIds: [shopId] }, memberId, now);
    return rows.map((r) => couponView(r, now.getTime()));
  }

  /** Claimable templates of some sources (cart 领券), member counts included. */
  async claimableOf(memberId: number, sjlyIds: number[] | undefined, now = new Date()) {
    const { rows } = await this.repo.claimable({ sjlyIds }, memberId, now);
    return rows.map((r) => couponView(r, now.getTime()));
  }

  /** These templates, where they can be claimed now (activity pages), with the viewer's claims counted. */
  async claimableByIds(memberId: number | null, ids: number[], now = new Date()) {
    if (ids.length === 0) return [];
    const { rows } = await this.repo.claimable({ ids }, memberId, now);
    return rows.map((r) => couponView(r, now.getTime()));
  }

  /** When the coupon side of a cart priced at `now` next changes by time alone (epoch ms; null: never). */
  nextWindowChange(memberId: number, now: Date) {
    return this.repo.nextWindowChange(memberId, now);
  }

  usable(memberId: number, now = new Date(), sjlyIds?: number[]) {
    return this.repo.usable(memberId, now, sjlyIds);
  }

  /**
   * POST /api/v1/cart/lq-coupon: one claim in one transaction — the template's stock is taken by a conditional update
   * (never over-issued), then the member's limit is checked; over the limit rolls the take back.
   */
  async claim(memberId: number, couponId: number, now = new Date()): Promise<Result<CouponView, ClaimFailure>> {
    const LIMIT = Symbol('limit');
    try {
      const view = await this.repo.transaction(async (tx) => {
        const t = await this.repo.takeOne(tx, couponId, now);
        if (!t) return null;
        const held = await this.repo.heldCount(tx, memberId, couponId);
        if (held >= t.per_member_limit) throw LIMIT;
        const from = t.valid_days ? now.getTime() : t.valid_from_ms!;
        const to = t.valid_days ? now.getTime() + t.valid_days * DAY_MS : t.valid_to_ms!;
        const id = await this.repo.insertHeld(tx, memberId, couponId, new Date(from), new Date(to));
        return couponView({ ...t, member_coupon_id: id, status: 0, mc_from_ms: from, mc_to_ms: to }, now.getTime());
      });
      if (view) return success(view);
    } catch (e) {
      if (e !== LIMIT) throw e;
      return failure('conflict', '您已领取过该优惠券');
    }
    const t = await this.repo.template(couponId);
    if (!t) return failure('not_found', '优惠券不存在');
    if (!t.started) return failure('conflict', '优惠券领取活动未开始');
    if (t.ended) return failure('conflict', '优惠券领取已结束');
    return failure('conflict', '优惠券已领完');
  }

  /** GET /api/user/coupon (/yhq). */
  /** A coupon given as a prize inside the caller's transaction (lands in /yhq like a claimed one). */
  grantIn(tx: Executor, memberId: number, couponId: number) {
    return this.repo.grant(tx, memberId, couponId);
  }

  async mine(memberId: number, q: { status: number; type: number; page: number; page_size: number }, now = new Date()) {
    const { rows, total } = await this.repo.held(memberId, q.status as 0 | 1 | 2, q.type as 0 | 1 | 2, now, q.page_size, (q.page - 1) * q.page_size);
    return { list: rows.map((r) => couponView(r, now.getTime())), total, page: q.page, page_size: q.page_size };
  }

  counts(memberId: number, now = new Date()) {
    return this.repo.counts(memberId, now);
  }
}

export type { HeldCouponRow } from './coupons.repository.js';
