import { randomInt } from 'node:crypto';
import { POINTS_ORDER_STATUS_NAMES, type PointsOrderView } from '@yaocai/contract';
import { failure, success, type Result, refuse, refusable } from '../../core/http/errors.js';
import type { Executor } from '../../db/client.js';
import type { AddressesService } from '../addresses/addresses.service.js';
import { InsufficientPoints, type PointsLedger } from './points-ledger.js';
import type { PointsGoodsRow, PointsOrderRow, PointsRepository } from './points.repository.js';

/** A refusal inside the exchange transaction; everything rolls back and the member sees the message. */

export const giftImage = (goodsId: number) => `/media/gift/${goodsId}.svg`;
const orderNo = () => `JF${Date.now()}${String(randomInt(0, 10_000)).padStart(4, '0')}`;

const goodsView = (g: PointsGoodsRow) => ({ ...g, image: giftImage(g.id) });
const orderView = (o: PointsOrderRow): PointsOrderView => {
  const { member_id: _m, ...rest } = o;
  return { ...rest, image: giftImage(o.goods_id), status_text: POINTS_ORDER_STATUS_NAMES[o.status] ?? '' };
};

type Address = PointsOrderRow['address'];

/**
 * Points (balance, log) and the points mall (/jfsc, /jfdd): an exchange takes stock and points and creates the points
 * order in one transaction — never oversold, never a negative balance, the per-member limit holding under concurrency.
 */
export class PointsService {
  constructor(
    private readonly repo: PointsRepository,
    private readonly ledger: PointsLedger,
    private readonly addresses: AddressesService,
  ) {}

  async summary(memberId: number) {
    const [points, perYuan] = await Promise.all([this.ledger.balance(memberId), this.repo.transaction((tx) => this.ledger.pointsPerYuan(tx))]);
    return { points, points_per_yuan: perYuan };
  }

  async log(memberId: number, q: { page: number; page_size: number }) {
    const { rows, total } = await this.repo.log(memberId, q.page_size, (q.page - 1) * q.page_size);
    return { list: rows, total, page: q.page, page_size: q.page_size };
  }

  async goodsPage(q: { page: number; page_size: number }) {
    const { rows, total } = await this.repo.goodsPage(q.page_size, (q.page - 1) * q.page_size);
    return { list: rows.map(goodsView), total, page: q.page, page_size: q.page_size };
  }

  async goodsDetail(id: number, memberId: number | null) {
    const g = await this.repo.goods(id);
    if (!g) return failure('not_found', '积分商品不存在或已下架');
    const [exchanged, mine] = memberId ? await Promise.all([this.repo.exchanged(memberId, id), this.ledger.balance(memberId)]) : [0, null];
    return success({ ...goodsView(g), exchanged, my_points: mine });
  }

  async exchange(memberId: number, body: { goods_id: number; number: number; address_id: number }): Promise<Result<PointsOrderView>> {
    const address = await this.addresses.get(memberId, body.address_id);
    if (!address.ok) return failure('invalid', '收货地址不存在', 'address_id');
    const to = { consignee: address.value.consignee, phone: address.value.phone, full_address: address.value.full_address };
    const done = await refusable(
      () =>
        this.repo.transaction(async (tx) => {
          const balance = await this.repo.lockBalance(tx, memberId);
          const g = await this.repo.goods(body.goods_id, tx);
          if (!g) refuse('积分商品不存在或已下架');
          if (g.per_member_limit > 0 && (await this.repo.exchanged(memberId, g.id, tx)) + body.number > g.per_member_limit) {
            refuse(`该商品每人限兑${g.per_member_limit}件`);
          }
          const cost = g.points * body.number;
          if ((balance ?? 0) < cost) throw new InsufficientPoints('积分不足');
          return this.createOrder(tx, memberId, g, body.number, cost, 'exchange', to);
        }),
      (err) => (err instanceof InsufficientPoints ? failure('conflict', '积分不足，无法兑换') : undefined),
    );
    if (!done.ok) return done;
    const id = done.value;
    return success(orderView((await this.repo.order(id, memberId))!));
  }

  /**
   * A points order inside the caller's transaction: stock first (conditional), then the points (none for a lottery
   * prize). Refuses (rolls back) when out of stock, InsufficientPoints when the balance is short.
   */
  async createOrder(
    tx: Executor,
    memberId: number,
    g: Pick<PointsGoodsRow, 'id' | 'name'>,
    n: number,
    cost: number,
    source: 'exchange' | 'lottery',
    to: Address,
  ): Promise<number> {
    // A lottery prize's own stock already counted it; an exchange takes the gift's stock.
    if (source === 'exchange' && !(await this.repo.takeStock(tx, g.id, n))) refuse('库存不足，已兑完');
    const no = orderNo();
    if (cost > 0) await this.ledger.change(tx, memberId, -cost, 'exchange', `points_order:${no}`, `兑换${g.name}×${n}`);
    return this.repo.insertOrder(tx, { orderNo: no, memberId, goodsId: g.id, goodsName: g.name, number: n, points: cost, source, address: to });
  }

  /** Where a won gift goes: the member's default delivery address, else the registered company address. */
  async prizeAddress(memberId: number): Promise<Address> {
    const a = await this.addresses.defaultOf(memberId);
    return a ? { consignee: a.consignee, phone: a.phone, full_address: a.full_address } : this.repo.companyAddress(memberId);
  }

  async orders(memberId: number | undefined, q: { page: number; page_size: number; status?: number }) {
    const { rows, total } = await this.repo.orders({ memberId, status: q.status }, q.page_size, (q.page - 1) * q.page_size);
    return { list: rows.map(orderView), total, page: q.page, page_size: q.page_size };
  }

  async order(memberId: number | undefined, id: number): Promise<Result<PointsOrderView>> {
    const o = await this.repo.order(id, memberId);
    return o ? success(orderView(o)) : failure('not_found', '积分订单不存在');
  }

  /** Operator: ships a points order once, with the carrier and tracking number; the member gets a message. */
  async ship(op: { id: number; username: string }, id: number, body: { carrier: string; tracking_no: string }): Promise<Result<PointsOrderView>> {
    const o = await this.repo.order(id);
    if (!o) return failure('not_found', '积分订单不存在');
    const shipped = await this.repo.transaction(async (tx) => {
      if (!(await this.repo.ship(tx, id, body.carrier, body.tracking_no))) return false;
      await this.repo.audit(tx, op, 'points_order.ship', o.member_id, id, body);
      await this.repo.notify(
        tx,
        o.member_id,
        '积分订单已发货',
        `您的积分订单${o.order_no}（${o.goods_name}）已发货，${body.carrier} 运单号 ${body.tracking_no}。`,
      );
      return true;
    });
    if (!shipped) return failure('conflict', '积分订单已发货');
    return success(orderView((await this.repo.order(id))!));
  }

  /** Operator: activity points, once per ref. */
  async award(
    op: { id: number; username: string },
    body: { member_id: number; points: number; ref: string; reason: string },
  ): Promise<Result<{ points: number }>> {
    if (!(await this.repo.memberExists(body.member_id))) return failure('invalid', '会员不存在', 'member_id');
    const booked = await this.repo.transaction(async (tx) => {
      const ok = await this.ledger.change(tx, body.member_id, body.points, 'activity', body.ref, body.reason);
      if (ok) await this.repo.audit(tx, op, 'points.award', body.member_id, body.member_id, body);
      return ok;
    });
    if (!booked) return failure('conflict', '该活动积分已发放');
    return success({ points: await this.ledger.balance(body.member_id) });
  }
}
