import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  addToCartBody,
  addToCartResult,
  cartAddonBody,
  cartAddonState,
  cartCouponQuery,
  cartCoupons,
  cartIdsBody,
  cartLineNumber,
  cartLinesDeleted,
  cartLinesUpdated,
  cartListQuery,
  cartState,
  cartTotal,
  couponCategory,
  editCartBody,
  nextHint,
  nextHintQuery,
  selectCartBody,
} from '../cart.js';
import { intField } from '../fields.js';

/** Cart calls of spec §7. Every call is the signed-in member's own cart; other members' line ids are "not found". */
const tags = ['cart'];
const lineParam = z.object({ id: intField('购物车商品', { min: 1, max: 2147483647 }) });
const goodsParam = z.object({ id: intField('商品', { min: 1, max: 2147483647 }) });

export const cartEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/cart/list',
    aliases: ['/api/v1/cart/list'],
    tags,
    summary: '购物车列表（按店铺分组，服务端计价；coupon_ids 为所选优惠券）',
    query: cartListQuery,
    response: cartState,
  }),
  nextHint: defineEndpoint({
    method: 'POST',
    path: '/api/cart/next_hint',
    tags,
    summary: '凑单提示（下一档满减、包邮、优惠券门槛）',
    query: nextHintQuery,
    response: nextHint,
  }),
  coupons: defineEndpoint({
    method: 'GET',
    path: '/api/v1/cart/coupon',
    tags,
    summary: '购物车优惠券：可用、不可用（含原因）、可领取',
    query: cartCouponQuery,
    response: cartCoupons,
  }),
  couponCategories: defineEndpoint({
    method: 'GET',
    path: '/api/v1/cart/coupon-category',
    tags,
    summary: '购物车优惠券分类与数量',
    query: cartCouponQuery,
    response: z.array(couponCategory),
  }),
  total: defineEndpoint({ method: 'GET', path: '/api/cart/total', tags, summary: '购物车商品行数', response: cartTotal }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/cart',
    tags,
    summary: '加入购物车（params 为加购商品数组）',
    body: addToCartBody,
    response: addToCartResult,
  }),
  quickAdd: defineEndpoint({
    method: 'POST',
    path: '/api/cart/quick_add/:id',
    tags,
    summary: '快速加购（按起订量/中包装加入一份）',
    params: goodsParam,
    response: addToCartResult,
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/api/cart/:id/edit',
    tags,
    summary: '修改购买数量',
    params: lineParam,
    body: editCartBody,
    response: cartLineNumber,
  }),
  addon: defineEndpoint({
    method: 'POST',
    path: '/api/cart/:id/addon',
    tags,
    summary: '换购：选择（take=1）或取消（take=0）该商品行下的换购商品',
    params: lineParam,
    body: cartAddonBody,
    response: cartAddonState,
  }),
  select: defineEndpoint({
    method: 'POST',
    path: '/api/cart/batch_select',
    tags,
    summary: '选中或取消选中（单个、店铺、全部）',
    body: selectCartBody,
    response: cartLinesUpdated,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/cart/batch_delete',
    tags,
    summary: '批量删除购物车商品',
    body: cartIdsBody,
    response: cartLinesDeleted,
  }),
};
