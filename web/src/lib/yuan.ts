/**
 * Amounts the member types are yuan (100, 99.5, 0.01); the wire wants the same text (the server's yuanField parses
 * it to fen) and the page compares in fen. Parsed from the digits, never through floating point.
 */
const YUAN = /^\d{1,9}(\.\d{1,2})?$/;

/** Fen of a typed yuan amount, or null when it is not a non-negative amount with at most two decimals. */
export function parseYuan(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  const text = String(input).trim();
  if (!YUAN.test(text)) return null;
  const [y, f = ''] = text.split('.');
  return Number(y) * 100 + Number(f.padEnd(2, '0'));
}

/** `12.5` for 1250 fen: what goes back into an input or onto the wire as yuan. */
export function fenToYuanInput(fen: number): string {
  const abs = Math.max(0, Math.floor(fen));
  const cents = abs % 100;
  return cents === 0 ? String(Math.floor(abs / 100)) : `${Math.floor(abs / 100)}.${String(cents).padStart(2, '0')}`;
}

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
