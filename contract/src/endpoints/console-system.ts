import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { auditPage, auditQuery, smsOutboxEntry } from '../admin.js';
import { dashboardQuery, dashboardView } from '../dashboard.js';
import { phoneField } from '../fields.js';
import { adminJobPage, adminJobsQuery, jobIdParam } from '../jobs-admin.js';
import { idParamOf } from '../member-fields.js';

/** The console's system area: the audit trail, an operator's second factor, the job queue, the sandbox SMS outbox. */
const tags = ['admin'];

export const consoleSystemEndpoints = {
  audit: defineEndpoint({
    method: 'GET',
    path: '/admin/api/audit',
    tags,
    summary: '操作日志（谁、何时、做了什么，修改前后）',
    query: auditQuery,
    response: auditPage,
  }),
  resetOperatorTotp: defineEndpoint({
    method: 'POST',
    path: '/admin/api/operators/:id/totp/reset',
    tags,
    summary: '清除运营账号的双重验证（手机丢失时；之后凭密码登录并可重新开启）',
    params: idParamOf('运营账号'),
    response: z.object({ totp: z.boolean() }),
  }),
  jobs: defineEndpoint({
    method: 'GET',
    path: '/admin/api/jobs',
    tags,
    summary: '任务队列：按状态与队列查看（等待、执行中、失败待重试、已完成）',
    query: adminJobsQuery,
    response: adminJobPage,
  }),
  retryJob: defineEndpoint({
    method: 'POST',
    path: '/admin/api/jobs/:id/retry',
    tags,
    summary: '立即重试失败的任务',
    params: jobIdParam,
    response: z.object({ id: z.number() }),
  }),
  /** Only when the sandbox is on (demo, tests); 404 otherwise. */
  smsOutbox: defineEndpoint({
    method: 'GET',
    path: '/admin/api/sms_outbox',
    tags,
    summary: '内置短信通道的发件箱（沙箱：运营查看发给某手机号的短信）',
    query: z.object({ phone: phoneField() }),
    response: z.array(smsOutboxEntry),
  }),
};

/** The console's dashboard area. */
export const dashboardEndpoints = {
  overview: defineEndpoint({
    method: 'GET',
    path: '/admin/api/dashboard',
    tags,
    summary: '数据概览：按日成交额、订单、付款会员、客单价，订单状态，新会员与待审核，热销商品与店铺',
    query: dashboardQuery,
    response: dashboardView,
  }),
};
