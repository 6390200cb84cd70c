import type { Executor } from '../../db/client.js';
import type { StockService } from '../catalog/stock.service.js';
import type { CouponsService } from '../coupons/coupons.service.js';
import type { PromotionsService } from '../promotions/promotions.service.js';
import type { OrdersRepository, ShippedLines } from './orders.repository.js';

/**
 * Giving back what an order took, inside the transaction that cancels, refunds or takes back its goods: stock to the
 * warehouse it left (catalog), flash-sale units (promotions), the submission's coupons (coupons), each move recorded as
 * a stock movement of the order.
 */
export class Reservations {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly stock: StockService,
    private readonly promotions: Pick<PromotionsService, 'unsellFlash'>,
    private readonly coupons: Pick<CouponsService, 'releaseSubmission'>,
  ) {}

  /** Everything the order still holds reserved goes back, with a release movement each. */
  async release(tx: Executor, orderId: number) {
    const reserved = await this.repo.reservedBy(tx, orderId);
    for (const r of reserved) {
      await this.stock.put(tx, r.goods_id, r.ck_id, r.n);
      if (r.flash_sale_id) await this.promotions.unsellFlash(tx, r.flash_sale_id, r.n);
    }
    await this.repo.addMovements(
      tx,
      reserved.map((r) => ({ goodsId: r.goods_id, ckId: r.ck_id, flashSaleId: r.flash_sale_id, orderId, change: r.n, reason: 'release' })),
    );
  }

  /** When every order of the submission is cancelled, its coupons become usable again. */
  async releaseCoupons(tx: Executor, submissionId: number) {
    if (await this.repo.allCancelled(tx, submissionId)) await this.coupons.releaseSubmission(tx, submissionId);
  }

  /** Returned goods back on the shelf of the warehouse they left, with a return movement. */
  async takeBack(tx: Executor, orderId: number, items: ShippedLines) {
    const from = new Map(
      (
        await this.repo.linesFrom(
          tx,
          orderId,
          items.map((i) => i.order_item_id),
        )
      ).map((l) => [l.id, l]),
    );
    const moves = items.flatMap((i) => {
      const line = from.get(i.order_item_id);
      return line ? [{ goodsId: line.goods_id, ckId: line.ck_id, orderId, change: i.number, reason: 'return' }] : [];
    });
    for (const m of moves) await this.stock.put(tx, m.goodsId, m.ckId, m.change);
    await this.repo.addMovements(tx, moves);
  }
}
