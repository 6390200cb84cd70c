import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { correlated } from '../../db/sql-helpers.js';
import { goods, goodsLadderPrices, shops } from './catalog.tables.js';

/**
 * What a console preview prices a sample cart with: the goods' facts the cart engine reads (price, ladder, stock, packs,
 * free shipping) and its shop. Promotions and coupons both preview drafts on sample carts.
 */
export class SampleCartRepository {
  constructor(private readonly database: Database) {}

  facts(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    const ladder = correlated<Array<{ number: number; price: number }>>(sql`coalesce((select json_agg(json_build_object('number',
      ${goodsLadderPrices.minNumber}, 'price', ${goodsLadderPrices.price}) order by ${goodsLadderPrices.minNumber})
      from ${goodsLadderPrices} where ${goodsLadderPrices.goodsId} = ${goods.id}), '[]'::json)`);
    return this.database.db
      .select({
        id: goods.id,
        shop_id: goods.shopId,
        shop: shops.shortName,
        name: goods.name,
        spec: goods.spec,
        unit: goods.unit,
        base_price: goods.basePrice,
        ladder,
        stock: goods.stockTotal,
        on_sale: sql<boolean>`${goods.status} = 'on_sale'`,
        is_buy: goods.isBuy,
        middle_pack: goods.middlePack,
        min_order: goods.minOrder,
        is_free_shipping: goods.isFreeShipping,
        free_shipping_number: goods.freeShippingNumber,
      })
      .from(goods)
      .innerJoin(shops, eq(shops.id, goods.shopId))
      .where(inArray(goods.id, ids));
  }
}

export type SampleGoodsFacts = Awaited<ReturnType<SampleCartRepository['facts']>>[number];
