import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { addressBody, addressList, addressView } from '../member-centre.js';
import { idParamOf } from '../member-fields.js';

/** /addr: delivery addresses of the signed-in member. */
const tags = ['addresses'];
const params = idParamOf('地址');

export const addressesEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/user/address', tags, summary: '收货地址列表（默认地址在前）', response: addressList }),
  get: defineEndpoint({ method: 'GET', path: '/api/user/address/:id', tags, summary: '收货地址详情', params, response: addressView }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/user/address',
    tags,
    summary: '新增收货地址（最多20个）',
    body: addressBody,
    response: addressView,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/user/address/:id',
    tags,
    summary: '修改收货地址',
    params,
    body: addressBody,
    response: addressView,
  }),
  setDefault: defineEndpoint({
    method: 'POST',
    path: '/api/user/address/:id/default',
    tags,
    summary: '设为默认地址',
    params,
    response: z.null(),
  }),
  remove: defineEndpoint({ method: 'DELETE', path: '/api/user/address/:id', tags, summary: '删除收货地址', params, response: z.null() }),
};
