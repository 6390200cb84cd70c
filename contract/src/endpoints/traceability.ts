import { z } from 'zod';
import { defineEndpoint, FILE_TYPE } from '../endpoint.js';
import { idParamOf } from '../member-fields.js';
import {
  traceAlertView,
  traceCodeQuery,
  traceCodeView,
  traceManifestQuery,
  tracePackingBody,
  tracePackingPlatformBody,
  tracePackingResult,
  traceReceiptBody,
  traceReceiptView,
  traceReportPage,
  traceReportsQuery,
} from '../traceability.js';
import { temperatureBody, temperatureView } from '../cold-chain.js';
import { MERCHANT, PLATFORM, type AudienceKind, type ConsoleAudience } from './audience.js';

const MANIFEST_TYPES = [FILE_TYPE.json, FILE_TYPE.csv, FILE_TYPE.xlsx];

/**
 * 药品追溯码 in the console (orders area) for the platform's own stock and every shop's codes, and for a merchant's own:
 * the packing relation a carton's code stands for, a code's history, a shipment's electronic manifest. The codes of a
 * parcel are captured by the ship call (ordersConsole.ship's `items[i][codes]`).
 */
const trace = <K extends AudienceKind>({ root, tags, pick }: ConsoleAudience<K>) => ({
  importPacking: defineEndpoint({
    method: 'POST',
    path: `${root}/trace/packing`,
    tags,
    summary: pick('导入包装关系（大码—中码—小码，每行“父码,子码”）', '导入本店铺的包装关系（大码—中码—小码，每行“父码,子码”）'),
    body: pick(tracePackingPlatformBody, tracePackingBody),
    response: tracePackingResult,
  }),
  code: defineEndpoint({
    method: 'GET',
    path: `${root}/trace/code`,
    tags,
    summary: pick('追溯码查询：商品、批号、效期、店铺、订单、发货与收货', '查询本店铺的追溯码：商品、批号、效期、订单、发货与收货'),
    query: traceCodeQuery,
    response: traceCodeView,
  }),
  manifest: defineEndpoint({
    method: 'GET',
    path: `${root}/shipments/:id/trace_manifest`,
    tags,
    summary: pick('发货追溯码清单（JSON、CSV 或 Excel）', '本店铺发货的追溯码清单（JSON、CSV 或 Excel）'),
    params: idParamOf('发货记录'),
    query: traceManifestQuery,
    answers: 'file',
    types: MANIFEST_TYPES,
  }),
  temperature: defineEndpoint({
    method: 'GET',
    path: `${root}/shipments/:id/temperature`,
    tags,
    summary: pick('冷链发货的运输温度记录', '本店铺冷链发货的运输温度记录'),
    params: idParamOf('发货记录'),
    response: temperatureView,
  }),
  recordTemperature: defineEndpoint({
    method: 'POST',
    path: `${root}/shipments/:id/temperature`,
    tags,
    summary: pick('上传冷链发货的运输温度记录（温度记录仪的记录文件或逐条录入，每行“时间,温度”）', '上传本店铺冷链发货的运输温度记录'),
    params: idParamOf('发货记录'),
    body: temperatureBody,
    response: temperatureView,
  }),
});

export const traceConsoleEndpoints = {
  ...trace(PLATFORM),
  alerts: defineEndpoint({
    method: 'GET',
    path: '/admin/api/trace/alerts',
    tags: PLATFORM.tags,
    summary: '回流药预警：已售出的追溯码再次发货被拒的记录（最近200条）',
    response: z.array(traceAlertView),
  }),
  reports: defineEndpoint({
    method: 'GET',
    path: '/admin/api/trace/reports',
    tags: PLATFORM.tags,
    summary: '追溯码上报：各发货向国家药品追溯平台的上报记录与状态（待上报、已上报、上报失败）',
    query: traceReportsQuery,
    response: traceReportPage,
  }),
  report: defineEndpoint({
    method: 'GET',
    path: '/admin/api/trace/reports/:id',
    tags: PLATFORM.tags,
    summary: '下载一条追溯码上报的报文（JSON，格式见 docs/trace-report-format.md），供手工上报',
    params: idParamOf('上报记录'),
    answers: 'file',
    types: [FILE_TYPE.json],
  }),
};
export const traceMerchantEndpoints = trace(MERCHANT);

/** The buyer's side: its parcels' manifests (to load into its ERP or POS) and the history of a box it received. */
export const traceEndpoints = {
  manifest: defineEndpoint({
    method: 'GET',
    path: '/api/order/shipments/:id/trace_manifest',
    tags: ['orders'],
    summary: '下载发货的电子追溯码清单（JSON、CSV 或 Excel，可导入ERP/收银系统）',
    params: idParamOf('发货记录'),
    query: traceManifestQuery,
    answers: 'file',
    types: MANIFEST_TYPES,
  }),
  receipt: defineEndpoint({
    method: 'GET',
    path: '/api/order/shipments/:id/trace_receipt',
    tags: ['orders'],
    summary: '扫码验收进度：每行已扫盒数、未扫到的追溯码、不属于本次发货的码',
    params: idParamOf('发货记录'),
    response: traceReceiptView,
  }),
  scanReceipt: defineEndpoint({
    method: 'POST',
    path: '/api/order/shipments/:id/trace_receipt',
    tags: ['orders'],
    summary: '扫码验收：提交扫到的追溯码（箱码代表箱内各盒），与随货清单核对',
    params: idParamOf('发货记录'),
    body: traceReceiptBody,
    response: traceReceiptView,
  }),
  temperature: defineEndpoint({
    method: 'GET',
    path: '/api/order/shipments/:id/temperature',
    tags: ['orders'],
    summary: '冷链发货的运输温度记录（确认收货前查看）',
    params: idParamOf('发货记录'),
    response: temperatureView,
  }),
  code: defineEndpoint({
    method: 'GET',
    path: '/api/trace/code',
    tags: ['orders'],
    summary: '查询本单位收到的药盒追溯码：商品、批号、效期、订单、发货与收货',
    query: traceCodeQuery,
    response: traceCodeView,
  }),
};
