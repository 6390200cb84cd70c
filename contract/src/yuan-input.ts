// Zod-free, and apart from money.ts: the forms that check a typed amount load this; the pages that only show money
// (the phone's home, the desktop's header) do not.
import { fenToYuanInput, parseYuan } from './money.js';

/** Inclusive limits of a typed amount, in fen. */
export interface YuanLimits {
  min: number;
  max: number;
}

/**
 * Why a typed amount (yuan) cannot be sent, in Chinese, or null when it is fine: the storefront's and the phone's money
 * forms (recharge, withdraw, repay, a wanted request's expected price) check with this one function.
 */
export function yuanError(input: string | number | null | undefined, label: string, limits: YuanLimits): string | null {
  const text = input === null || input === undefined ? '' : String(input).trim();
  if (text === '') return `请输入${label}`;
  const fen = parseYuan(text);
  if (fen === null) return `${label}格式不正确，最多两位小数`;
  if (fen < limits.min) return `${label}不能低于${fenToYuanInput(limits.min)}元`;
  if (fen > limits.max) return `${label}不能超过${fenToYuanInput(limits.max)}元`;
  return null;
}
