import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { FeedbackView } from '@yaocai/contract';
import { call } from '../../../lib/api-client';

export type { FeedbackView };
export const FEEDBACK_PAGE_SIZE = 5;

/** GET /api/user/feedback?page: what the member sent, newest first, with the operator's replies. */
export const myFeedbackQuery = (page: number) =>
  queryOptions({
    queryKey: ['feedback', 'mine', page],
    queryFn: () => call(api.feedback.mine, { query: { page, page_size: FEEDBACK_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

/** POST /api/user/feedback (spec §7): type, content, images (upload ids), contact. */
export function sendFeedback(body: { type: number; content: string; images: string[]; contact: string }) {
  return call(api.feedback.send, { body: { ...body, images: body.images.join(',') } });
}
