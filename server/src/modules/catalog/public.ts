import { readModel } from '../../db/read-model.js';
import { brands, businessScopes, categories, goods, goodsBatches, goodsStocks, shops } from './catalog.tables.js';

// What other modules may read of the catalogue: typed read models (joinable subqueries of the published columns, which
// PostgreSQL pulls up into the statement that joins them) and functions. Their tables may only name catalog's tables
// to declare a foreign key.

/** The facts of a goods other modules show, price and check against (its card and what buying it needs). */
function goodsFactsNamed<Name extends string>(name: Name) {
  return readModel
    .select({
      id: goods.id,
      shopId: goods.shopId,
      categoryId: goods.categoryId,
      name: goods.name,
      genericName: goods.genericName,
      tradeName: goods.tradeName,
      spec: goods.spec,
      dosageForm: goods.dosageForm,
      unit: goods.unit,
      manufacturer: goods.manufacturer,
      manufacturerShort: goods.manufacturerShort,
      approvalNo: goods.approvalNo,
      barcode: goods.barcode,
      ybCode: goods.ybCode,
      classification: goods.classification,
      scopeCode: goods.scopeCode,
      middlePack: goods.middlePack,
      minOrder: goods.minOrder,
      batchNo: goods.batchNo,
      expiryDate: goods.expiryDate,
      basePrice: goods.basePrice,
      isKx: goods.isKx,
      isFreeShipping: goods.isFreeShipping,
      freeShippingNumber: goods.freeShippingNumber,
      isBuy: goods.isBuy,
      coldChain: goods.coldChain,
      sales: goods.sales,
      stockTotal: goods.stockTotal,
      status: goods.status,
      images: goods.images,
    })
    .from(goods)
    .as(name);
}
export const goodsFacts = goodsFactsNamed('goods_facts');
/** The same facts of a second goods in one statement (e.g. the gift of a goods). */
export const giftGoodsFacts = goodsFactsNamed('gift_goods_facts');

/** A shop as other modules name it, charge its shipping and print its licences and invoice details. */
export const shopFacts = readModel
  .select({
    id: shops.id,
    name: shops.name,
    shortName: shops.shortName,
    province: shops.province,
    city: shops.city,
    shippingAmount: shops.shippingAmount,
    shippingFee: shops.shippingFee,
    minOrderAmount: shops.minOrderAmount,
    deliveryProvinces: shops.deliveryProvinces,
    licenceNo: shops.licenceNo,
    businessLicenceNo: shops.businessLicenceNo,
    gspCertNo: shops.gspCertNo,
    invoiceAddressPhone: shops.invoiceAddressPhone,
    invoiceBankAccount: shops.invoiceBankAccount,
    invoiceDrawer: shops.invoiceDrawer,
  })
  .from(shops)
  .as('shop_facts');

/** Stock of a goods in each warehouse. */
export const goodsStockLevels = readModel
  .select({ goodsId: goodsStocks.goodsId, ckId: goodsStocks.ckId, number: goodsStocks.number })
  .from(goodsStocks)
  .as('goods_stock_levels');

/** The 经营范围 classes by code. */
/** A goods' batches (批次): number and 有效期至, as a 近效期特价 names them. */
export const batchFacts = readModel
  .select({ id: goodsBatches.id, goodsId: goodsBatches.goodsId, batchNo: goodsBatches.batchNo, expiryDate: goodsBatches.expiryDate })
  .from(goodsBatches)
  .as('batch_facts');

export const businessScopeNames = readModel
  .select({ code: businessScopes.code, name: businessScopes.name })
  .from(businessScopes)
  .as('business_scope_names');

/** The category tree as menus show it. */
export const categoryTree = readModel
  .select({
    id: categories.id,
    parentId: categories.parentId,
    name: categories.name,
    level: categories.level,
    sort: categories.sort,
    menus: categories.menus,
  })
  .from(categories)
  .as('category_tree');

/** Brands by name. */
export const brandNames = readModel.select({ id: brands.id, name: brands.name }).from(brands).as('brand_names');

export { cardKeys, isOnSale, joinGoodsFiltered, ladderOf, stockMaxOf, stockSumOf, stocksOf } from './public.sql.js';
export { selectCards } from './catalog.repository.js';

export { lockGoods, lockShop, openShop, shopRow, updateShopSettings, type NewShop, type ShopSettings } from './shops.repository.js';
