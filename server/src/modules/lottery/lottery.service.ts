import { randomInt } from 'node:crypto';
import { failure, success, type Result, refuse, refusable } from '../../core/http/errors.js';
import type { Executor } from '../../db/client.js';
import type { CouponsService } from '../coupons/coupons.service.js';
import type { PointsLedger } from '../points/points-ledger.js';
import type { PointsService } from '../points/points.service.js';
import type { ActivityRow, LotteryRepository, PrizeRow } from './lottery.repository.js';

const prizeView = (p: PrizeRow) => ({ id: p.id, name: p.name, remarks: p.remarks, kind: p.kind });
const NOT_OPEN = '活动暂未开始';

/** 张** : a winner's company shown to others by its first character only. */
export const maskCompany = (company: string) => `${[...company][0] ?? ''}**`;

/** Picks by weight among the candidates with `randomInt` (server side only; the client never chooses). */
export function pickByWeight<T extends { weight: number }>(candidates: T[], rand: (max: number) => number = randomInt): T | null {
  const total = candidates.reduce((a, c) => a + c.weight, 0);
  if (total <= 0) return null;
  let r = rand(total);
  for (const c of candidates) {
    if (r < c.weight) return c;
    r -= c.weight;
  }
  return null;
}

export interface LotteryDeps {
  repo: LotteryRepository;
  coupons: CouponsService;
  ledger: PointsLedger;
  points: PointsService;
}

/**
 * The lottery (spec §4, §7): the server decides the odds, the prize stock and the member's allowance in one
 * transaction, and delivers the prize in it — a coupon to /yhq, points to the points log, a gift as a points order.
 */
export class LotteryService {
  constructor(private readonly d: LotteryDeps) {}

  private async activityView(a: ActivityRow) {
    const prizes = await this.d.repo.prizes(a.id);
    return { ...a, prizes: prizes.map(prizeView) };
  }

  /** GET /api/draw/{id}/activity: an open activity and its prizes. */
  async activity(id: number | undefined, now = new Date()) {
    const a = await this.d.repo.open(id, now);
    if (!a) return failure('not_found', NOT_OPEN);
    return success(await this.activityView(a));
  }

  /** GET /api/draw/simple: the open activity and whether the member has joined (used every draw). */
  async simple(memberId: number, id: number | undefined, now = new Date()) {
    const a = await this.d.repo.open(id, now);
    if (!a) return { id: null, name: '', is_join: 1, remaining: 0 };
    const remaining = Math.max(0, a.draws_per_member - (await this.d.repo.used(a.id, memberId)));
    return { id: a.id, name: a.name, is_join: remaining === 0 ? 1 : 0, remaining };
  }

  /** POST /api/draw: one draw. */
  async draw(memberId: number, id: number | undefined, now = new Date()) {
    const address = await this.d.points.prizeAddress(memberId);
    const done = await refusable(() =>
      this.d.repo.transaction(async (tx) => {
        const a = await this.d.repo.open(id, now, tx);
        if (!a) refuse(NOT_OPEN);
        const used = await this.d.repo.takeDraw(tx, a.id, memberId, a.draws_per_member);
        if (used === null) refuse('您的抽奖次数已用完');
        const prize = await this.choose(tx, a.id);
        const recordId = await this.d.repo.insertRecord(tx, { activityId: a.id, memberId, prize });
        await this.deliver(tx, memberId, prize, recordId, address);
        return { record_id: recordId, prize: prizeView(prize), remaining: a.draws_per_member - used };
      }),
    );
    if (!done.ok) return done;
    const out = done.value;
    return success(out);
  }

  /** Weighted choice among prizes in stock; a prize taken meanwhile is dropped and the choice repeats. */
  private async choose(tx: Executor, activityId: number): Promise<PrizeRow> {
    let candidates = (await this.d.repo.prizes(activityId, tx)).filter((p) => p.weight > 0 && (p.kind === 'none' || p.stock > 0));
    for (;;) {
      const p = pickByWeight(candidates);
      if (!p) refuse('奖品已抽完，活动已结束');
      if (p.kind === 'none' || (await this.d.repo.takePrize(tx, p.id))) return p;
      candidates = candidates.filter((c) => c.id !== p.id);
    }
  }

  private async deliver(tx: Executor, memberId: number, p: PrizeRow, recordId: number, address: Awaited<ReturnType<PointsService['prizeAddress']>>) {
    if (p.kind === 'coupon' && p.coupon_id) await this.d.coupons.grantIn(tx, memberId, p.coupon_id);
    if (p.kind === 'points' && p.points > 0) await this.d.ledger.change(tx, memberId, p.points, 'lottery', `draw:${recordId}`, `抽奖获得${p.name}`);
    if (p.kind === 'goods' && p.points_goods_id)
      await this.d.points.createOrder(tx, memberId, { id: p.points_goods_id, name: p.name }, 1, 0, 'lottery', address);
  }

  /** GET /api/draw/new_record: the latest wins, names masked. */
  async latest(id: number | undefined, now = new Date()) {
    const a = await this.d.repo.open(id, now);
    if (!a) return [];
    return (await this.d.repo.latest(a.id, 20)).map((r) => ({ ...r, company: maskCompany(r.company) }));
  }

  async records(memberId: number, q: { page: number; page_size: number }) {
    const { rows, total } = await this.d.repo.records(memberId, q.page_size, (q.page - 1) * q.page_size);
    return { list: rows, total, page: q.page, page_size: q.page_size };
  }

  ads() {
    return this.d.repo.ads();
  }

  /** Operator: the odds and stock of a prize. */
  async setPrize(op: { id: number; username: string }, id: number, body: { weight: number; stock: number }): Promise<Result<null>> {
    if (!(await this.d.repo.setPrize(op, id, body.weight, body.stock))) return failure('not_found', '奖品不存在');
    return success(null);
  }

  adminActivities() {
    return this.d.repo.adminActivities();
  }

  async adminPrizes(activityId: number) {
    if (!(await this.d.repo.exists(activityId))) return failure('not_found', '抽奖活动不存在');
    return success(await this.d.repo.prizes(activityId));
  }
}
