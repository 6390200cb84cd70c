import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { WantedDetail, WantedView } from '@yaocai/contract';
import { call } from '../../../lib/api-client';

export type { WantedDetail, WantedView };
export const WANTED_PAGE_SIZE = 10;

/** GET /api/pzqg?page&status: the member's 求购, newest first. */
export const wantedListQuery = (page: number, status: number | undefined) =>
  queryOptions({
    queryKey: ['wanted', 'list', page, status ?? 'all'],
    queryFn: () => call(api.wanted.list, { query: { page, page_size: WANTED_PAGE_SIZE, ...(status === undefined ? {} : { status }) } }),
    placeholderData: keepPreviousData,
  });

/** GET /api/pzqg/{id}: the request, the answer and the goods linked to it, priced for the member now. */
export const wantedDetailQuery = (id: number) =>
  queryOptions({ queryKey: ['wanted', 'detail', id], queryFn: () => call(api.wanted.detail, { params: { id } }), retry: false });

export interface WantedForm {
  name: string;
  spec?: string;
  maker?: string;
  approval_no?: string;
  quantity: number;
  unit?: string;
  expected_price?: string;
  remark?: string;
}

export const createWanted = (body: WantedForm) => call(api.wanted.create, { body });
export const cancelWanted = (id: number) => call(api.wanted.cancel, { params: { id } });
