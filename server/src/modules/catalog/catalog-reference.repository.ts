import { asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { brands, categories, shops, warehouses } from './catalog.tables.js';

export type CategoryWrite = { parentId: number | null; name: string; level: number; sort: number; menus: string[] };
export type BrandWrite = { name: string; manufacturer: string; description: string };
export type ShopWrite = Omit<typeof shops.$inferInsert, 'id'>;

/** SQL of the catalogue's reference data in the console: categories, brands, shops, warehouses. */
export class CatalogReferenceRepository {
  constructor(private readonly database: Database) {}

  transaction<T>(fn: (tx: Executor) => Promise<T>) {
    return this.database.db.transaction(fn);
  }

  // Counts are spelled out: inside a template a column of the outer row is written unqualified and would bind to
  // the inner table's own column of the same name.

  /** These ids are written into URLs and seeds: a new row takes the next one under a lock. */
  private async nextId(tx: Executor, table: PgTable & { id: AnyPgColumn }) {
    await tx.execute(sql`lock table ${table} in share row exclusive mode`);
    const [row] = await tx.select({ id: sql<number>`coalesce(max(${table.id}), 0)::int + 1` }).from(table);
    return Number(row!.id);
  }

  categories(executor: Executor = this.database.db, id?: number) {
    return executor
      .select({
        id: categories.id,
        parent_id: categories.parentId,
        name: categories.name,
        level: categories.level,
        sort: categories.sort,
        menus: categories.menus,
        goods: sql<number>`(select count(*)::int from goods g where g.category_id = "categories"."id")`.mapWith(Number),
        children: sql<number>`(select count(*)::int from categories c where c.parent_id = "categories"."id")`.mapWith(Number),
      })
      .from(categories)
      .where(id === undefined ? undefined : eq(categories.id, id))
      .orderBy(asc(categories.level), asc(categories.sort), asc(categories.id));
  }

  async category(executor: Executor, id: number) {
    return (await this.categories(executor, id))[0] ?? null;
  }

  async insertCategory(tx: Executor, values: CategoryWrite) {
    const id = await this.nextId(tx, categories);
    await tx.insert(categories).values({ id, ...values });
    return id;
  }

  async updateCategory(tx: Executor, id: number, values: Pick<CategoryWrite, 'name' | 'sort' | 'menus'>) {
    await tx.update(categories).set(values).where(eq(categories.id, id));
  }

  async deleteCategory(tx: Executor, id: number) {
    await tx.delete(categories).where(eq(categories.id, id));
  }

  brands(executor: Executor = this.database.db, id?: number) {
    return executor
      .select({
        id: brands.id,
        name: brands.name,
        manufacturer: brands.manufacturer,
        description: brands.description,
        goods: sql<number>`(select count(*)::int from goods g where g.brand_id = "brands"."id")`.mapWith(Number),
      })
      .from(brands)
      .where(id === undefined ? undefined : eq(brands.id, id))
      .orderBy(asc(brands.id));
  }

  async brand(executor: Executor, id: number) {
    return (await this.brands(executor, id))[0] ?? null;
  }

  async insertBrand(tx: Executor, values: BrandWrite) {
    const id = await this.nextId(tx, brands);
    await tx.insert(brands).values({ id, ...values });
    return id;
  }

  async updateBrand(tx: Executor, id: number, values: BrandWrite) {
    await tx.update(brands).set(values).where(eq(brands.id, id));
  }

  async deleteBrand(tx: Executor, id: number) {
    await tx.delete(brands).where(eq(brands.id, id));
  }

  async shops(executor: Executor = this.database.db, id?: number) {
    const rows = await executor
      .select({
        id: shops.id,
        name: shops.name,
        short_name: shops.shortName,
        province: shops.province,
        city: shops.city,
        min_order_amount: shops.minOrderAmount,
        shipping_amount: shops.shippingAmount,
        shipping_fee: shops.shippingFee,
        licence_no: shops.licenceNo,
        business_licence_no: shops.businessLicenceNo,
        gsp_cert_no: shops.gspCertNo,
        description: shops.description,
        goods: sql<number>`(select count(*)::int from goods g where g.shop_id = "shops"."id")`.mapWith(Number),
      })
      .from(shops)
      .where(id === undefined ? undefined : eq(shops.id, id))
      .orderBy(asc(shops.id));
    const stores = await executor
      .select({
        id: warehouses.id,
        shop_id: warehouses.shopId,
        name: warehouses.name,
        stock: sql<number>`(select coalesce(sum(s.number), 0)::int from goods_stocks s where s.ck_id = "warehouses"."id")`.mapWith(Number),
      })
      .from(warehouses)
      .where(id === undefined ? undefined : eq(warehouses.shopId, id))
      .orderBy(asc(warehouses.id));
    return rows.map((s) => ({ ...s, warehouses: stores.filter((w) => w.shop_id === s.id).map(({ shop_id: _s, ...w }) => w) }));
  }

  async insertShop(tx: Executor, values: ShopWrite) {
    const id = await this.nextId(tx, shops);
    await tx.insert(shops).values({ id, ...values });
    return id;
  }

  async updateShop(tx: Executor, id: number, values: ShopWrite) {
    await tx.update(shops).set(values).where(eq(shops.id, id));
  }

  async warehouse(executor: Executor, id: number) {
    const [row] = await executor.select().from(warehouses).where(eq(warehouses.id, id));
    return row ?? null;
  }

  async insertWarehouse(tx: Executor, shopId: number, name: string) {
    const id = await this.nextId(tx, warehouses);
    await tx.insert(warehouses).values({ id, shopId, name });
    return id;
  }

  async renameWarehouse(tx: Executor, id: number, name: string) {
    await tx.update(warehouses).set({ name }).where(eq(warehouses.id, id));
  }
}
