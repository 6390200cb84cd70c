import { z } from 'zod';
import { defineEndpoint, DOCUMENT_TYPES } from '../endpoint.js';
import { paged } from '../envelope.js';
import { firstCampDocument, firstCampIdParam, firstCampShopParam, goodsFirstCamp, merchantFirstCampQuery } from '../first-camp.js';
import { goodsIdParam } from '../goods-info.js';

/**
 * 首营资料: a shop's and a goods' lists for buyers (open), and the merchant's own (area 商品); the files themselves
 * (a picture or a PDF: signed in, and a merchant its own shop's).
 */
const tags = ['first-camp'];

export const firstCampEndpoints = {
  shop: defineEndpoint({
    method: 'GET',
    path: '/api/shops/:id/first-camp',
    tags,
    summary: '商家首营资料（企业证照与协议）',
    params: firstCampShopParam,
    response: z.array(firstCampDocument),
  }),
  goods: defineEndpoint({
    method: 'GET',
    path: '/api/goods/:id/first-camp',
    tags,
    summary: '商品首营资料（商品资料与所属商家的企业资料）',
    params: goodsIdParam,
    response: goodsFirstCamp,
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/api/first-camp/:id/file',
    tags,
    summary: '下载首营资料文件（登录后）',
    params: firstCampIdParam,
    answers: 'file',
    types: DOCUMENT_TYPES,
  }),
};

const merchantTags = ['merchant'];

export const firstCampMerchantEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/api/merchant/first-camp',
    tags: merchantTags,
    summary: '本店铺首营资料（企业资料或商品资料）',
    query: merchantFirstCampQuery,
    response: paged(firstCampDocument),
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/admin/api/merchant/first-camp',
    tags: merchantTags,
    summary: '上传首营资料（multipart：kind、title、goods_id（商品资料）、valid_until，file 为 JPG/PNG/WebP 或 PDF，≤10MB）',
    multipart: true,
    response: firstCampDocument,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/api/merchant/first-camp/:id',
    tags: merchantTags,
    summary: '删除本店铺的首营资料',
    params: firstCampIdParam,
    response: z.object({ id: z.number() }),
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/admin/api/merchant/first-camp/:id/file',
    tags: merchantTags,
    summary: '本店铺首营资料文件',
    params: firstCampIdParam,
    answers: 'file',
    types: DOCUMENT_TYPES,
  }),
};
