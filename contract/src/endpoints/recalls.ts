import { z } from 'zod';
import { defineEndpoint, FILE_TYPE } from '../endpoint.js';
import { idParamOf } from '../member-fields.js';
import {
  recallAckBody,
  recallBody,
  recallBuyerView,
  recallExportQuery,
  recallNoticeView,
  recallPlatformBody,
  recallRecorded,
  recallReturnBody,
  recallReturnResult,
  recallView,
} from '../recalls.js';
import { MERCHANT, PLATFORM, type AudienceKind, type ConsoleAudience } from './audience.js';

/** 药品召回 in the console (orders area): record a recall, the board, each buyer's progress. */
const recalls = <K extends AudienceKind>({ root, tags, pick }: ConsoleAudience<K>) => ({
  record: defineEndpoint({
    method: 'POST',
    path: `${root}/recalls`,
    tags,
    summary: pick(
      '登记药品召回（批准文号、批号、级别、原因）：立即停售、移出购物车并通知收货单位',
      '登记本店铺商品的召回：立即停售、移出购物车并通知收货单位',
    ),
    body: pick(recallPlatformBody, recallBody),
    response: recallRecorded,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: `${root}/recalls`,
    tags,
    summary: pick('召回看板：各召回的收货单位、已确认与逾期', '本店铺的召回：收货单位、已确认与逾期'),
    response: z.array(recallView),
  }),
  buyers: defineEndpoint({
    method: 'GET',
    path: `${root}/recalls/:id/buyers`,
    tags,
    summary: pick('召回的收货单位与处理进度', '本店铺召回的收货单位与处理进度'),
    params: idParamOf('召回'),
    response: z.array(recallBuyerView),
  }),
  exportFile: defineEndpoint({
    method: 'GET',
    path: `${root}/recalls/:id/export`,
    tags,
    summary: pick('导出召回记录（供监管部门）：收货单位、通知、确认、在库与退回数量', '导出本店铺的召回记录（供监管部门）'),
    params: idParamOf('召回'),
    query: recallExportQuery,
    answers: 'file',
    types: [FILE_TYPE.csv, FILE_TYPE.xlsx],
  }),
});

export const recallsConsoleEndpoints = recalls(PLATFORM);
export const recallsMerchantEndpoints = recalls(MERCHANT);

/** A buyer's recalls: what it must act on, and its acknowledgement with the quantity on hand. */
export const recallsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/recalls',
    tags: ['orders'],
    summary: '本单位收到的药品召回通知（未确认的在前）',
    response: z.array(recallNoticeView),
  }),
  ack: defineEndpoint({
    method: 'POST',
    path: '/api/recalls/:id/ack',
    tags: ['orders'],
    summary: '确认召回通知并上报在库数量',
    params: idParamOf('召回通知'),
    body: recallAckBody,
    response: recallNoticeView,
  }),
  returnBoxes: defineEndpoint({
    method: 'POST',
    path: '/api/recalls/:id/return',
    tags: ['orders'],
    summary: '召回退货：退回在库的召回批号商品，按订单生成召回退货申请（原路退款或退至余额）',
    params: idParamOf('召回通知'),
    body: recallReturnBody,
    response: recallReturnResult,
  }),
};
