import { eq, inArray, sql } from 'drizzle-orm';
import { intArray, noRows } from '../../db/one-trip.js';
import type { Database, Executor } from '../../db/client.js';
import { correlated } from '../../db/sql-helpers.js';
import { members } from '../accounts/accounts.tables.js';
import { memberCertificates } from '../accounts/certificates.tables.js';
import { businessScopes, goods, goodsStocks, shops } from '../catalog/catalog.tables.js';

/** What placing orders reads: the goods' purchase rules, the shops' rules, the invoice profile. */
export class CheckoutRepository {
  constructor(private readonly database: Database) {}

  /**
   * Placing orders' transaction, on the connections that keep generic plans: its statements are the same at every
   * order and keyed by ids, and planning them again each time was a tenth of PostgreSQL's time per order.
   */
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    return this.database.generic.transaction(fn);
  }

  /**
   * What placing an order at a given price checks of each goods: purchase rights (status, 可购, 控销, business scope),
   * quantity rules (minimum order, middle pack) and the stock of its fullest warehouse.
   */
  goodsForOrder(ids: number[]) {
    return this.database.db
      .select({
        id: goods.id,
        name: goods.name,
        unit: goods.unit,
        shop_id: goods.shopId,
        shop_name: shops.name,
        status: goods.status,
        is_buy: goods.isBuy,
        is_kx: goods.isKx,
        scope_code: goods.scopeCode,
        scope_name: businessScopes.name,
        middle_pack: goods.middlePack,
        min_order: goods.minOrder,
        stock: correlated<number>(
          sql`coalesce((select max(${goodsStocks.number}) from ${goodsStocks} where ${goodsStocks.goodsId} = ${goods.id}), 0)::int`,
        ),
      })
      .from(goods)
      .innerJoin(shops, eq(shops.id, goods.shopId))
      .innerJoin(businessScopes, eq(businessScopes.code, goods.scopeCode))
      .where(inArray(goods.id, ids));
  }

  shopRules(ids: number[]) {
    if (ids.length === 0) return noRows();
    return this.database.shaped('checkout.shopRules', { ids: intArray(ids) }, (v) =>
      this.database.db
        .select({
          id: shops.id,
          name: shops.name,
          shipping_fee: shops.shippingFee,
          min_order_amount: shops.minOrderAmount,
          delivery_provinces: shops.deliveryProvinces,
        })
        .from(shops)
        .where(sql`${shops.id} = any(${v('ids')}::int[])`),
    );
  }

  /** Invoice title and tax number from the company profile: the company name and its 营业执照 number (统一社会信用代码). */
  async invoiceProfile(memberId: number): Promise<{ title: string; tax_no: string }> {
    return invoiceProfileOf(await this.invoiceProfileRows(memberId));
  }

  /** The same as rows (one), for a one-trip read; `invoiceProfileOf` makes the profile. */
  invoiceProfileRows(memberId: number) {
    const licenceNo = correlated<string | null>(sql`(select ${memberCertificates.number} from ${memberCertificates}
      where ${memberCertificates.memberId} = ${members.id} and ${memberCertificates.kind} = 'business_licence'
      order by ${memberCertificates.id} desc limit 1)`);
    return this.database.shaped('checkout.invoiceProfile', { memberId }, (v) =>
      this.database.db
        .select({ title: members.company, tax_no: licenceNo })
        .from(members)
        .where(eq(members.id, v('memberId'))),
    );
  }
}

export const invoiceProfileOf = ([row]: Array<{ title: string; tax_no: string | null }>) => ({ title: row?.title ?? '', tax_no: row?.tax_no ?? '' });

export type OrderGoods = Awaited<ReturnType<CheckoutRepository['goodsForOrder']>>[number];
