import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** The platform's goods, zones, imports and goods review: handles on contract endpoints.goodsConsole. */
type Handles = HandlesOf<Endpoints>['goodsConsole'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/goods' };
export const batches: Handles['batches'] = { method: 'GET', path: '/admin/api/goods/:id/batches' };
export const saveBatches: Handles['saveBatches'] = { method: 'PUT', path: '/admin/api/goods/:id/batches' };
export const startClearance: Handles['startClearance'] = { method: 'POST', path: '/admin/api/goods/:id/batches/:batch_id/clearance' };
export const options: Handles['options'] = { method: 'GET', path: '/admin/api/goods/options' };
export const get: Handles['get'] = { method: 'GET', path: '/admin/api/goods/:id' };
export const setStatus: Handles['setStatus'] = { method: 'POST', path: '/admin/api/goods/status' };
export const uploadImage: Handles['uploadImage'] = { method: 'POST', path: '/admin/api/goods/images' };
export const uploadReport: Handles['uploadReport'] = { method: 'POST', path: '/admin/api/goods/:id/reports' };
export const importTemplate: Handles['importTemplate'] = { method: 'GET', path: '/admin/api/goods/imports/template', answers: 'file' };
export const imports: Handles['imports'] = { method: 'GET', path: '/admin/api/goods/imports' };
export const importUpload: Handles['importUpload'] = { method: 'POST', path: '/admin/api/goods/imports' };
export const importView: Handles['importView'] = { method: 'GET', path: '/admin/api/goods/imports/:id' };
export const importStart: Handles['importStart'] = { method: 'POST', path: '/admin/api/goods/imports/:id/start' };
export const importCancel: Handles['importCancel'] = { method: 'POST', path: '/admin/api/goods/imports/:id/cancel' };
export const importErrors: Handles['importErrors'] = { method: 'GET', path: '/admin/api/goods/imports/:id/errors', answers: 'file' };
export const exportGoods: Handles['exportGoods'] = { method: 'GET', path: '/admin/api/goods/export', answers: 'file' };
export const reviews: Handles['reviews'] = { method: 'GET', path: '/admin/api/goods-reviews' };
export const create: Handles['create'] = { method: 'POST', path: '/admin/api/goods' };
export const update: Handles['update'] = { method: 'PUT', path: '/admin/api/goods/:id' };
export const setZone: Handles['setZone'] = { method: 'POST', path: '/admin/api/goods/zone' };
export const saveInsert: Handles['saveInsert'] = { method: 'PUT', path: '/admin/api/goods/:id/insert' };
export const decideReview: Handles['decideReview'] = { method: 'POST', path: '/admin/api/goods-reviews/:id' };
