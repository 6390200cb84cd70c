import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { searchQuery, searchResult } from '../catalog.js';
import { hotWord } from '../content.js';

/** Search (spec §5, §7): keywords and type; response goods (suggestions), ads and data (the result page). */
const tags = ['search'];

export const searchEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/goods/search',
    tags,
    summary: '搜索（下拉建议 + 结果）',
    query: searchQuery,
    response: searchResult,
  }),
  page: defineEndpoint({ method: 'GET', path: '/api/goods/search-new', tags, summary: '搜索结果页', query: searchQuery, response: searchResult }),
  hotWords: defineEndpoint({ method: 'GET', path: '/api/goods/hot', tags, summary: '热门搜索词', response: z.array(hotWord) }),
};
