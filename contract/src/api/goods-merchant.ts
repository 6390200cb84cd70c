import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** A merchant's own goods, imports and review records: handles on contract endpoints.goodsMerchant. */
type Handles = HandlesOf<Endpoints>['goodsMerchant'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/merchant/goods' };
export const batches: Handles['batches'] = { method: 'GET', path: '/admin/api/merchant/goods/:id/batches' };
export const saveBatches: Handles['saveBatches'] = { method: 'PUT', path: '/admin/api/merchant/goods/:id/batches' };
export const startClearance: Handles['startClearance'] = { method: 'POST', path: '/admin/api/merchant/goods/:id/batches/:batch_id/clearance' };
export const options: Handles['options'] = { method: 'GET', path: '/admin/api/merchant/goods/options' };
export const get: Handles['get'] = { method: 'GET', path: '/admin/api/merchant/goods/:id' };
export const setStatus: Handles['setStatus'] = { method: 'POST', path: '/admin/api/merchant/goods/status' };
export const uploadImage: Handles['uploadImage'] = { method: 'POST', path: '/admin/api/merchant/goods/images' };
export const uploadReport: Handles['uploadReport'] = { method: 'POST', path: '/admin/api/merchant/goods/:id/reports' };
export const importTemplate: Handles['importTemplate'] = { method: 'GET', path: '/admin/api/merchant/goods/imports/template', answers: 'file' };
export const imports: Handles['imports'] = { method: 'GET', path: '/admin/api/merchant/goods/imports' };
export const importUpload: Handles['importUpload'] = { method: 'POST', path: '/admin/api/merchant/goods/imports' };
export const importView: Handles['importView'] = { method: 'GET', path: '/admin/api/merchant/goods/imports/:id' };
export const importStart: Handles['importStart'] = { method: 'POST', path: '/admin/api/merchant/goods/imports/:id/start' };
export const importCancel: Handles['importCancel'] = { method: 'POST', path: '/admin/api/merchant/goods/imports/:id/cancel' };
export const importErrors: Handles['importErrors'] = { method: 'GET', path: '/admin/api/merchant/goods/imports/:id/errors', answers: 'file' };
export const exportGoods: Handles['exportGoods'] = { method: 'GET', path: '/admin/api/merchant/goods/export', answers: 'file' };
export const reviews: Handles['reviews'] = { method: 'GET', path: '/admin/api/merchant/goods-reviews' };
export const create: Handles['create'] = { method: 'POST', path: '/admin/api/merchant/goods' };
export const update: Handles['update'] = { method: 'PUT', path: '/admin/api/merchant/goods/:id' };
