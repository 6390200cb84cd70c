import { fenToYuanInput, fenToYuanNumber, parseYuan } from '@yaocai/contract';

/**
 * Amounts the member types are yuan (100, 99.5, 0.01); the wire wants the same text (the server's yuanField parses
 * it to fen with the same `parseYuan`) and the page compares in fen. A numeric input (InputNumber) holds
 * `fenToYuanNumber`.
 */
export { fenToYuanInput, fenToYuanNumber, parseYuan };

export interface YuanLimits {
  /** Fen, inclusive. */
  min: number;
  /** Fen, inclusive. */
  max: number;
}

/** Why a typed amount cannot be sent (Chinese, for the form), or null when it is fine. */
export function yuanError(input: string | number | null | undefined, label: string, limits: YuanLimits): string | null {
  if (input === null || input === undefined || String(input).trim() === '') return `请输入${label}`;
  const fen = parseYuan(input);
  if (fen === null) return `${label}格式不正确，最多两位小数`;
  if (fen < limits.min) return `${label}不能低于${fenToYuanInput(limits.min)}元`;
  if (fen > limits.max) return `${label}不能超过${fenToYuanInput(limits.max)}元`;
  return null;
}
