import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** One row of a goods list: the card's columns with ladder prices and tag codes aggregated in the same query. */
export interface GoodsRow {
  id: number;
  shop_id: number;
  shop_name: string;
  category_id: number;
  brand_id: number | null;
  name: string;
  generic_name: string;
  trade_name: string;
  spec: string;
  dosage_form: string;
  unit: string;
  manufacturer: string;
  approval_no: string;
  barcode: string;
  classification: 'rx' | 'otc_a' | 'otc_b' | 'other';
  scope_code: string;
  middle_pack: number;
  case_pack: number;
  min_order: number;
  batch_no: string;
  production_date: string;
  expiry_date: string;
  base_price: number;
  retail_price: number;
  is_yx: boolean;
  is_zy: boolean;
  is_kx: boolean;
  is_free_shipping: boolean;
  free_shipping_number: number;
  is_welfare: boolean;
  is_buy: boolean;
  sales: number;
  status: string;
  stock_total: number;
  ck_id: number | null;
  ladder: Array<{ number: number; price: number }>;
  tag_codes: string[];
}

export const CARD_COLUMNS = sql`
  g.id, g.shop_id, s.name as shop_name, g.category_id, g.brand_id, g.name, g.generic_name, g.trade_name, g.spec,
  g.dosage_form, g.unit, g.manufacturer, g.approval_no, g.barcode, g.classification, g.scope_code, g.middle_pack,
  g.case_pack, g.min_order, g.batch_no, to_char(g.production_date, 'YYYY-MM-DD') as production_date,
  to_char(g.expiry_date, 'YYYY-MM-DD') as expiry_date, g.base_price, g.retail_price, g.is_yx, g.is_zy, g.is_kx,
  g.is_free_shipping, g.free_shipping_number, g.is_welfare, g.is_buy, g.sales, g.status, g.stock_total,
  (select st.ck_id from goods_stocks st where st.goods_id = g.id order by st.number desc, st.ck_id limit 1) as ck_id,
  coalesce((select json_agg(json_build_object('number', l.min_number, 'price', l.price) order by l.min_number)
            from goods_ladder_prices l where l.goods_id = g.id), '[]'::json) as ladder,
  coalesce((select json_agg(t.tag_code order by t.tag_code) from goods_tags t where t.goods_id = g.id), '[]'::json) as tag_codes`;

export interface ListSpec {
  where: SQL[];
  orderBy: SQL;
  limit: number;
  offset: number;
}

export class CatalogRepository {
  constructor(private readonly database: Database) {}

  /**
   * A page's ids and the total. Only ids and sort keys are read, so a category list runs as an index-only scan of
   * goods_list_cover_idx; the page's cards are fetched by id afterwards (byIds).
   */
  async pageIds(spec: ListSpec): Promise<{ ids: number[]; total: number }> {
    const where = spec.where.length ? sql`where ${sql.join(spec.where, sql` and `)}` : sql``;
    // Page and total in parallel: both are index-only scans of goods_list_cover_idx for a category list.
    const [rows, [count]] = await Promise.all([
      this.database.rows<{ id: number }>(sql`
        select g.id from goods g ${where} order by ${spec.orderBy} limit ${spec.limit} offset ${spec.offset}`),
      this.database.rows<{ n: number }>(sql`select count(*)::int as n from goods g ${where}`),
    ]);
    return { ids: rows.map((r) => r.id), total: Number(count.n) };
  }

  /** Cards of the given goods, in the order of `ids`. */
  async byIds(ids: number[]): Promise<GoodsRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.database.rows<GoodsRow>(sql`select ${CARD_COLUMNS} from goods g join shops s on s.id = g.shop_id where g.id in ${ids}`);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** One goods row with its stock per warehouse (one round trip for the detail page). */
  async detailRow(id: number): Promise<(GoodsRow & { stocks: Array<{ ck_id: number; name: string; number: number }> }) | null> {
    const [row] = await this.database.rows<GoodsRow & { stocks: Array<{ ck_id: number; name: string; number: number }> }>(sql`
      select ${CARD_COLUMNS},
        coalesce((select json_agg(json_build_object('ck_id', st.ck_id, 'name', w.name, 'number', st.number) order by st.ck_id)
                  from goods_stocks st join warehouses w on w.id = st.ck_id where st.goods_id = g.id), '[]'::json) as stocks
      from goods g join shops s on s.id = g.shop_id where g.id = ${id}`);
    return row ?? null;
  }

  async related(of: GoodsRow, limit: number): Promise<GoodsRow[]> {
    return this.database.rows<GoodsRow>(sql`
      select ${CARD_COLUMNS} from goods g join shops s on s.id = g.shop_id
      where g.status = 'on_sale' and g.id <> ${of.id} and (g.generic_name = ${of.generic_name} or g.category_id = ${of.category_id})
      order by (g.generic_name = ${of.generic_name}) desc, (g.stock_total > 0) desc, g.sales desc, g.id limit ${limit}`);
  }

  /** Best sellers in each of the given categories' subtrees (one query, ranked per floor). */
  async topInCategories(floors: Array<{ id: number; ids: number[] }>, perFloor: number) {
    if (floors.length === 0) return [];
    const pairs = floors.flatMap((f) => f.ids.map((c) => sql`(${f.id}::int, ${c}::int)`));
    return this.database.rows<GoodsRow & { floor_id: number }>(sql`
      with f(floor_id, category_id) as (values ${sql.join(pairs, sql`, `)}),
      ranked as (
        select f.floor_id, g.id, row_number() over (partition by f.floor_id order by g.is_yx desc, g.sales desc, g.id) as rn
        from goods g join f on f.category_id = g.category_id
        where g.status = 'on_sale' and g.stock_total > 0 and not g.is_kx)
      select ${CARD_COLUMNS}, r.floor_id from ranked r join goods g on g.id = r.id join shops s on s.id = g.shop_id
      where r.rn <= ${perFloor} order by r.floor_id, r.rn`);
  }

  async shops() {
    return this.database.rows<{
      id: number;
      name: string;
      short_name: string;
      province: string;
      city: string;
      shipping_amount: number;
      goods_count: number;
    }>(sql`
      select s.id, s.name, s.short_name, s.province, s.city, s.shipping_amount,
             (select count(*)::int from goods g where g.shop_id = s.id and g.status = 'on_sale') as goods_count
      from shops s order by s.id`);
  }

  /** The same drug (generic name + specification) offered on the platform: offers, merchants, lowest price, sales. */
  async marketOf(of: GoodsRow) {
    const [row] = await this.database.rows<{ offers: number; shops: number; lowest: number | null; in_stock: number; sales: number }>(sql`
      select count(*)::int as offers, count(distinct shop_id)::int as shops, min(base_price)::int as lowest,
             count(*) filter (where stock_total > 0)::int as in_stock, coalesce(sum(sales), 0)::int as sales
      from goods where status = 'on_sale' and generic_name = ${of.generic_name} and spec = ${of.spec}`);
    return row;
  }

  async categories() {
    return this.database.rows<{ id: number; parent_id: number | null; name: string; level: number }>(
      sql`select id, parent_id, name, level from categories order by sort, id`,
    );
  }

  async brands() {
    return this.database.rows<{ id: number; name: string; manufacturer: string; goods_count: number }>(sql`
      select b.id, b.name, b.manufacturer, (select count(*)::int from goods g where g.brand_id = b.id and g.status = 'on_sale') as goods_count
      from brands b order by goods_count desc, b.id`);
  }

  async tags() {
    return this.database.rows<{ code: string; name: string; color: string; describe: string }>(sql`select code, name, color, describe from tags`);
  }

  async scopes() {
    return this.database.rows<{ code: string; name: string }>(sql`select code, name from business_scopes`);
  }

  async brandList() {
    return this.database.rows<{ id: number; name: string; manufacturer: string; description: string }>(
      sql`select id, name, manufacturer, description from brands`,
    );
  }

  async shopList() {
    return this.database.rows<{
      id: number;
      name: string;
      short_name: string;
      province: string;
      city: string;
      shipping_amount: number;
      shipping_fee: number;
      min_order_amount: number;
      licence_no: string;
      business_licence_no: string;
      gsp_cert_no: string;
      description: string;
    }>(sql`select id, name, short_name, province, city, shipping_amount, shipping_fee, min_order_amount, licence_no,
              business_licence_no, gsp_cert_no, description from shops order by id`);
  }

  /** Distinct values for the list's filter bar (manufacturers, dosage forms) within a filtered set, most common first. */
  async facet(column: 'manufacturer' | 'dosage_form', where: SQL[], limit = 30) {
    const w = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
    const col = sql.raw(`g.${column}`);
    return this.database.rows<{ value: string; n: number }>(sql`
      select ${col} as value, count(*)::int as n from goods g ${w} group by ${col} order by n desc, value limit ${limit}`);
  }
}
