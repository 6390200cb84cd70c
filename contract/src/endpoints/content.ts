import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  ad,
  adQuery,
  announcementData,
  articleCategoryQuery,
  articleIdParam,
  articleView,
  banner,
  commonData,
  focusDemoQuery,
  focusName,
  focusQuery,
  globalLink,
  helpGroup,
  postDetailData,
  postDetailQuery,
  postListQuery,
  postPage,
} from '../content.js';

/** Shell content: header, menus, banners, ads, footer (spec §7 "Focus and content"). */
const tags = ['content'];

export const contentEndpoints = {
  common: defineEndpoint({ method: 'GET', path: '/api/focus/common', tags, summary: '公共数据：热词、导航、分类、时间戳', response: commonData }),
  banners: defineEndpoint({
    method: 'GET',
    path: '/api/focus/demo',
    tags,
    summary: '广告位轮播图 (banner_id)',
    query: focusDemoQuery,
    response: z.array(banner),
  }),
  topBanners: defineEndpoint({ method: 'GET', path: '/api/focus/top', tags, summary: '顶部横幅', response: z.array(banner) }),
  postList: defineEndpoint({
    method: 'GET',
    path: '/api/focus/postList',
    tags,
    summary: '资讯列表（按类型分页）',
    query: postListQuery,
    response: postPage,
  }),
  focus: defineEndpoint({
    method: 'GET',
    path: '/api/focus/:name',
    tags,
    summary: '专区广告位（right, xrtj, ppzq, kxzq, zyzq, yx, login, new_kxzq, kxzq_ad）',
    params: z.object({ name: focusName }),
    query: focusQuery,
    response: z.array(banner),
  }),
  ads: defineEndpoint({ method: 'GET', path: '/api/ad', tags, summary: '广告（按位置）', query: adQuery, response: z.array(ad) }),
  links: defineEndpoint({ method: 'GET', path: '/api/global/links', tags, summary: '全站链接', response: z.array(globalLink) }),
  helpGroups: defineEndpoint({
    method: 'GET',
    path: '/api/article/category',
    tags,
    summary: '帮助中心分类及文章',
    query: articleCategoryQuery,
    response: z.array(helpGroup),
  }),
  article: defineEndpoint({ method: 'GET', path: '/api/article/:id', tags, summary: '帮助中心文章', params: articleIdParam, response: articleView }),
  postDetail: defineEndpoint({
    method: 'GET',
    path: '/api/post/postDetail',
    tags,
    summary: '资讯详情（带 id）或按类型分页列表',
    query: postDetailQuery,
    response: postDetailData,
  }),
  announcements: defineEndpoint({ method: 'GET', path: '/api/post/zxgg', tags, summary: '最新公告（滚动公告栏）', response: announcementData }),
};
