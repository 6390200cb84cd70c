import { eq, inArray, sql } from 'drizzle-orm';
import { intArray, noRows } from '../../db/one-trip.js';
import type { Database, Executor } from '../../db/client.js';
import { correlated } from '../../db/sql-helpers.js';
import { businessLicenceNoOf, memberReference } from '../accounts/public.js';
import { businessScopeNames, goodsFacts, shopFacts, stockMaxOf } from '../catalog/public.js';

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
        id: goodsFacts.id,
        name: goodsFacts.name,
        unit: goodsFacts.unit,
        shop_id: goodsFacts.shopId,
        shop_name: shopFacts.name,
        status: goodsFacts.status,
        is_buy: goodsFacts.isBuy,
        is_kx: goodsFacts.isKx,
        scope_code: goodsFacts.scopeCode,
        scope_name: businessScopeNames.name,
        middle_pack: goodsFacts.middlePack,
        min_order: goodsFacts.minOrder,
        stock: correlated<number>(stockMaxOf(goodsFacts.id)),
      })
      .from(goodsFacts)
      .innerJoin(shopFacts, eq(shopFacts.id, goodsFacts.shopId))
      .innerJoin(businessScopeNames, eq(businessScopeNames.code, goodsFacts.scopeCode))
      .where(inArray(goodsFacts.id, ids));
  }

  shopRules(ids: number[]) {
    if (ids.length === 0) return noRows();
    return this.database.shaped('checkout.shopRules', { ids: intArray(ids) }, (v) =>
      this.database.db
        .select({
          id: shopFacts.id,
          name: shopFacts.name,
          shipping_fee: shopFacts.shippingFee,
          min_order_amount: shopFacts.minOrderAmount,
          delivery_provinces: shopFacts.deliveryProvinces,
        })
        .from(shopFacts)
        .where(sql`${shopFacts.id} = any(${v('ids')}::int[])`),
    );
  }

  /** Invoice title and tax number from the company profile: the company name and its 营业执照 number (统一社会信用代码). */
  async invoiceProfile(memberId: number): Promise<{ title: string; tax_no: string }> {
    return invoiceProfileOf(await this.invoiceProfileRows(memberId));
  }

  /** The same as rows (one), for a one-trip read; `invoiceProfileOf` makes the profile. */
  invoiceProfileRows(memberId: number) {
    const licenceNo = correlated<string | null>(businessLicenceNoOf(memberReference.id));
    return this.database.shaped('checkout.invoiceProfile', { memberId }, (v) =>
      this.database.db
        .select({ title: memberReference.company, tax_no: licenceNo })
        .from(memberReference)
        .where(eq(memberReference.id, v('memberId'))),
    );
  }
}

export const invoiceProfileOf = ([row]: Array<{ title: string; tax_no: string | null }>) => ({ title: row?.title ?? '', tax_no: row?.tax_no ?? '' });

export type OrderGoods = Awaited<ReturnType<CheckoutRepository['goodsForOrder']>>[number];
