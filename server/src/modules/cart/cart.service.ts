import type { CartState, ShopGroup } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { CartRepository } from './cart.repository.js';

export class CartService {
  constructor(private readonly repo: CartRepository) {}

  lineCount(memberId: number) {
    return this.repo.lineCount(memberId);
  }

  async list(memberId: number): Promise<CartState> {
    const rows = await this.repo.lines(memberId);
    const groups = new Map<number, ShopGroup>();
    let selectedTotal = 0;
    for (const r of rows) {
      const buyable = r.isBuy && r.status === 'on_sale' && r.stock > 0;
      // Spec §4: a line that cannot be bought is shown deselected.
      const selected = r.isSelected && buyable;
      if (selected) selectedTotal += r.number * r.basePrice;
      const group = groups.get(r.shopId) ?? { shop_id: r.shopId, shop_name: r.shopName, lines: [] };
      group.lines.push({
        id: r.id,
        type: 0,
        number: r.number,
        price: r.basePrice,
        is_selected: selected ? 1 : 0,
        with_coupon: 1,
        goods_manjian_amount: 0,
        goods: {
          id: r.goodsId,
          name: r.name,
          sccj: r.manufacturer,
          ypgg: r.spec,
          bzdw: r.unit,
          base_price: r.basePrice,
          is_buy: buyable ? 1 : 0,
          number: r.stock,
          goods_image: [`/media/goods/${r.goodsId}.svg`],
        },
      });
      groups.set(r.shopId, group);
    }
    return { action: false, data: [...groups.values()], count: rows.length, selected_total: selectedTotal };
  }

  async batchDelete(memberId: number, ids: number[]): Promise<Result<number>> {
    const deleted = await this.repo.deleteLines(memberId, ids);
    if (deleted === 0) return failure('not_found', '购物车中没有这些商品');
    return success(deleted);
  }
}
