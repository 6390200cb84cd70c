import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** News posts and help articles in the console: handles on contract endpoints.contentConsole. */
type Handles = HandlesOf<Endpoints>['contentConsole'];

export const posts: Handles['posts'] = { method: 'GET', path: '/admin/api/posts' };
export const post: Handles['post'] = { method: 'GET', path: '/admin/api/posts/:id' };
export const createPost: Handles['createPost'] = { method: 'POST', path: '/admin/api/posts' };
export const updatePost: Handles['updatePost'] = { method: 'PUT', path: '/admin/api/posts/:id' };
export const help: Handles['help'] = { method: 'GET', path: '/admin/api/help' };
export const article: Handles['article'] = { method: 'GET', path: '/admin/api/articles/:id' };
export const createArticle: Handles['createArticle'] = { method: 'POST', path: '/admin/api/articles' };
export const updateArticle: Handles['updateArticle'] = { method: 'PUT', path: '/admin/api/articles/:id' };
