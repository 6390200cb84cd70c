import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  bankCardView,
  creditBill,
  creditRepayResult,
  moneyConfig,
  moneyLogEntry,
  OnlinePayment,
  OrderDetail,
  paymentStatus,
  payOrdersResult,
  providerAccount,
  userCredit,
  userMoney,
  withdrawalView,
} from '@yaocai/contract';
import { get, post, type RequestOptions } from '../../../lib/api-client';

export type UserMoney = z.infer<typeof userMoney>;
export type MoneyConfig = z.infer<typeof moneyConfig>;
export type MoneyLogEntry = z.infer<typeof moneyLogEntry>;
export type PaymentStatus = z.infer<typeof paymentStatus>;
export type PayOrdersResult = z.infer<typeof payOrdersResult>;
export type UserCredit = z.infer<typeof userCredit>;
export type CreditBill = z.infer<typeof creditBill>;
export type CreditRepayResult = z.infer<typeof creditRepayResult>;
export type BankCard = z.infer<typeof bankCardView>;
export type Withdrawal = z.infer<typeof withdrawalView>;
export type { OnlinePayment };
import type { Paged } from '@yaocai/contract';
export type { Paged };

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
export const userMoneyQuery = queryOptions({ queryKey: moneyKeys.wallet, queryFn: () => get<UserMoney>('/user/user_money'), staleTime: 0 });

/** GET /api/moneys/moneyConfig: recharge limits in yuan (spec §9 defaults 0.01 / 10000). */
export const moneyConfigQuery = queryOptions({
  queryKey: moneyKeys.config,
  // Unanswered: the defaults, online payment assumed open (the server still says no when it is not).
  queryFn: () =>
    get<MoneyConfig>('/moneys/moneyConfig', undefined, { silent: true }).catch((): MoneyConfig => ({
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
    queryFn: () => Promise.all(ids.map((id) => get<OrderDetail>(`/order/info/${id}`))),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/** POST /api/pay/order ids, method wallet (paid now) | online (a QR code to scan). */
export function payOrders(ids: number[], method: 'wallet' | 'online', opts?: Omit<RequestOptions, 'query' | 'body'>) {
  return post<PayOrdersResult>('/pay/order', { ids, method }, opts);
}

/** POST /api/pay/user_credit_pay ids: pay on the credit line (账期). */
export function payOnCredit(ids: number[]) {
  return post<PayOrdersResult>('/pay/user_credit_pay', { ids });
}

/** GET /api/pay/check_cz_order?payment_no=: 0 waiting, 1 paid, 2 closed (orders and recharges alike). */
export function checkPayment(paymentNo: string) {
  return get<PaymentStatus>('/pay/check_cz_order', { payment_no: paymentNo }, { silent: true });
}

/** GET /api/pay/user_credit_check?payment_no=: the same for an online credit repayment. */
export function checkCreditPayment(paymentNo: string) {
  return get<PaymentStatus>('/pay/user_credit_check', { payment_no: paymentNo }, { silent: true });
}

/** POST /api/pay/recharge amount (yuan text). */
export function recharge(amountYuan: string) {
  return post<OnlinePayment>('/pay/recharge', { amount: amountYuan });
}

/** GET /api/user/user_money_log. */
export interface MoneyLogFilter {
  page: number;
  use_type: number;
  start_time?: string;
  end_time?: string;
}
export const moneyLogQuery = (q: MoneyLogFilter) =>
  queryOptions({ queryKey: moneyKeys.log(q), queryFn: () => get<Paged<MoneyLogEntry>>('/user/user_money_log', { ...q, page_size: 10 }) });

/** GET /api/pay/cz_list: recharges, newest first. */
export const rechargesQuery = (page: number) =>
  queryOptions({ queryKey: moneyKeys.recharges(page), queryFn: () => get<Paged<PaymentStatus>>('/pay/cz_list', { page, page_size: 10 }) });

/** GET /api/user/user_credit (/zqgl). */
export const creditQuery = queryOptions({ queryKey: moneyKeys.credit, queryFn: () => get<UserCredit>('/user/user_credit'), staleTime: 0 });

/** GET /api/user/user_credit_list type 0 all, 1 unpaid, 2 settled. */
export const billsQuery = (type: number, page: number) =>
  queryOptions({
    queryKey: moneyKeys.bills(type, page),
    queryFn: () => get<Paged<CreditBill>>('/user/user_credit_list', { type, page, page_size: 10 }),
  });

/** POST /api/pay/user_credit_create amount (yuan), method wallet | online. */
export function repayCredit(amountYuan: string, method: 'wallet' | 'online') {
  return post<CreditRepayResult>('/pay/user_credit_create', { amount: amountYuan, method });
}

// Withdraw (spec §7): the bound card, its code, binding, applying and the history.
export const bankCardQuery = queryOptions({ queryKey: moneyKeys.bank, queryFn: () => get<BankCard | null>('/withdraw/getbank') });
export function sendBindCode(phone: string) {
  return post<{ expires_in: number }>('/withdraw/sendbindcode', { phone });
}
export interface BindBankBody {
  bank_name: string;
  account_name: string;
  card_no: string;
  phone: string;
  code: string;
}
export function bindBank(body: BindBankBody, onError?: RequestOptions['onError']) {
  return post<null>('/withdraw/bindbank', { ...body }, { onError });
}
export function applyWithdraw(amountYuan: string) {
  return post<{ id: number }>('/withdraw/apply', { amount: amountYuan });
}
export const withdrawalsQuery = (page: number) =>
  queryOptions({ queryKey: moneyKeys.withdrawals(page), queryFn: () => get<Paged<Withdrawal>>('/withdraw/list', { page, page_size: 10 }) });

/** /tlzh: the member's account at the payment provider. */
export type PayAccount = z.infer<typeof providerAccount>;
export const payAccountQuery = queryOptions({
  queryKey: moneyKeys.account,
  queryFn: () => get<PayAccount>('/pay/account', undefined, { silent: true }),
  retry: false,
});
export function openPayAccount() {
  return post<PayAccount>('/pay/account/open');
}
