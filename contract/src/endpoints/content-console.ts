import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  adminArticleView,
  adminHelpTree,
  adminPostPage,
  adminPostsQuery,
  adminPostView,
  articleBody,
  contentIdParam,
  postBody,
} from '../content-admin.js';
import { adminVideo, videoIdParam, videoMetaBody } from '../home.js';
import {
  adBody,
  adminAdView,
  adminBannersQuery,
  adminBannerView,
  adminFooterLink,
  adminHotWord,
  adminNavItem,
  bannerBody,
  footerLinksBody,
  hotWordsBody,
  navBody,
  siteImageView,
  siteSettingsBody,
  siteSettingsView,
} from '../site-admin.js';

/** The console's content area (operators only). */
const tags = ['admin'];
const params = contentIdParam;
const removed = z.object({ id: z.number() });

/** News posts (质量公告, 公司新闻, 活动公告) and the help centre's articles. */
export const contentConsoleEndpoints = {
  posts: defineEndpoint({
    method: 'GET',
    path: '/admin/api/posts',
    tags,
    summary: '公告资讯列表（含定时与已下线）',
    query: adminPostsQuery,
    response: adminPostPage,
  }),
  post: defineEndpoint({ method: 'GET', path: '/admin/api/posts/:id', tags, summary: '公告资讯详情（编辑用）', params, response: adminPostView }),
  createPost: defineEndpoint({
    method: 'POST',
    path: '/admin/api/posts',
    tags,
    summary: '发布公告资讯（正文经服务端净化后保存）',
    body: postBody,
    response: adminPostView,
  }),
  updatePost: defineEndpoint({
    method: 'PUT',
    path: '/admin/api/posts/:id',
    tags,
    summary: '修改公告资讯（可定时、可下线）',
    params,
    body: postBody,
    response: adminPostView,
  }),
  help: defineEndpoint({ method: 'GET', path: '/admin/api/help', tags, summary: '帮助中心：分组与全部文章', response: adminHelpTree }),
  article: defineEndpoint({
    method: 'GET',
    path: '/admin/api/articles/:id',
    tags,
    summary: '帮助文章详情（编辑用）',
    params,
    response: adminArticleView,
  }),
  createArticle: defineEndpoint({
    method: 'POST',
    path: '/admin/api/articles',
    tags,
    summary: '新建帮助文章（正文经服务端净化后保存）',
    body: articleBody,
    response: adminArticleView,
  }),
  updateArticle: defineEndpoint({
    method: 'PUT',
    path: '/admin/api/articles/:id',
    tags,
    summary: '修改帮助文章',
    params,
    body: articleBody,
    response: adminArticleView,
  }),
};

/** Site content: banners by slot, ads, main nav, hot words, footer links, settings, and their pictures (a multipart upload). */
export const siteConsoleEndpoints = {
  banners: defineEndpoint({
    method: 'GET',
    path: '/admin/api/banners',
    tags,
    summary: '广告图（按广告位，含未开始与已结束）',
    query: adminBannersQuery,
    response: z.array(adminBannerView),
  }),
  createBanner: defineEndpoint({
    method: 'POST',
    path: '/admin/api/banners',
    tags,
    summary: '新建广告图',
    body: bannerBody,
    response: adminBannerView,
  }),
  updateBanner: defineEndpoint({
    method: 'PUT',
    path: '/admin/api/banners/:id',
    tags,
    summary: '修改广告图',
    params,
    body: bannerBody,
    response: adminBannerView,
  }),
  removeBanner: defineEndpoint({ method: 'DELETE', path: '/admin/api/banners/:id', tags, summary: '删除广告图', params, response: removed }),
  ads: defineEndpoint({
    method: 'GET',
    path: '/admin/api/ads',
    tags,
    summary: '广告位（页头右侧、搜索结果旁、抽奖弹窗）',
    response: z.array(adminAdView),
  }),
  createAd: defineEndpoint({ method: 'POST', path: '/admin/api/ads', tags, summary: '新建广告', body: adBody, response: adminAdView }),
  updateAd: defineEndpoint({ method: 'PUT', path: '/admin/api/ads/:id', tags, summary: '修改广告', params, body: adBody, response: adminAdView }),
  removeAd: defineEndpoint({ method: 'DELETE', path: '/admin/api/ads/:id', tags, summary: '删除广告', params, response: removed }),
  nav: defineEndpoint({ method: 'GET', path: '/admin/api/site/nav', tags, summary: '主导航（首行，最多9个）', response: z.array(adminNavItem) }),
  saveNav: defineEndpoint({
    method: 'PUT',
    path: '/admin/api/site/nav',
    tags,
    summary: '保存主导航（顺序即展示顺序）',
    body: navBody,
    response: z.array(adminNavItem),
  }),
  hotWords: defineEndpoint({ method: 'GET', path: '/admin/api/site/hot-words', tags, summary: '热搜词', response: z.array(adminHotWord) }),
  saveHotWords: defineEndpoint({
    method: 'PUT',
    path: '/admin/api/site/hot-words',
    tags,
    summary: '保存热搜词（顺序即展示顺序）',
    body: hotWordsBody,
    response: z.array(adminHotWord),
  }),
  links: defineEndpoint({ method: 'GET', path: '/admin/api/site/links', tags, summary: '页脚图标链接', response: z.array(adminFooterLink) }),
  saveLinks: defineEndpoint({
    method: 'PUT',
    path: '/admin/api/site/links',
    tags,
    summary: '保存页脚图标链接',
    body: footerLinksBody,
    response: z.array(adminFooterLink),
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/admin/api/site/settings',
    tags,
    summary: '站点设置（热线、备案与许可证号、二维码、积分规则）',
    response: siteSettingsView,
  }),
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: '/admin/api/site/settings',
    tags,
    summary: '保存站点设置',
    body: siteSettingsBody,
    response: siteSettingsView,
  }),
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/admin/api/site/images',
    tags,
    summary: '上传广告与链接图片（multipart，字段 file；JPG/PNG/WebP，≤2MB）',
    multipart: true,
    response: siteImageView,
  }),
};

/** Videos in the console: the list, the upload (multipart) and a video's details. */
export const videosConsoleEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/admin/api/videos', tags, summary: '视频列表', response: z.array(adminVideo) }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/admin/api/videos',
    tags,
    summary: '上传视频（multipart：category、title、description、duration、sort、published，再加 file；WebM/MP4，≤200MB）',
    multipart: true,
    response: adminVideo,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin/api/videos/:id',
    tags,
    summary: '修改视频信息（发布或隐藏）',
    params: videoIdParam,
    body: videoMetaBody,
    response: adminVideo,
  }),
};
