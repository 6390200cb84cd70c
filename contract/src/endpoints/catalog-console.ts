import { z } from 'zod';
import { defineEndpoint, FILE_TYPE } from '../endpoint.js';
import {
  adminGoodsPage,
  adminGoodsQuery,
  goodsEditView,
  goodsFormBody,
  goodsFormOptions,
  goodsImageView,
  goodsStatusBody,
  goodsStatusResult,
  goodsZoneBody,
} from '../catalog-admin.js';
import {
  adminBrand,
  adminCategory,
  adminShop,
  brandBody,
  categoryBody,
  referenceIdParam,
  shopBody,
  warehouseBody,
  warehouseRenameBody,
} from '../catalog-reference.js';
import { goodsExportQuery, goodsImportIdParam, goodsImportKindField, goodsImportList, goodsImportView } from '../goods-import.js';
import { goodsIdParam, qualityReportView } from '../goods-info.js';
import {
  goodsReviewDecisionBody,
  goodsReviewIdParam,
  goodsReviewPage,
  goodsReviewQuery,
  goodsReviewView,
  merchantGoodsQuery,
  merchantGoodsReviewQuery,
  merchantGoodsSaved,
} from '../merchant.js';
import { MERCHANT, PLATFORM, type AudienceKind, type ConsoleAudience } from './audience.js';

/**
 * Goods in the console over every state: the list, the form's choices and one goods for it, on/off shelf, photos and
 * batch reports, and the import files and their records — the platform's (catalog area, every shop) and a merchant's
 * (商品: its own shop's goods). Saving the form differs: the platform publishes, a merchant submits to the goods
 * review. (Photos, batch reports and import files are multipart uploads: the client's `upload(handle, form)`; the
 * import template, an import's error report and the export are Excel files: its `download(handle, input)`.)
 */
const goods = <K extends AudienceKind>({ root, tags, pick }: ConsoleAudience<K>) => ({
  list: defineEndpoint({
    method: 'GET',
    path: `${root}/goods`,
    tags,
    summary: pick('商品列表（运营）：全部状态，按分类、店铺、库存、近效期、专区筛选', '本店铺商品列表（全部状态）'),
    query: pick(adminGoodsQuery, merchantGoodsQuery),
    response: adminGoodsPage,
  }),
  options: defineEndpoint({
    method: 'GET',
    path: `${root}/goods/options`,
    tags,
    summary: pick('商品表单的选项：末级分类、品牌、店铺与仓库、经营范围、标签', '商品表单的选项（本店铺与其仓库）'),
    response: goodsFormOptions,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${root}/goods/:id`,
    tags,
    summary: pick('商品详情（编辑用）', '本店铺商品详情（编辑用）'),
    params: goodsIdParam,
    response: goodsEditView,
  }),
  setStatus: defineEndpoint({
    method: 'POST',
    path: `${root}/goods/status`,
    tags,
    summary: pick('商品上架 / 下架（可批量；禁售类别不能上架）', '本店铺商品上架 / 下架（可批量）'),
    body: goodsStatusBody,
    response: goodsStatusResult,
  }),
  uploadImage: defineEndpoint({
    method: 'POST',
    path: `${root}/goods/images`,
    tags,
    summary: '上传商品图片（multipart，字段 file；JPG/PNG/WebP，≤2MB）',
    multipart: true,
    response: goodsImageView,
  }),
  uploadReport: defineEndpoint({
    method: 'POST',
    path: `${root}/goods/:id/reports`,
    tags,
    summary: `${pick('上传批次质检报告', '上传本店铺商品的批次质检报告')}（multipart：batch_no、report_no、inspector、inspected_on、conclusion，可附 file）`,
    params: goodsIdParam,
    multipart: true,
    response: qualityReportView,
  }),
  importTemplate: defineEndpoint({
    method: 'GET',
    path: `${root}/goods/imports/template`,
    tags,
    summary: '下载导入模板（.xlsx；kind：goods 商品资料、stock 库存与批号、prices 价格）',
    query: goodsImportKindField,
    answers: 'file',
    types: [FILE_TYPE.xlsx],
  }),
  imports: defineEndpoint({
    method: 'GET',
    path: `${root}/goods/imports`,
    tags,
    summary: '最近的导入记录',
    response: goodsImportList,
  }),
  importUpload: defineEndpoint({
    method: 'POST',
    path: `${root}/goods/imports`,
    tags,
    summary: '上传并校验导入文件（multipart：kind、file；.xlsx 或 .csv，≤5MB）——只校验不写入商品',
    multipart: true,
    response: goodsImportView,
  }),
  importView: defineEndpoint({
    method: 'GET',
    path: `${root}/goods/imports/:id`,
    tags,
    summary: '导入记录与进度',
    params: goodsImportIdParam,
    response: goodsImportView,
  }),
  importStart: defineEndpoint({
    method: 'POST',
    path: `${root}/goods/imports/:id/start`,
    tags,
    summary: '开始导入（任务队列执行，可刷新页面查看进度）',
    params: goodsImportIdParam,
    response: goodsImportView,
  }),
  importCancel: defineEndpoint({
    method: 'POST',
    path: `${root}/goods/imports/:id/cancel`,
    tags,
    summary: '放弃一个已校验未导入的文件',
    params: goodsImportIdParam,
    response: goodsImportView,
  }),
  /** The goods review: the platform lists every shop's, a merchant reads its own shop's records. */
  importErrors: defineEndpoint({
    method: 'GET',
    path: `${root}/goods/imports/:id/errors`,
    tags,
    summary: '下载错误报告（.xlsx：行号、错误原因和原始内容）',
    params: goodsImportIdParam,
    answers: 'file',
    types: [FILE_TYPE.xlsx],
  }),
  exportGoods: defineEndpoint({
    method: 'GET',
    path: `${root}/goods/export`,
    tags,
    summary: '按商品列表的筛选条件导出 Excel（导入模板的列，可修改后导入）',
    query: goodsExportQuery,
    answers: 'file',
    types: [FILE_TYPE.xlsx],
  }),
  reviews: defineEndpoint({
    method: 'GET',
    path: `${root}/goods-reviews`,
    tags,
    summary: pick('商品审核列表（按状态、店铺）', '本店铺的商品审核记录'),
    query: pick(goodsReviewQuery, merchantGoodsReviewQuery),
    response: goodsReviewPage,
  }),
});

const admin = PLATFORM.tags;
export const goodsConsoleEndpoints = {
  ...goods(PLATFORM),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/api/goods',
    tags: admin,
    summary: '新建商品（全部药品字段、批号与各仓库存、价格、阶梯价、标签、专区、图片；禁售类别拒绝保存）',
    body: goodsFormBody,
    response: goodsEditView,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin/api/goods/:id',
    tags: admin,
    summary: '修改商品',
    params: goodsIdParam,
    body: goodsFormBody,
    response: goodsEditView,
  }),
  setZone: defineEndpoint({
    method: 'POST',
    path: '/admin/api/goods/zone',
    tags: admin,
    summary: '专区商品：加入或移出优选、中药、控销、免邮、福利专区（可批量；免邮须填起购数量）',
    body: goodsZoneBody,
    response: goodsStatusResult,
  }),
  decideReview: defineEndpoint({
    method: 'POST',
    path: '/admin/api/goods-reviews/:id',
    tags: admin,
    summary: '商品审核：通过（新品按商家所选状态上架，变更生效）或驳回（须填写原因）',
    params: goodsReviewIdParam,
    body: goodsReviewDecisionBody,
    response: goodsReviewView,
  }),
};
export const goodsMerchantEndpoints = {
  ...goods(MERCHANT),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/api/merchant/goods',
    tags: MERCHANT.tags,
    summary: '发布新商品：提交平台商品审核，通过后上架销售（禁售类别直接拒绝）',
    body: goodsFormBody,
    response: goodsReviewView,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin/api/merchant/goods/:id',
    tags: MERCHANT.tags,
    summary: '修改本店铺商品（批准文号、规格、生产厂家的变更须经平台审核，其余即时生效）',
    params: goodsIdParam,
    body: goodsFormBody,
    response: merchantGoodsSaved,
  }),
};

/** The catalogue's reference data (catalog area): categories, brands, shops and their warehouses. */
const params = referenceIdParam;
const removed = z.object({ id: z.number() });
export const catalogReferenceEndpoints = {
  categories: defineEndpoint({
    method: 'GET',
    path: '/admin/api/categories',
    tags: admin,
    summary: '商品分类（三级，含商品数）',
    response: z.array(adminCategory),
  }),
  createCategory: defineEndpoint({
    method: 'POST',
    path: '/admin/api/categories',
    tags: admin,
    summary: '新建分类',
    body: categoryBody,
    response: adminCategory,
  }),
  updateCategory: defineEndpoint({
    method: 'PUT',
    path: '/admin/api/categories/:id',
    tags: admin,
    summary: '修改分类（名称、排序、所属菜单）',
    params,
    body: categoryBody,
    response: adminCategory,
  }),
  removeCategory: defineEndpoint({
    method: 'DELETE',
    path: '/admin/api/categories/:id',
    tags: admin,
    summary: '删除分类（无子分类、无商品时）',
    params,
    response: removed,
  }),
  brands: defineEndpoint({ method: 'GET', path: '/admin/api/brands', tags: admin, summary: '品牌（含商品数）', response: z.array(adminBrand) }),
  createBrand: defineEndpoint({ method: 'POST', path: '/admin/api/brands', tags: admin, summary: '新建品牌', body: brandBody, response: adminBrand }),
  updateBrand: defineEndpoint({
    method: 'PUT',
    path: '/admin/api/brands/:id',
    tags: admin,
    summary: '修改品牌',
    params,
    body: brandBody,
    response: adminBrand,
  }),
  removeBrand: defineEndpoint({
    method: 'DELETE',
    path: '/admin/api/brands/:id',
    tags: admin,
    summary: '删除品牌（无商品时）',
    params,
    response: removed,
  }),
  shops: defineEndpoint({
    method: 'GET',
    path: '/admin/api/shops',
    tags: admin,
    summary: '店铺（证照、起订与运费、仓库）',
    response: z.array(adminShop),
  }),
  createShop: defineEndpoint({
    method: 'POST',
    path: '/admin/api/shops',
    tags: admin,
    summary: '新建店铺（同时建一个默认仓库）',
    body: shopBody,
    response: adminShop,
  }),
  updateShop: defineEndpoint({
    method: 'PUT',
    path: '/admin/api/shops/:id',
    tags: admin,
    summary: '修改店铺',
    params,
    body: shopBody,
    response: adminShop,
  }),
  createWarehouse: defineEndpoint({
    method: 'POST',
    path: '/admin/api/warehouses',
    tags: admin,
    summary: '新建仓库',
    body: warehouseBody,
    response: adminShop,
  }),
  renameWarehouse: defineEndpoint({
    method: 'PUT',
    path: '/admin/api/warehouses/:id',
    tags: admin,
    summary: '仓库改名',
    params,
    body: warehouseRenameBody,
    response: adminShop,
  }),
};
