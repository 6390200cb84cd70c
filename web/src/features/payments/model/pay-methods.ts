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

/** Which methods can pay `amount` (fen) now, and why not. Online payment always can. */
export function methodStates(funds: Funds | undefined, amount: number): Record<PayMethod, MethodState> {
  const ok: MethodState = { disabled: false, reason: null };
  if (!funds) return { wallet: { disabled: true, reason: null }, credit: { disabled: true, reason: null }, online: ok };
  const wallet: MethodState = funds.user_money >= amount ? ok : { disabled: true, reason: `余额不足，当前余额¥${fenToYuan(funds.user_money)}` };
  const credit: MethodState =
    funds.credit_limit <= 0
      ? { disabled: true, reason: '未开通账期，请联系专属客服' }
      : funds.credit_available < amount
        ? { disabled: true, reason: `账期可用额度不足，可用¥${fenToYuan(funds.credit_available)}` }
        : ok;
  return { wallet, credit, online: ok };
}

/** The first usable method, preferring the wallet, then credit, then online. */
export function defaultMethod(states: Record<PayMethod, MethodState>): PayMethod {
  if (!states.wallet.disabled) return 'wallet';
  if (!states.credit.disabled) return 'credit';
  return 'online';
}

export { parseIdList as parseIds };

/** Step 3's order ids: `?ids=` when given (all orders of a submission), the path's id first. */
export function payOrderIds(pathId: string | undefined, idsParam: string | null): number[] {
  const first = parseIdList(pathId ?? null);
  const rest = parseIdList(idsParam).filter((id) => !first.includes(id));
  return [...first, ...rest];
}
