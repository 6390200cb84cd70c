import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.content, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['content'];

export const common: Handles['common'] = { method: 'GET', path: '/api/focus/common' };
export const banners: Handles['banners'] = { method: 'GET', path: '/api/focus/demo' };
export const topBanners: Handles['topBanners'] = { method: 'GET', path: '/api/focus/top' };
export const postList: Handles['postList'] = { method: 'GET', path: '/api/focus/postList' };
export const focus: Handles['focus'] = { method: 'GET', path: '/api/focus/:name' };
export const ads: Handles['ads'] = { method: 'GET', path: '/api/ad' };
export const links: Handles['links'] = { method: 'GET', path: '/api/global/links' };
export const helpGroups: Handles['helpGroups'] = { method: 'GET', path: '/api/article/category' };
export const article: Handles['article'] = { method: 'GET', path: '/api/article/:id' };
export const postDetail: Handles['postDetail'] = { method: 'GET', path: '/api/post/postDetail' };
export const announcements: Handles['announcements'] = { method: 'GET', path: '/api/post/zxgg' };
