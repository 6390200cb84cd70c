import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  goodsFacets,
  brandDetail,
  brandSummary,
  recentStat,
  shopInfo,
  detailQuery,
  envelope,
  floorsData,
  shopSummary,
  goodsCard,
  goodsDetail,
  goodsListQuery,
  goodsPage,
  firstCampQuery,
  idParam,
  paged,
  intField,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { notFound, unwrap } from '../../core/http/errors.js';

const relationQuery = z.object({ id: intField('商品', { min: 1, max: 2147483647 }), limit: intField('数量', { min: 1, max: 30 }).default(10) });
const shopQuery = z.object({ id: intField('商家', { min: 1, max: 2147483647 }) });

/** Goods lists, zones and product detail (spec §7 Goods). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog, accounts } = app.services;
  const tags = ['catalog'];
  const viewerOf = (req: { session: { memberId: number | null; attached: unknown } }) => accounts.viewerOf(req.session);

  app.get(
    '/goods/list',
    {
      schema: {
        tags,
        summary: '商品列表（分类、厂家、剂型、处方分类、有货、近效期、专区筛选；排序；分页）',
        querystring: goodsListQuery,
        response: { 200: envelope(goodsPage) },
      },
    },
    async (req) => ok(unwrap(await catalog.list(await viewerOf(req), req.query))),
  );

  app.get(
    '/goods/facets',
    {
      schema: {
        tags,
        summary: '列表筛选项（厂家、剂型）',
        querystring: goodsListQuery,
        response: { 200: envelope(goodsFacets) },
      },
    },
    async (req) => ok(await catalog.facets(req.query)),
  );

  app.get(
    '/goods/detail/:id',
    { schema: { tags, summary: '商品详情', params: idParam, querystring: detailQuery, response: { 200: envelope(goodsDetail) } } },
    async (req) => ok(unwrap(await catalog.detail(await viewerOf(req), req.params.id))),
  );

  app.get(
    '/goods/relation',
    { schema: { tags, summary: '相关商品（同通用名、同分类）', querystring: relationQuery, response: { 200: envelope(z.array(goodsCard)) } } },
    async (req) => ok(unwrap(await catalog.related(await viewerOf(req), req.query.id, req.query.limit))),
  );

  app.get(
    '/goods/recent_stat',
    {
      schema: {
        tags,
        summary: '商品近况：销量、库存、同品种在售商家与最低价',
        querystring: shopQuery.extend({ id: intField('商品', { min: 1, max: 2147483647 }) }),
        response: { 200: envelope(recentStat) },
      },
    },
    async (req) => ok(unwrap(await catalog.recentStat(await viewerOf(req), req.query.id))),
  );

  // Zone shortcuts of spec §7: controlled-sales goods (kx) and welfare goods (fl, 福利 — the /welfare zone).
  app.get(
    '/goods/kx',
    { schema: { tags, summary: '控销专区商品', querystring: goodsListQuery, response: { 200: envelope(goodsPage) } } },
    async (req) => ok(unwrap(await catalog.list(await viewerOf(req), { ...req.query, kx: '1' }))),
  );
  app.get(
    '/goods/fl',
    { schema: { tags, summary: '福利专区商品（全场94折）', querystring: goodsListQuery, response: { 200: envelope(goodsPage) } } },
    async (req) => ok(unwrap(await catalog.list(await viewerOf(req), { ...req.query, welfare: '1' }))),
  );

  app.get('/sjly-info', { schema: { tags, summary: '商家信息', querystring: shopQuery, response: { 200: envelope(shopInfo) } } }, async (req) => {
    const shop = await catalog.shop(req.query.id);
    if (!shop) throw notFound('商家不存在');
    return ok(shop);
  });

  app.get(
    '/index_wntj/:id',
    {
      schema: {
        tags,
        summary: '首页推荐楼层（按页）',
        params: z.object({ id: intField('页码', { min: 1, max: 100 }) }),
        response: { 200: envelope(floorsData) },
      },
    },
    async (req) => ok(await catalog.floors(await viewerOf(req), req.params.id)),
  );

  app.get(
    '/focus/brand/:id',
    {
      schema: {
        tags,
        summary: '品牌专区：品牌详情',
        params: z.object({ id: intField('品牌', { min: 1, max: 2147483647 }) }),
        response: { 200: envelope(brandDetail) },
      },
    },
    async (req) => {
      const brand = await catalog.brand(req.params.id);
      if (!brand) throw notFound('品牌不存在');
      return ok(brand);
    },
  );

  app.get(
    '/post/syzl',
    {
      schema: {
        tags,
        summary: '商家首营资料（营业执照、药品经营许可证、GSP 证书编号）',
        querystring: firstCampQuery,
        response: { 200: envelope(paged(shopInfo)) },
      },
    },
    async (req) => ok(await catalog.firstCamp(req.query.page, req.query.page_size)),
  );

  app.get('/shops', { schema: { tags, summary: '商家列表', response: { 200: envelope(z.array(shopSummary)) } } }, async () =>
    ok(await catalog.shops()),
  );
  app.get('/brands', { schema: { tags, summary: '品牌列表', response: { 200: envelope(z.array(brandSummary)) } } }, async () =>
    ok(await catalog.brands()),
  );
};
