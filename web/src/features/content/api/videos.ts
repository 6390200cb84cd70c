import { queryOptions } from '@tanstack/react-query';
import type { VideoItem, VideoList } from '@yaocai/contract';
import { get } from '../../../lib/api-client';

export type { VideoItem };

/** GET /api/video/list: categories and videos (each `src` streams with byte ranges). */
export const videoListQuery = queryOptions({ queryKey: ['content', 'videos'], queryFn: () => get<VideoList>('/video/list') });
