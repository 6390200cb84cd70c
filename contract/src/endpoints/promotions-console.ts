import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { paged } from '../envelope.js';
import {
  adminCombination,
  adminCombinationsQuery,
  adminGiftRule,
  adminGiftRulesQuery,
  combinationBody,
  combinationPreview,
  combinationPreviewBody,
  giftPreview,
  giftPreviewBody,
  giftRuleBody,
} from '../gifts-admin.js';
import { merchantCombinationsQuery, merchantFullReductionsQuery, merchantGiftRulesQuery } from '../merchant.js';
import {
  adminDailySpecial,
  adminDailySpecialsQuery,
  adminFlashSale,
  adminFlashSalesQuery,
  adminFullReductionPage,
  adminFullReductionRow,
  adminFullReductionsQuery,
  adminFullReductionView,
  dailySpecialBody,
  flashApplication,
  flashApplicationRefuseBody,
  flashApplicationsQuery,
  flashSaleBody,
  fullReductionBody,
  fullReductionPreview,
  fullReductionPreviewBody,
  merchantFlashApplicationsQuery,
  merchantFlashSalesQuery,
  promotionIdParam,
} from '../promotions-admin.js';
import { MERCHANT, PLATFORM, type AudienceKind, type ConsoleAudience } from './audience.js';

/** What ending a promotion did: ended a running one, or removed one not started yet. */
const ended = z.object({ id: z.number(), removed: z.boolean() });
const params = promotionIdParam;

/**
 * 满减: list, one, create, edit, end, and a sample cart priced with a draft — the platform's (promotions area, every
 * shop) and a merchant's (营销: its own shop's; another shop's activity is not found, a body naming one is refused).
 */
const fullReductions = <K extends AudienceKind>({ root, tags, pick }: ConsoleAudience<K>) => ({
  list: defineEndpoint({
    method: 'GET',
    path: `${root}/promotions/full-reductions`,
    tags,
    summary: pick('满减活动列表（按店铺、状态）', '本店铺满减活动'),
    query: pick(adminFullReductionsQuery, merchantFullReductionsQuery),
    response: adminFullReductionPage,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${root}/promotions/full-reductions/:id`,
    tags,
    summary: pick('满减活动详情（含指定商品名称）', '本店铺满减详情'),
    params,
    response: adminFullReductionView,
  }),
  preview: defineEndpoint({
    method: 'POST',
    path: `${root}/promotions/full-reductions/preview`,
    tags,
    summary: pick('用草稿规则计算样例购物车（与购物车同一计价引擎，不保存）', '用草稿满减计算本店样例购物车'),
    body: fullReductionPreviewBody,
    response: fullReductionPreview,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${root}/promotions/full-reductions`,
    tags,
    summary: pick('新建满减（同一店铺同一时间只能有一个满减；档位须逐档提高）', '新建本店铺满减'),
    body: fullReductionBody,
    response: adminFullReductionRow,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${root}/promotions/full-reductions/:id`,
    tags,
    summary: pick('修改满减', '修改本店铺满减'),
    params,
    body: fullReductionBody,
    response: adminFullReductionRow,
  }),
  end: defineEndpoint({
    method: 'POST',
    path: `${root}/promotions/full-reductions/:id/end`,
    tags,
    summary: pick('结束进行中的满减（未开始的直接撤销）', '结束或撤销本店铺满减'),
    params,
    response: ended,
  }),
});
export const fullReductionsConsoleEndpoints = fullReductions(PLATFORM);
export const fullReductionsMerchantEndpoints = fullReductions(MERCHANT);

/**
 * 买赠、换购与阶梯满赠: list, create, edit, end, and a sample line priced with a draft — the platform's (promotions
 * area, every shop) and a merchant's (营销: its own shop's goods only).
 */
const gifts = <K extends AudienceKind>({ root, tags, pick }: ConsoleAudience<K>) => ({
  list: defineEndpoint({
    method: 'GET',
    path: `${root}/promotions/gifts`,
    tags,
    summary: pick('买赠与换购列表（按商品、店铺、类型、状态）', '本店铺买赠与换购'),
    query: pick(adminGiftRulesQuery, merchantGiftRulesQuery),
    response: paged(adminGiftRule),
  }),
  preview: defineEndpoint({
    method: 'POST',
    path: `${root}/promotions/gifts/preview`,
    tags,
    summary: pick('用草稿规则计算样例数量能得到的赠品（与购物车同一计价引擎，不保存）', '用草稿规则计算本店商品的赠品'),
    body: giftPreviewBody,
    response: giftPreview,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${root}/promotions/gifts`,
    tags,
    summary: pick('新建买赠、换购或阶梯满赠（同一商品同一时间只能有一个买赠或换购；处方药和甲类OTC不得作为赠品）', '新建本店铺买赠、换购或阶梯满赠'),
    body: giftRuleBody,
    response: adminGiftRule,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${root}/promotions/gifts/:id`,
    tags,
    summary: pick('修改买赠活动', '修改本店铺买赠活动'),
    params,
    body: giftRuleBody,
    response: adminGiftRule,
  }),
  end: defineEndpoint({
    method: 'POST',
    path: `${root}/promotions/gifts/:id/end`,
    tags,
    summary: pick('结束进行中的买赠（未开始的直接撤销）', '结束或撤销本店铺买赠'),
    params,
    response: ended,
  }),
});
export const giftsConsoleEndpoints = gifts(PLATFORM);
export const giftsMerchantEndpoints = gifts(MERCHANT);

/**
 * 组合套餐: list, one, create, edit, end, and sample packages priced with a draft — the platform's (promotions area,
 * every shop) and a merchant's (营销: its own shop's).
 */
const combinations = <K extends AudienceKind>({ root, tags, pick }: ConsoleAudience<K>) => ({
  list: defineEndpoint({
    method: 'GET',
    path: `${root}/promotions/combinations`,
    tags,
    summary: pick('组合套餐列表（按店铺、状态）', '本店铺组合套餐'),
    query: pick(adminCombinationsQuery, merchantCombinationsQuery),
    response: paged(adminCombination),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${root}/promotions/combinations/:id`,
    tags,
    summary: pick('组合套餐详情', '本店铺组合套餐详情'),
    params,
    response: adminCombination,
  }),
  preview: defineEndpoint({
    method: 'POST',
    path: `${root}/promotions/combinations/preview`,
    tags,
    summary: pick('用草稿套餐计算样例套数的价格（与购物车同一计价引擎，不保存）', '用草稿套餐计算样例套数的价格'),
    body: combinationPreviewBody,
    response: combinationPreview,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${root}/promotions/combinations`,
    tags,
    summary: pick('新建组合套餐（同一店铺的在售商品，套餐价低于单品原价合计）', '新建本店铺组合套餐'),
    body: combinationBody,
    response: adminCombination,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${root}/promotions/combinations/:id`,
    tags,
    summary: pick('修改组合套餐', '修改本店铺组合套餐'),
    params,
    body: combinationBody,
    response: adminCombination,
  }),
  end: defineEndpoint({
    method: 'POST',
    path: `${root}/promotions/combinations/:id/end`,
    tags,
    summary: pick('结束进行中的组合套餐（未开始的直接撤销）', '结束或撤销本店铺组合套餐'),
    params,
    response: ended,
  }),
});
export const combinationsConsoleEndpoints = combinations(PLATFORM);
export const combinationsMerchantEndpoints = combinations(MERCHANT);

/**
 * 秒杀: the list and ending a sale early for the platform (promotions area, every shop) and a merchant (营销: its own
 * goods' sales); creating and editing one is the platform's — a merchant applies (flashApplicationsMerchant).
 */
const flashSales = <K extends AudienceKind>({ root, tags, pick }: ConsoleAudience<K>) => ({
  list: defineEndpoint({
    method: 'GET',
    path: `${root}/promotions/flash-sales`,
    tags,
    summary: pick('秒杀活动列表', '本店铺商品的秒杀'),
    query: pick(adminFlashSalesQuery, merchantFlashSalesQuery),
    response: paged(adminFlashSale),
  }),
  end: defineEndpoint({
    method: 'POST',
    path: `${root}/promotions/flash-sales/:id/end`,
    tags,
    summary: pick('提前结束秒杀', '提前结束本店铺的秒杀'),
    params,
    response: adminFlashSale,
  }),
});
export const flashSalesConsoleEndpoints = {
  ...flashSales(PLATFORM),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/api/promotions/flash-sales',
    tags: PLATFORM.tags,
    summary: '新建秒杀',
    body: flashSaleBody,
    response: adminFlashSale,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin/api/promotions/flash-sales/:id',
    tags: PLATFORM.tags,
    summary: '修改秒杀',
    params,
    body: flashSaleBody,
    response: adminFlashSale,
  }),
};
export const flashSalesMerchantEndpoints = flashSales(MERCHANT);

/** 每日特价 in the console (promotions area): the platform's alone. */
export const dailySpecialsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/api/promotions/daily-specials',
    tags: PLATFORM.tags,
    summary: '某日的每日特价（默认今天）',
    query: adminDailySpecialsQuery,
    response: z.array(adminDailySpecial),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/api/promotions/daily-specials',
    tags: PLATFORM.tags,
    summary: '设置某日特价',
    body: dailySpecialBody,
    response: z.array(adminDailySpecial),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/api/promotions/daily-specials/:id',
    tags: PLATFORM.tags,
    summary: '删除未到期的特价',
    params,
    response: z.object({ id: z.number() }),
  }),
};

/**
 * 秒杀申请: a merchant applies for a flash sale of its goods (营销) and may withdraw it while pending; the platform
 * (promotions area) approves or refuses it with a reason the merchant sees. Both list them, a merchant its own.
 */
const flashApplications = <K extends AudienceKind>({ root, tags, pick }: ConsoleAudience<K>) => ({
  list: defineEndpoint({
    method: 'GET',
    path: `${root}/promotions/flash-applications`,
    tags,
    summary: pick('商家的秒杀申请（按状态、店铺）', '本店铺的秒杀申请'),
    query: pick(flashApplicationsQuery, merchantFlashApplicationsQuery),
    response: paged(flashApplication),
  }),
});
export const flashApplicationsConsoleEndpoints = {
  ...flashApplications(PLATFORM),
  approve: defineEndpoint({
    method: 'POST',
    path: '/admin/api/promotions/flash-applications/:id/approve',
    tags: PLATFORM.tags,
    summary: '通过秒杀申请（按当时的商品价格与库存再次校验后创建秒杀）',
    params,
    response: flashApplication,
  }),
  refuse: defineEndpoint({
    method: 'POST',
    path: '/admin/api/promotions/flash-applications/:id/refuse',
    tags: PLATFORM.tags,
    summary: '拒绝秒杀申请（原因商家可见）',
    params,
    body: flashApplicationRefuseBody,
    response: flashApplication,
  }),
};
export const flashApplicationsMerchantEndpoints = {
  ...flashApplications(MERCHANT),
  apply: defineEndpoint({
    method: 'POST',
    path: '/admin/api/merchant/promotions/flash-applications',
    tags: MERCHANT.tags,
    summary: '申请秒杀（平台审核通过后生效）',
    body: flashSaleBody,
    response: flashApplication,
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/admin/api/merchant/promotions/flash-applications/:id/withdraw',
    tags: MERCHANT.tags,
    summary: '撤回待审核的秒杀申请',
    params,
    response: flashApplication,
  }),
};
