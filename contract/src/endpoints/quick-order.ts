import { defineEndpoint, FILE_TYPE } from '../endpoint.js';
import { quickOrderMatchBody, quickOrderResult, quickOrderSheet } from '../quick-order.js';

/**
 * /quickOrder: match purchase lines (pasted or from a sheet) to goods, and the template to fill (a file: the page links
 * to it).
 */
const tags = ['quick-order'];

export const quickOrderEndpoints = {
  match: defineEndpoint({
    method: 'POST',
    path: '/api/quick-order/match',
    tags,
    summary: '匹配采购明细（最多200行：名称、批准文号/条形码、规格、厂家、数量）',
    body: quickOrderMatchBody,
    response: quickOrderResult,
  }),
  parse: defineEndpoint({
    method: 'POST',
    path: '/api/quick-order/parse',
    tags,
    summary: '读取采购单文件（multipart，字段 file；.xlsx 或 .csv，≤2MB）',
    multipart: true,
    response: quickOrderSheet,
  }),
  template: defineEndpoint({
    method: 'GET',
    path: '/api/quick-order/template',
    tags,
    summary: '下载采购单模板（.xlsx）',
    answers: 'file',
    types: [FILE_TYPE.xlsx],
  }),
};
