import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Banners, ads, nav, hot words, links and settings and their pictures in the console: handles on contract endpoints.siteConsole. */
type Handles = HandlesOf<Endpoints>['siteConsole'];

export const banners: Handles['banners'] = { method: 'GET', path: '/admin/api/banners' };
export const createBanner: Handles['createBanner'] = { method: 'POST', path: '/admin/api/banners' };
export const updateBanner: Handles['updateBanner'] = { method: 'PUT', path: '/admin/api/banners/:id' };
export const removeBanner: Handles['removeBanner'] = { method: 'DELETE', path: '/admin/api/banners/:id' };
export const ads: Handles['ads'] = { method: 'GET', path: '/admin/api/ads' };
export const createAd: Handles['createAd'] = { method: 'POST', path: '/admin/api/ads' };
export const updateAd: Handles['updateAd'] = { method: 'PUT', path: '/admin/api/ads/:id' };
export const removeAd: Handles['removeAd'] = { method: 'DELETE', path: '/admin/api/ads/:id' };
export const nav: Handles['nav'] = { method: 'GET', path: '/admin/api/site/nav' };
export const saveNav: Handles['saveNav'] = { method: 'PUT', path: '/admin/api/site/nav' };
export const hotWords: Handles['hotWords'] = { method: 'GET', path: '/admin/api/site/hot-words' };
export const saveHotWords: Handles['saveHotWords'] = { method: 'PUT', path: '/admin/api/site/hot-words' };
export const links: Handles['links'] = { method: 'GET', path: '/admin/api/site/links' };
export const saveLinks: Handles['saveLinks'] = { method: 'PUT', path: '/admin/api/site/links' };
export const settings: Handles['settings'] = { method: 'GET', path: '/admin/api/site/settings' };
export const saveSettings: Handles['saveSettings'] = { method: 'PUT', path: '/admin/api/site/settings' };
export const uploadImage: Handles['uploadImage'] = { method: 'POST', path: '/admin/api/site/images' };
