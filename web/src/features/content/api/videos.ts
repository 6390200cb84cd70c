import { queryOptions } from '@tanstack/react-query';
import type { VideoItem } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { call } from '../../../lib/api-client';

export type { VideoItem };

/** GET /api/video/list: categories and videos (each `src` streams with byte ranges). */
export const videoListQuery = queryOptions({ queryKey: ['content', 'videos'], queryFn: () => call(api.videos.list) });
