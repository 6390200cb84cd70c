import { defineEndpoint, FILE_TYPE } from '../endpoint.js';
import {
  commissionRateBody,
  commissionRatesView,
  generateStatementsBody,
  generateStatementsResult,
  merchantStatementsQuery,
  statementDetail,
  statementIdParam,
  statementPage,
  statementPreview,
  statementsQuery,
  statementView,
} from '../settlement.js';
import { MERCHANT, PLATFORM, type AudienceKind, type ConsoleAudience } from './audience.js';

/**
 * Monthly statements and their lines — every shop's for the platform (finance area: /settlement/statements), a
 * merchant's own (财务: /merchant/statements), and a statement's Excel file (a download).
 */
const statements = <K extends AudienceKind>(at: ConsoleAudience<K>) => {
  const { tags, pick } = at;
  const base = pick('/admin/api/settlement/statements', '/admin/api/merchant/statements');
  return {
    statements: defineEndpoint({
      method: 'GET',
      path: base,
      tags,
      summary: pick('商家对账单（按月份、店铺、状态）', '本店铺对账单'),
      query: pick(statementsQuery, merchantStatementsQuery),
      response: statementPage,
    }),
    statement: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      tags,
      summary: pick('对账单明细（每笔订单与退款及佣金）', '本店铺对账单明细'),
      params: statementIdParam,
      response: statementDetail,
    }),
    exportStatement: defineEndpoint({
      method: 'GET',
      path: `${base}/:id/export`,
      tags,
      summary: pick('导出对账单（.xlsx）', '导出本店铺对账单（.xlsx）'),
      params: statementIdParam,
      answers: 'file',
      types: [FILE_TYPE.xlsx],
    }),
  };
};

/** The platform's: statements (it generates a month and marks one paid) and the commission rates. */
export const settlementConsoleEndpoints = {
  rates: defineEndpoint({
    method: 'GET',
    path: '/admin/api/settlement/rates',
    tags: PLATFORM.tags,
    summary: '平台佣金比例（默认、按店铺、按分类）',
    response: commissionRatesView,
  }),
  setRate: defineEndpoint({
    method: 'POST',
    path: '/admin/api/settlement/rates',
    tags: PLATFORM.tags,
    summary: '设置或删除一个店铺或分类的佣金比例（%）',
    body: commissionRateBody,
    response: commissionRatesView,
  }),
  ...statements(PLATFORM),
  generate: defineEndpoint({
    method: 'POST',
    path: '/admin/api/settlement/statements/generate',
    tags: PLATFORM.tags,
    summary: '生成已结束月份的对账单（每月1日由任务自动生成；已生成的不重复）',
    body: generateStatementsBody,
    response: generateStatementsResult,
  }),
  markPaid: defineEndpoint({
    method: 'POST',
    path: '/admin/api/settlement/statements/:id/paid',
    tags: PLATFORM.tags,
    summary: '标记已结算（已付款给商家；应付账款清零）',
    params: statementIdParam,
    response: statementView,
  }),
};

/** A merchant's own statements, with the month so far as an estimate. */
export const settlementMerchantEndpoints = {
  ...statements(MERCHANT),
  current: defineEndpoint({
    method: 'GET',
    path: '/admin/api/merchant/statements/current',
    tags: MERCHANT.tags,
    summary: '本月至今的预估对账（未入账）',
    response: statementPreview,
  }),
};
