import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { paged } from '../envelope.js';
import { idParamOf } from '../member-fields.js';
import {
  approvalLimitsBody,
  approvalLimitsView,
  approveMoneyBody,
  grantCreditResult,
  memberMoneyView,
  moneyApprovalCounts,
  moneyApprovalsQuery,
  moneyApprovalView,
  rejectMoneyBody,
  walletAdjustResult,
} from '../money-approvals.js';
import { adminWithdrawalsQuery, adminWithdrawalView, decideWithdrawalBody, grantCreditBody, walletAdjustBody } from '../payments.js';

/** The console's finance area: money that moves or a limit set on it (the platform's operators only). */
const tags = ['admin'];
const memberParams = idParamOf('会员');
const approvalParams = idParamOf('审批申请');

/** A member's wallet and credit line, and the wallet adjustments booked through the ledger. */
export const walletConsoleEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/admin/api/members/:id/wallet',
    tags,
    summary: '会员资金：余额、账期额度、最近资金明细与待审批的调整',
    params: memberParams,
    response: memberMoneyView,
  }),
  adjust: defineEndpoint({
    method: 'POST',
    path: '/admin/api/members/:id/wallet/adjust',
    tags,
    summary: '调整会员余额（记账：平台调整账户 ⇄ 会员钱包；扣减不超过余额；原因会员可见；超过审批阈值时提交第二人审批）',
    params: memberParams,
    body: walletAdjustBody,
    response: walletAdjustResult,
  }),
  grantCredit: defineEndpoint({
    method: 'POST',
    path: '/admin/api/members/:id/credit',
    tags,
    summary: '设置会员账期额度与天数（提高到审批阈值以上时提交第二人审批）',
    params: memberParams,
    body: grantCreditBody,
    response: grantCreditResult,
  }),
};

/**
 * The maker-checker queue (a second account approves or rejects; the maker may withdraw) and its thresholds, which
 * only 超级管理员 sets (system area), so the accounts they bind cannot move them.
 */
export const moneyApprovalsConsoleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/api/finance/approvals',
    tags,
    summary: '资金审批：待审批与已处理的余额调整、账期额度申请',
    query: moneyApprovalsQuery,
    response: paged(moneyApprovalView),
  }),
  counts: defineEndpoint({
    method: 'GET',
    path: '/admin/api/finance/approvals/counts',
    tags,
    summary: '待审批的资金申请数',
    response: moneyApprovalCounts,
  }),
  limits: defineEndpoint({
    method: 'GET',
    path: '/admin/api/finance/approval-limits',
    tags,
    summary: '资金审批阈值（超过即需第二人审批）',
    response: approvalLimitsView,
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/admin/api/finance/approvals/:id/approve',
    tags,
    summary: '审批通过（另一位有财务权限的账号；通过即入账，仅一次）',
    params: approvalParams,
    body: approveMoneyBody,
    response: moneyApprovalView,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/admin/api/finance/approvals/:id/reject',
    tags,
    summary: '驳回申请（提交人本人为撤回）',
    params: approvalParams,
    body: rejectMoneyBody,
    response: moneyApprovalView,
  }),
  setLimits: defineEndpoint({
    method: 'POST',
    path: '/admin/api/finance/approval-limits',
    tags,
    summary: '设置资金审批阈值（超级管理员）',
    body: approvalLimitsBody,
    response: approvalLimitsView,
  }),
};

/** Members' withdrawals to pay or refuse. */
export const withdrawalsConsoleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/api/withdrawals',
    tags,
    summary: '提现申请（运营）',
    query: adminWithdrawalsQuery,
    response: paged(adminWithdrawalView),
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: '/admin/api/withdrawals/:id/decide',
    tags,
    summary: '提现打款或拒绝（拒绝时退回余额）',
    params: idParamOf('提现申请'),
    body: decideWithdrawalBody,
    response: z.null(),
  }),
};
