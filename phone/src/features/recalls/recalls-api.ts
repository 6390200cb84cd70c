import * as api from '@yaocai/contract/api';
import type { OutputOf, RecallNoticeView } from '@yaocai/contract';
import { call, callEnvelope } from '../../lib/api-client';

export type { RecallNoticeView };
export type RecallReturnResult = OutputOf<typeof api.recalls.returnBoxes>;
export type RefundTo = 'original' | 'wallet';

export const RECALLS_KEY = ['recalls', 'notices'] as const;

/** GET /api/recalls: the member's recall notices, those still to acknowledge first. */
export const recallNotices = () => call(api.recalls.list);

/** POST /api/recalls/:id/ack: seen, with the boxes still on hand; resolves to the server's message and the notice. */
export const acknowledgeRecall = (id: number, onHand: number) => callEnvelope(api.recalls.ack, { params: { id }, body: { on_hand: onHand } });

/** POST /api/recalls/:id/return: boxes on hand back, filed as one 召回退货 request per order. */
export const returnRecalled = (id: number, body: { number: number; refund_to: RefundTo; description: string }) =>
  callEnvelope(api.recalls.returnBoxes, { params: { id }, body });
