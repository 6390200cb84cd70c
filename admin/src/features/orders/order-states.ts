import { ORDER_STATUS_NAMES } from '@yaocai/contract';

export const ORDER_STATE_COLOR = ['orange', 'blue', 'cyan', 'green', 'default'] as const;
export const orderStateText = (s: number) => ORDER_STATUS_NAMES[s] ?? String(s);
export const AFTER_SALE_COLOR = ['orange', 'green', 'red', 'default'] as const;
export const PAY_METHOD_TEXT: Record<string, string> = { wallet: '余额', online: '在线支付', credit: '账期' };
