import { z } from 'zod';
import { parseChinaTime } from './china-time.js';
import { normaliseYbCode, ybCodeProblem } from './yb-code.js';

/**
 * Field builders whose validation messages name the field in Chinese.
 * Bodies arrive form-encoded (every value a string), so numbers are coerced.
 * The server maps the first message of the first failing field to the 422 `msg` (spec §8).
 */

export const PHONE_RE = /^1[3-9]\d{9}$/;
export const LANDLINE_RE = /^0\d{2,3}-\d{7,8}$/;
/** Spec §5: letters, digits, underscore and hyphen before the @ (no dots there); a dotted domain after it. */
export const EMAIL_RE = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;

/** What a PostgreSQL `integer` column holds: a bigger id or quantity can never name a row, so it is a 422, not a 500. */
export const INT4_MAX = 2147483647;
export const INT4_MIN = -2147483648;

/**
 * C0 control characters and DEL, except tab, line feed and carriage return (multi-line remarks keep those).
 * A NUL byte in a text would make PostgreSQL refuse the statement; the others have no business in a form.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS_RE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** What a client may send for a list of ids: `1,2`, one id, or the list (form-encoded as `ids[]=…`). */
export type IdListInput = string | number | Array<number | string>;

export function intField(label: string, opts: { min?: number; max?: number } = {}) {
  const min = Math.max(opts.min ?? INT4_MIN, INT4_MIN);
  const max = Math.min(opts.max ?? INT4_MAX, INT4_MAX);
  // The input type is what a client sends (a form value is text): the typed client (endpoint.ts) is checked against it.
  return z.coerce
    .number<number | string>({ error: `${label}必须是数字` })
    .int({ error: `${label}必须是整数` })
    .min(min, { error: opts.min !== undefined ? `${label}不能小于${opts.min}` : `${label}超出范围` })
    .max(max, { error: opts.max !== undefined ? `${label}不能大于${opts.max}` : `${label}超出范围` });
}

export function textField(label: string, opts: { min?: number; max?: number } = {}) {
  let s = z
    .string({ error: `请填写${label}` })
    .refine((v) => !CONTROL_CHARS_RE.test(v), { error: `${label}含有不允许的控制字符` })
    .trim();
  if (opts.min !== undefined) s = s.min(opts.min, { error: opts.min <= 1 ? `请填写${label}` : `${label}至少${opts.min}个字符` });
  s = s.max(opts.max ?? 200, { error: `${label}不能超过${opts.max ?? 200}个字符` });
  return s;
}

export function phoneField(label = '手机号') {
  return z
    .string({ error: `请填写${label}` })
    .trim()
    .regex(PHONE_RE, { error: `${label}格式不正确` });
}

export function emailField(label = '邮箱') {
  return z
    .string({ error: `请填写${label}` })
    .trim()
    .regex(EMAIL_RE, { error: `${label}格式不正确` });
}

/** Page number and page size; the size is capped so a client can never ask for the whole table. */
export const MAX_PAGE_SIZE = 100;
export function pagingFields(opts: { maxPage?: number; maxSize?: number; size?: number } = {}) {
  return {
    page: intField('页码', { min: 1, max: opts.maxPage ?? 100000 }).default(1),
    page_size: intField('每页数量', { min: 1, max: opts.maxSize ?? MAX_PAGE_SIZE }).default(opts.size ?? 20),
  };
}
export const pagingQuery = z.object(pagingFields());

/** `ids[]=1&ids[]=2`, `ids=1,2` and a single `ids=1` all mean a list of positive ids. */
export function idListField(label: string, max = 1000) {
  return z.preprocess(
    (v: IdListInput) => (typeof v === 'string' ? v.split(',').filter(Boolean) : typeof v === 'number' ? [v] : v),
    z
      .array(intField(label, { min: 1 }), { error: `请选择${label}` })
      .min(1, { error: `请选择${label}` })
      .max(max, { error: `${label}最多${max}个` }),
  );
}

/** China time written 'YYYY-MM-DD HH:mm' (the console's date-time picker); a time that does not exist is refused. */
export const chinaMinuteField = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, { error: `${label}格式不正确，应为YYYY-MM-DD HH:mm` })
    .refine((v) => parseChinaTime(v) !== null, { error: `${label}不是有效时间` });

/**
 * 医保编码 (yb-code.ts): '' for none, else 23 characters, X 西药 or Z 中成药 then letters and digits. Lower case,
 * full-width characters and spaces are taken as typed and stored upper case.
 */
export function ybCodeField(label = '医保编码') {
  return textField(label, { max: 40 })
    .overwrite(normaliseYbCode)
    .superRefine((v, ctx) => {
      const problem = ybCodeProblem(v, label);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}
