import { defineEndpoint } from '../endpoint.js';
import { paged } from '../envelope.js';
import {
  adminCouponsQuery,
  adminCouponView,
  couponIdParam,
  couponIssueBody,
  couponIssueResult,
  couponPreview,
  couponPreviewBody,
  couponTemplateBody,
} from '../coupons-admin.js';
import { merchantCouponsQuery } from '../merchant.js';
import { MERCHANT, PLATFORM, type AudienceKind, type ConsoleAudience } from './audience.js';

/**
 * Coupon templates, ending a claim window, and a sample cart priced with a draft — the platform's (promotions area:
 * platform and shop coupons) and a merchant's (营销: its shop's coupons only). Issuing to chosen members stays the
 * platform's: a shop sees no buyers.
 */
const coupons = <K extends AudienceKind>(at: ConsoleAudience<K>) => {
  const { tags, pick } = at;
  const params = couponIdParam;
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `${at.root}/promotions/coupons`,
      tags,
      summary: pick('优惠券列表（按店铺、状态、名称）', '本店铺优惠券'),
      query: pick(adminCouponsQuery, merchantCouponsQuery),
      response: paged(adminCouponView),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${at.root}/promotions/coupons/:id`,
      tags,
      summary: pick('优惠券详情', '本店铺优惠券详情'),
      params,
      response: adminCouponView,
    }),
    preview: defineEndpoint({
      method: 'POST',
      path: `${at.root}/promotions/coupons/preview`,
      tags,
      summary: pick('用草稿优惠券计算样例购物车（含店铺进行中的满减，与购物车同一计价引擎，不保存）', '用草稿店铺券计算样例购物车'),
      body: couponPreviewBody,
      response: couponPreview,
    }),
    create: defineEndpoint({
      method: 'POST',
      path: `${at.root}/promotions/coupons`,
      tags,
      summary: pick('新建优惠券（平台券或店铺券）', '新建本店铺优惠券'),
      body: couponTemplateBody,
      response: adminCouponView,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${at.root}/promotions/coupons/:id`,
      tags,
      summary: pick('修改优惠券（已有会员持有时只能改名称、总量、限领与领取时间）', '修改本店铺优惠券'),
      params,
      body: couponTemplateBody,
      response: adminCouponView,
    }),
    end: defineEndpoint({
      method: 'POST',
      path: `${at.root}/promotions/coupons/:id/end`,
      tags,
      summary: pick('结束领取（已领取的券在有效期内仍可使用）', '结束本店铺优惠券的领取'),
      params,
      response: adminCouponView,
    }),
  };
};

export const couponsConsoleEndpoints = {
  ...coupons(PLATFORM),
  issue: defineEndpoint({
    method: 'POST',
    path: '/admin/api/promotions/coupons/:id/issue',
    tags: PLATFORM.tags,
    summary: '发放优惠券给指定会员或会员分组（占用发放总量；已达每人限领的会员跳过）',
    params: couponIdParam,
    body: couponIssueBody,
    response: couponIssueResult,
  }),
};
export const couponsMerchantEndpoints = coupons(MERCHANT);
