import { defineEndpoint } from '../endpoint.js';
import { videoList } from '../home.js';

/** The /video page (its files stream from /media/video/{id}.webm, outside the API). */
export const videosEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/video/list', tags: ['videos'], summary: '视频专区：分类与视频', response: videoList }),
};
