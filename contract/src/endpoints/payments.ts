import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { paged } from '../envelope.js';
import { pagingQuery } from '../fields.js';
import {
  bankCardView,
  bindBankBody,
  creditBill,
  creditListQuery,
  creditPayBody,
  creditRepayBody,
  creditRepayResult,
  moneyConfig,
  moneyLogEntry,
  moneyLogQuery,
  onlinePayment,
  payOrdersBody,
  payOrdersResult,
  paymentQuery,
  paymentStatus,
  providerAccount,
  rechargeBody,
  sendBindCodeBody,
  userCredit,
  userMoney,
  withdrawalView,
  withdrawApplyBody,
} from '../payments.js';

/** Paying orders and the wallet (余额: balance, recharge, money log). */
const tags = ['payments'];

export const paymentsEndpoints = {
  payOrders: defineEndpoint({
    method: 'POST',
    path: '/api/pay/order',
    tags,
    summary: '支付订单（余额或在线支付二维码）',
    body: payOrdersBody,
    response: payOrdersResult,
  }),
  recharge: defineEndpoint({
    method: 'POST',
    path: '/api/pay/recharge',
    tags,
    summary: '余额充值（在线支付二维码）',
    body: rechargeBody,
    response: onlinePayment,
  }),
  check: defineEndpoint({
    method: 'GET',
    path: '/api/pay/check_cz_order',
    tags,
    summary: '查询支付单状态（待支付时向支付机构查询对账）',
    query: paymentQuery,
    response: paymentStatus,
  }),
  recharges: defineEndpoint({
    method: 'GET',
    path: '/api/pay/cz_list',
    tags,
    summary: '充值记录',
    query: pagingQuery,
    response: paged(paymentStatus),
  }),
  wallet: defineEndpoint({ method: 'GET', path: '/api/user/user_money', tags, summary: '账户余额与账期额度', response: userMoney }),
  moneyLog: defineEndpoint({
    method: 'GET',
    path: '/api/user/user_money_log',
    tags,
    summary: '余额明细（类型、日期筛选）',
    query: moneyLogQuery,
    response: paged(moneyLogEntry),
  }),
  account: defineEndpoint({ method: 'GET', path: '/api/pay/account', tags, summary: '我的支付账户（支付机构开户状态）', response: providerAccount }),
  openAccount: defineEndpoint({ method: 'POST', path: '/api/pay/account/open', tags, summary: '开通支付账户', response: providerAccount }),
  /** Open to anyone: the recharge amounts on offer, and whether online payment (recharge, 在线支付, 在线还款) is open. */
  config: defineEndpoint({ method: 'GET', path: '/api/moneys/moneyConfig', tags, summary: '充值金额限制与在线支付是否开通', response: moneyConfig }),
};

/** 账期 (/zqgl) calls of spec §7. */
const creditTags = ['credit'];

export const creditEndpoints = {
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/user/user_credit',
    tags: creditTags,
    summary: '账期额度、已用、可用、逾期与最近到期日',
    response: userCredit,
  }),
  bills: defineEndpoint({
    method: 'GET',
    path: '/api/user/user_credit_list',
    tags: creditTags,
    summary: '账期账单（全部、待还、已还）',
    query: creditListQuery,
    response: paged(creditBill),
  }),
  payOrders: defineEndpoint({
    method: 'POST',
    path: '/api/pay/user_credit_pay',
    tags: creditTags,
    summary: '账期支付订单',
    body: creditPayBody,
    response: payOrdersResult,
  }),
  repay: defineEndpoint({
    method: 'POST',
    path: '/api/pay/user_credit_create',
    tags: creditTags,
    summary: '账期还款（余额立即还款，或在线支付二维码）',
    body: creditRepayBody,
    response: creditRepayResult,
  }),
  check: defineEndpoint({
    method: 'GET',
    path: '/api/pay/user_credit_check',
    tags: creditTags,
    summary: '账期在线还款状态',
    query: paymentQuery,
    response: paymentStatus,
  }),
};

/** Withdraw calls of spec §7: bank card binding with an SMS code, applying, the list. */
const withdrawTags = ['withdraw'];

export const withdrawEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/withdraw/list',
    tags: withdrawTags,
    summary: '提现记录',
    query: pagingQuery,
    response: paged(withdrawalView),
  }),
  card: defineEndpoint({
    method: 'GET',
    path: '/api/withdraw/getbank',
    tags: withdrawTags,
    summary: '已绑定的银行卡（卡号脱敏）',
    response: bankCardView.nullable(),
  }),
  sendBindCode: defineEndpoint({
    method: 'POST',
    path: '/api/withdraw/sendbindcode',
    tags: withdrawTags,
    summary: '发送绑卡验证码（发至账户手机号）',
    body: sendBindCodeBody,
    response: z.object({ expires_in: z.number(), resend_after: z.number() }),
  }),
  bindBank: defineEndpoint({
    method: 'POST',
    path: '/api/withdraw/bindbank',
    tags: withdrawTags,
    summary: '绑定提现银行卡',
    body: bindBankBody,
    response: z.null(),
  }),
  apply: defineEndpoint({
    method: 'POST',
    path: '/api/withdraw/apply',
    tags: withdrawTags,
    summary: '申请提现（不超过余额）',
    body: withdrawApplyBody,
    response: z.object({ id: z.number() }),
  }),
};
