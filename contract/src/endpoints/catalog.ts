import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { paged } from '../envelope.js';
import { intField } from '../fields.js';
import { detailQuery, goodsCard, goodsDetail, goodsFacets, goodsListQuery, goodsPage, idParam, recentStat } from '../catalog.js';
import { goodsInsertQuery, goodsInsertView, qualityReportPage, qualityReportsQuery } from '../goods-info.js';
import { brandDetail, brandSummary, firstCampQuery, floorsData, shopInfo, shopSummary } from '../home.js';
import { kxGroupCard, kxGroupParams, kxGroupView } from '../kx-groups.js';

/** Goods lists, zones and product detail (spec §7 Goods), the 控销 groups, 说明书 and 质检报告. */
const tags = ['catalog'];
const relationQuery = z.object({ id: intField('商品', { min: 1, max: 2147483647 }), limit: intField('数量', { min: 1, max: 30 }).default(10) });
const shopQuery = z.object({ id: intField('商家', { min: 1, max: 2147483647 }) });

export const catalogEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/goods/list',
    tags,
    summary: '商品列表（分类、厂家、剂型、处方分类、有货、近效期、专区筛选；排序；分页）',
    query: goodsListQuery,
    response: goodsPage,
  }),
  facets: defineEndpoint({
    method: 'GET',
    path: '/api/goods/facets',
    tags,
    summary: '列表筛选项（厂家、剂型）',
    query: goodsListQuery,
    response: goodsFacets,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/goods/detail/:id',
    tags,
    summary: '商品详情',
    params: idParam,
    query: detailQuery,
    response: goodsDetail,
  }),
  related: defineEndpoint({
    method: 'GET',
    path: '/api/goods/relation',
    tags,
    summary: '相关商品（同通用名、同分类）',
    query: relationQuery,
    response: z.array(goodsCard),
  }),
  recentStat: defineEndpoint({
    method: 'GET',
    path: '/api/goods/recent_stat',
    tags,
    summary: '商品近况：销量、库存、同品种在售商家与最低价',
    query: shopQuery.extend({ id: intField('商品', { min: 1, max: 2147483647 }) }),
    response: recentStat,
  }),
  // Zone shortcuts of spec §7: controlled-sales goods (kx) and welfare goods (fl, 福利 — the /welfare zone).
  kxGoods: defineEndpoint({ method: 'GET', path: '/api/goods/kx', tags, summary: '控销专区商品', query: goodsListQuery, response: goodsPage }),
  welfareGoods: defineEndpoint({
    method: 'GET',
    path: '/api/goods/fl',
    tags,
    summary: '福利专区商品（全场94折）',
    query: goodsListQuery,
    response: goodsPage,
  }),
  shop: defineEndpoint({ method: 'GET', path: '/api/sjly-info', tags, summary: '商家信息', query: shopQuery, response: shopInfo }),
  floors: defineEndpoint({
    method: 'GET',
    path: '/api/index_wntj/:id',
    tags,
    summary: '首页推荐楼层（按页）',
    params: z.object({ id: intField('页码', { min: 1, max: 100 }) }),
    response: floorsData,
  }),
  brand: defineEndpoint({
    method: 'GET',
    path: '/api/focus/brand/:id',
    tags,
    summary: '品牌专区：品牌详情',
    params: z.object({ id: intField('品牌', { min: 1, max: 2147483647 }) }),
    response: brandDetail,
  }),
  firstCamp: defineEndpoint({
    method: 'GET',
    path: '/api/post/syzl',
    tags,
    summary: '商家首营资料（营业执照、药品经营许可证、GSP 证书编号）',
    query: firstCampQuery,
    response: paged(shopInfo),
  }),
  shops: defineEndpoint({ method: 'GET', path: '/api/shops', tags, summary: '商家列表', response: z.array(shopSummary) }),
  brands: defineEndpoint({ method: 'GET', path: '/api/brands', tags, summary: '品牌列表', response: z.array(brandSummary) }),
  // The 控销 groups (their goods: /api/goods/kx?kx_group=).
  kxGroups: defineEndpoint({ method: 'GET', path: '/api/goods/kx/groups', tags, summary: '控销分组', response: z.array(kxGroupCard) }),
  kxGroup: defineEndpoint({
    method: 'GET',
    path: '/api/goods/kx/groups/:url',
    tags,
    summary: '控销分组详情',
    params: kxGroupParams,
    response: kxGroupView,
  }),
  insert: defineEndpoint({
    method: 'GET',
    path: '/api/goods/insert',
    tags,
    summary: '商品说明书',
    query: goodsInsertQuery,
    response: goodsInsertView,
  }),
  reports: defineEndpoint({
    method: 'GET',
    path: '/api/goods/reports',
    tags,
    summary: '质检报告查询（按商品，或按商品名称与批号）',
    query: qualityReportsQuery,
    response: qualityReportPage,
  }),
};
