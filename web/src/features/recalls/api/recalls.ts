import { queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { OutputOf, RecallNoticeView } from '@yaocai/contract';
import { call } from '../../../lib/api-client';

export type { RecallNoticeView };
export type RecallReturnResult = OutputOf<typeof api.recalls.returnBoxes>;

/** GET /api/recalls: the member's recall notices, those still to acknowledge first. */
export const recallNoticesQuery = queryOptions({
  queryKey: ['recalls', 'notices'],
  queryFn: () => call(api.recalls.list),
  staleTime: 0,
});

/** POST /api/recalls/:id/ack: seen, with the boxes still on hand. */
export const acknowledgeRecall = (id: number, onHand: number) => call(api.recalls.ack, { params: { id }, body: { on_hand: onHand } });

/** POST /api/recalls/:id/return: boxes on hand back, filed as 召回退货 per order. */
export const returnRecalled = (id: number, body: { number: number; refund_to: 'original' | 'wallet'; description: string }) =>
  call(api.recalls.returnBoxes, { params: { id }, body });
