import { queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { OutputOf } from '@yaocai/contract';
import { call } from '../../lib/api-client';

export type OnlinePayment = OutputOf<typeof api.payments.recharge>;
export type PaymentStatus = OutputOf<typeof api.payments.check>;
export type MoneyConfig = OutputOf<typeof api.payments.config>;

/**
 * The money queries. The balance keeps the pay page's key (['wallet']) so a recharge shows there at once; the rest sit
 * under ['money'], so one invalidation refreshes logs, records and bills.
 */
export const moneyKeys = {
  wallet: ['wallet'] as const,
  all: ['money'] as const,
  config: ['money', 'config'] as const,
  card: ['money', 'card'] as const,
  credit: ['money', 'credit'] as const,
  account: ['money', 'pay-account'] as const,
};

export const walletQuery = queryOptions({ queryKey: moneyKeys.wallet, queryFn: () => call(api.payments.wallet), staleTime: 0 });

/** Recharge limits and whether a provider is open; unanswered, the spec's defaults (the server still decides). */
export const moneyConfigQuery = queryOptions({
  queryKey: moneyKeys.config,
  queryFn: () =>
    call(api.payments.config, {}, { silent: true }).catch((): MoneyConfig => ({
      cz_min: '0.01',
      cz_max: '10000',
      online_pay: true,
      online_provider: null,
    })),
  staleTime: 5 * 60_000,
});

export const bankCardQuery = queryOptions({ queryKey: moneyKeys.card, queryFn: () => call(api.withdraw.card) });
export const creditQuery = queryOptions({ queryKey: moneyKeys.credit, queryFn: () => call(api.credit.summary), staleTime: 0 });

/** GET check_cz_order (recharges, orders) or user_credit_check (repayments): 0 waiting, 1 paid, 2 closed. */
export const checkRecharge = (no: string) => call(api.payments.check, { query: { payment_no: no } }, { silent: true });
export const checkRepayment = (no: string) => call(api.credit.check, { query: { payment_no: no } }, { silent: true });

/**
 * An online payment opened on this phone, kept for the tab's life: the buyer leaves for the provider's page and comes
 * back by the browser's back, and the page shows the same QR code and link while the payment still waits.
 */
const KEPT = 'yc_payment_';
export function keepPayment(p: OnlinePayment) {
  try {
    sessionStorage.setItem(KEPT + p.payment_no, JSON.stringify(p));
  } catch {
    // private mode: the page still polls the result by the number in the address
  }
}
export function keptPayment(no: string): OnlinePayment | null {
  try {
    const raw = sessionStorage.getItem(KEPT + no);
    return raw ? (JSON.parse(raw) as OnlinePayment) : null;
  } catch {
    return null;
  }
}
