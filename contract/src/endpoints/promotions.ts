import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { goodsActivities } from '../catalog.js';
import { intField, pagingQuery } from '../fields.js';
import { combinationPackage, everydayPriceData, spikeData } from '../home.js';

/** The storefront's promotions: 秒杀, 每日特价, 组合购 and a goods' activities. */
const tags = ['promotions'];

export const promotionsEndpoints = {
  spike: defineEndpoint({ method: 'GET', path: '/api/index/spike', tags, summary: '首页秒杀（当前或下一场）', response: spikeData }),
  everydayPrice: defineEndpoint({
    method: 'GET',
    path: '/api/activity/everyday_price',
    tags,
    summary: '每日特价',
    query: pagingQuery,
    response: everydayPriceData,
  }),
  combinations: defineEndpoint({
    method: 'GET',
    path: '/api/combination/list',
    tags,
    summary: '组合购专区：进行中的组合套餐',
    response: z.array(combinationPackage),
  }),
  goodsActivities: defineEndpoint({
    method: 'GET',
    path: '/api/goods/activities',
    tags,
    summary: '商品参与的活动（秒杀、每日特价、标签活动）',
    query: z.object({ id: intField('商品', { min: 1, max: 2147483647 }) }),
    response: goodsActivities,
  }),
};
