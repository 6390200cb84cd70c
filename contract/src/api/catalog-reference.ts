import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Categories, brands, shops and warehouses in the console: handles on contract endpoints.catalogReference. */
type Handles = HandlesOf<Endpoints>['catalogReference'];

export const categories: Handles['categories'] = { method: 'GET', path: '/admin/api/categories' };
export const createCategory: Handles['createCategory'] = { method: 'POST', path: '/admin/api/categories' };
export const updateCategory: Handles['updateCategory'] = { method: 'PUT', path: '/admin/api/categories/:id' };
export const removeCategory: Handles['removeCategory'] = { method: 'DELETE', path: '/admin/api/categories/:id' };
export const brands: Handles['brands'] = { method: 'GET', path: '/admin/api/brands' };
export const createBrand: Handles['createBrand'] = { method: 'POST', path: '/admin/api/brands' };
export const updateBrand: Handles['updateBrand'] = { method: 'PUT', path: '/admin/api/brands/:id' };
export const removeBrand: Handles['removeBrand'] = { method: 'DELETE', path: '/admin/api/brands/:id' };
export const shops: Handles['shops'] = { method: 'GET', path: '/admin/api/shops' };
export const createShop: Handles['createShop'] = { method: 'POST', path: '/admin/api/shops' };
export const updateShop: Handles['updateShop'] = { method: 'PUT', path: '/admin/api/shops/:id' };
export const createWarehouse: Handles['createWarehouse'] = { method: 'POST', path: '/admin/api/warehouses' };
export const renameWarehouse: Handles['renameWarehouse'] = { method: 'PUT', path: '/admin/api/warehouses/:id' };
export const kxGroups: Handles['kxGroups'] = { method: 'GET', path: '/admin/api/kx-groups' };
export const createKxGroup: Handles['createKxGroup'] = { method: 'POST', path: '/admin/api/kx-groups' };
export const updateKxGroup: Handles['updateKxGroup'] = { method: 'PUT', path: '/admin/api/kx-groups/:id' };
