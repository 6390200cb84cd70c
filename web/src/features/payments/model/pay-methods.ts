import { fenToYuan } from '../../../lib/money';
import { parseIdList } from '../../../lib/id-list';

export type PayMethod = 'wallet' | 'credit' | 'online';

export interface MethodState {
  disabled: boolean;
  /** Why it cannot be used now (shown under the option), else null. */
  reason: string | null;
}

interface Funds {
  user_money: number;
  credit_limit: number;
  credit_available: number;
}

/** Online payment when no payment provider is configured (GET /api/moneys/moneyConfig says `online_pay: false`). */
export const ONLINE_OFF: MethodState = { disabled: true, reason: '暂未开通在线支付，请使用余额或账期支付' };

/** Which methods can pay `amount` (fen) now, and why not. Online payment can whenever a provider is configured. */
export function methodStates(funds: Funds | undefined, amount: number, onlinePay = true): Record<PayMethod, MethodState> {
  const ok: MethodState = { disabled: false, reason: null };
  const online = onlinePay ? ok : ONLINE_OFF;
  if (!funds) return { wallet: { disabled: true, reason: null }, credit: { disabled: true, reason: null }, online };
  const wallet: MethodState = funds.user_money >= amount ? ok : { disabled: true, reason: `余额不足，当前余额¥${fenToYuan(funds.user_money)}` };
  const credit: MethodState =
    funds.credit_limit <= 0
      ? { disabled: true, reason: '未开通账期，请联系专属客服' }
      : funds.credit_available < amount
        ? { disabled: true, reason: `账期可用额度不足，可用¥${fenToYuan(funds.credit_available)}` }
        : ok;
  return { wallet, credit, online };
}

/** The first usable method, preferring the wallet, then credit, then online; null when none can pay. */
export function defaultMethod(states: Record<PayMethod, MethodState>): PayMethod | null {
  if (!states.wallet.disabled) return 'wallet';
  if (!states.credit.disabled) return 'credit';
  return states.online.disabled ? null : 'online';
}

export { parseIdList as parseIds };

/** Step 3's order ids: `?ids=` when given (all orders of a submission), the path's id first. */
export function payOrderIds(pathId: string | undefined, idsParam: string | null): number[] {
  const first = parseIdList(pathId ?? null);
  const rest = parseIdList(idsParam).filter((id) => !first.includes(id));
  return [...first, ...rest];
}
