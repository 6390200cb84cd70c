import { queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { OnlinePayment, OutputOf, Paged } from '@yaocai/contract';
import { call, type RequestOptions } from '../../../lib/api-client';

export type UserMoney = OutputOf<typeof api.payments.wallet>;
export type MoneyConfig = OutputOf<typeof api.payments.config>;
export type MoneyLogEntry = OutputOf<typeof api.payments.moneyLog>['list'][number];
export type PaymentStatus = OutputOf<typeof api.payments.check>;
export type PayOrdersResult = OutputOf<typeof api.payments.payOrders>;
export type UserCredit = OutputOf<typeof api.credit.summary>;
export type CreditBill = OutputOf<typeof api.credit.bills>['list'][number];
export type CreditRepayResult = OutputOf<typeof api.credit.repay>;
export type BankCard = NonNullable<OutputOf<typeof api.withdraw.card>>;
export type Withdrawal = OutputOf<typeof api.withdraw.list>['list'][number];
export type { OnlinePayment, Paged };

/** Everything money-related sits under ['money'], so one invalidation refreshes balances, logs and bills. */
export const moneyKeys = {
  all: ['money'] as const,
  wallet: ['money', 'wallet'] as const,
  config: ['money', 'config'] as const,
  log: (q: MoneyLogFilter) => ['money', 'log', q] as const,
  recharges: (page: number) => ['money', 'recharges', page] as const,
  credit: ['money', 'credit'] as const,
  bills: (type: number, page: number) => ['money', 'bills', type, page] as const,
  bank: ['money', 'bank'] as const,
  withdrawals: (page: number) => ['money', 'withdrawals', page] as const,
  account: ['money', 'pay-account'] as const,
};

/** GET /api/user/user_money: balance, credit line and what of it is free (fen). */
export const userMoneyQuery = queryOptions({ queryKey: moneyKeys.wallet, queryFn: () => call(api.payments.wallet), staleTime: 0 });

/** GET /api/moneys/moneyConfig: recharge limits in yuan (spec §9 defaults 0.01 / 10000). */
export const moneyConfigQuery = queryOptions({
  queryKey: moneyKeys.config,
  // Unanswered: the defaults, online payment assumed open (the server still says no when it is not).
  queryFn: () =>
    call(api.payments.config, {}, { silent: true }).catch((): MoneyConfig => ({
      cz_min: '0.01',
      cz_max: '10000',
      online_pay: true,
      online_provider: null,
    })),
  staleTime: 5 * 60_000,
});

/** The orders of one submission, read one by one (the order list has no id filter). */
export const payOrdersQuery = (ids: number[]) =>
  queryOptions({
    queryKey: ['orders', 'pay', ids],
    queryFn: () => Promise.all(ids.map((id) => call(api.orders.detail, { params: { id } }))),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/** POST /api/pay/order ids, method wallet (paid now) | online (a QR code to scan). */
export function payOrders(ids: number[], method: 'wallet' | 'online', opts?: Omit<RequestOptions, 'query' | 'body'>) {
  return call(api.payments.payOrders, { body: { ids, method } }, opts);
}

/** POST /api/pay/user_credit_pay ids: pay on the credit line (账期). */
export function payOnCredit(ids: number[]) {
  return call(api.credit.payOrders, { body: { ids } });
}

/** GET /api/pay/check_cz_order?payment_no=: 0 waiting, 1 paid, 2 closed (orders and recharges alike). */
export function checkPayment(paymentNo: string) {
  return call(api.payments.check, { query: { payment_no: paymentNo } }, { silent: true });
}

/** GET /api/pay/user_credit_check?payment_no=: the same for an online credit repayment. */
export function checkCreditPayment(paymentNo: string) {
  return call(api.credit.check, { query: { payment_no: paymentNo } }, { silent: true });
}

/** POST /api/pay/recharge amount (yuan text). */
export function recharge(amountYuan: string) {
  return call(api.payments.recharge, { body: { amount: amountYuan } });
}

/** GET /api/user/user_money_log. */
export interface MoneyLogFilter {
  page: number;
  use_type: number;
  start_time?: string;
  end_time?: string;
}
export const moneyLogQuery = (q: MoneyLogFilter) =>
  queryOptions({ queryKey: moneyKeys.log(q), queryFn: () => call(api.payments.moneyLog, { query: { ...q, page_size: 10 } }) });

/** GET /api/pay/cz_list: recharges, newest first. */
export const rechargesQuery = (page: number) =>
  queryOptions({ queryKey: moneyKeys.recharges(page), queryFn: () => call(api.payments.recharges, { query: { page, page_size: 10 } }) });

/** GET /api/user/user_credit (/zqgl). */
export const creditQuery = queryOptions({ queryKey: moneyKeys.credit, queryFn: () => call(api.credit.summary), staleTime: 0 });

/** GET /api/user/user_credit_list type 0 all, 1 unpaid, 2 settled. */
export const billsQuery = (type: number, page: number) =>
  queryOptions({
    queryKey: moneyKeys.bills(type, page),
    queryFn: () => call(api.credit.bills, { query: { type, page, page_size: 10 } }),
  });

/** POST /api/pay/user_credit_create amount (yuan), method wallet | online. */
export function repayCredit(amountYuan: string, method: 'wallet' | 'online') {
  return call(api.credit.repay, { body: { amount: amountYuan, method } });
}

// Withdraw (spec §7): the bound card, its code, binding, applying and the history.
export const bankCardQuery = queryOptions({ queryKey: moneyKeys.bank, queryFn: () => call(api.withdraw.card) });
export function sendBindCode(phone: string) {
  return call(api.withdraw.sendBindCode, { body: { phone } });
}
export interface BindBankBody {
  bank_name: string;
  account_name: string;
  card_no: string;
  phone: string;
  code: string;
}
export function bindBank(body: BindBankBody, onError?: RequestOptions['onError']) {
  return call(api.withdraw.bindBank, { body }, { onError });
}
export function applyWithdraw(amountYuan: string) {
  return call(api.withdraw.apply, { body: { amount: amountYuan } });
}
export const withdrawalsQuery = (page: number) =>
  queryOptions({ queryKey: moneyKeys.withdrawals(page), queryFn: () => call(api.withdraw.list, { query: { page, page_size: 10 } }) });

/** /tlzh: the member's account at the payment provider. */
export type PayAccount = OutputOf<typeof api.payments.account>;
export const payAccountQuery = queryOptions({
  queryKey: moneyKeys.account,
  queryFn: () => call(api.payments.account, {}, { silent: true }),
  retry: false,
});
export function openPayAccount() {
  return call(api.payments.openAccount);
}
