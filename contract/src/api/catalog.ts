import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.catalog, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['catalog'];

export const list: Handles['list'] = { method: 'GET', path: '/api/goods/list' };
export const facets: Handles['facets'] = { method: 'GET', path: '/api/goods/facets' };
export const detail: Handles['detail'] = { method: 'GET', path: '/api/goods/detail/:id' };
export const related: Handles['related'] = { method: 'GET', path: '/api/goods/relation' };
export const recentStat: Handles['recentStat'] = { method: 'GET', path: '/api/goods/recent_stat' };
export const kxGoods: Handles['kxGoods'] = { method: 'GET', path: '/api/goods/kx' };
export const welfareGoods: Handles['welfareGoods'] = { method: 'GET', path: '/api/goods/fl' };
export const shop: Handles['shop'] = { method: 'GET', path: '/api/sjly-info' };
export const floors: Handles['floors'] = { method: 'GET', path: '/api/index_wntj/:id' };
export const brand: Handles['brand'] = { method: 'GET', path: '/api/focus/brand/:id' };
export const firstCamp: Handles['firstCamp'] = { method: 'GET', path: '/api/post/syzl' };
export const shops: Handles['shops'] = { method: 'GET', path: '/api/shops' };
export const brands: Handles['brands'] = { method: 'GET', path: '/api/brands' };
export const kxGroups: Handles['kxGroups'] = { method: 'GET', path: '/api/goods/kx/groups' };
export const kxGroup: Handles['kxGroup'] = { method: 'GET', path: '/api/goods/kx/groups/:url' };
export const insert: Handles['insert'] = { method: 'GET', path: '/api/goods/insert' };
export const reports: Handles['reports'] = { method: 'GET', path: '/api/goods/reports' };
