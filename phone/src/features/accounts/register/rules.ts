import type { FormItemProps } from 'antd-mobile';
import { validationText as v } from './text';

/**
 * Field rules of spec §5 and the contract (member-fields.ts, registration.ts) as plain expressions, as the desktop
 * mirrors them (web/src/lib/validation.ts, certificate-rules.ts): the form refuses a bad value before the round trip
 * without bundling zod. The server checks again; its message wins.
 */
export const PHONE_RE = /^1[3-9]\d{9}$/;
export const EMAIL_RE = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;
export const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,32}$/;
export const USERNAME_RE = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
export const SMS_CODE_RE = /^\d{6}$/;
const USCC_RE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const GENERIC_NO_RE = /^[0-9A-Za-z\u4e00-\u9fa5()（）-]{4,50}$/;
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** Mainland resident ID: 18 characters with the ISO 7064 MOD 11-2 check digit. */
export function isResidentId(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const sum = ID_WEIGHTS.reduce((s, w, i) => s + w * Number(id[i]), 0);
  return '10X98765432'[sum % 11] === id[17];
}

/** '' when the number fits the certificate kind, else the Chinese message naming it. */
export function certificateNumberError(kind: string, name: string, raw: string): string {
  const number = raw.trim().toUpperCase();
  if (!number) return `请填写${name}编号`;
  if (kind === 'business_licence') return USCC_RE.test(number) ? '' : '营业执照编号应为18位统一社会信用代码';
  if (kind === 'purchaser_id') return isResidentId(number) ? '' : '采购人身份证号码格式不正确';
  return GENERIC_NO_RE.test(number) ? '' : `${name}编号格式不正确`;
}

/** Placeholder for the number field of a kind. */
export function certificateNumberHint(kind: string, name: string): string {
  if (kind === 'business_licence') return '18位统一社会信用代码';
  if (kind === 'purchaser_id') return '18位居民身份证号码';
  return `请输入${name}编号`;
}

type Rules = NonNullable<FormItemProps['rules']>;
type Rule = Rules[number];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A rule from a check that answers '' (fine) or why not; empty values are left to the `required` rule. */
const check = (problem: (value: string) => string): Rule => ({
  validator: (_, value: unknown) => {
    const why = text(value) ? problem(text(value)) : '';
    return why ? Promise.reject(new Error(why)) : Promise.resolve();
  },
});
const matches = (re: RegExp, message: string) => check((s) => (re.test(s.trim()) ? '' : message));

export const required = (message: string): Rule => ({ required: true, whitespace: true, message });
export const phoneRules: Rules = [required(v.phoneRequired), matches(PHONE_RE, v.phoneBad)];
export const codeRules: Rules = [required(v.codeRequired), matches(SMS_CODE_RE, v.codeBad)];
export const passwordRules: Rules = [{ required: true, message: v.passwordRequired }, check((s) => (PASSWORD_RE.test(s) ? '' : v.passwordBad))];
export const usernameRules: Rules = [matches(USERNAME_RE, v.usernameBad)];
export const emailRules: Rules = [matches(EMAIL_RE, v.emailBad)];
/** At least two characters once trimmed (单位名称, 详细地址), with the server's own message. */
export const atLeastTwo = (message: string): Rule => check((s) => (s.trim().length >= 2 ? '' : message));

/** The confirmation must equal the field `of`. */
export function confirmRules(of: string): Rules {
  return [
    { required: true, message: v.confirmRequired },
    ({ getFieldValue }) => ({
      validator: (_, value: unknown) => (!value || value === getFieldValue(of) ? Promise.resolve() : Promise.reject(new Error(v.confirmMismatch))),
    }),
  ];
}

/** The certificate number check of a kind as a rule (required too: an empty number names the certificate). */
export function certificateNumberRule(kind: string, name: string): Rule {
  return {
    validator: (_, value: unknown) => {
      const why = certificateNumberError(kind, name, text(value));
      return why ? Promise.reject(new Error(why)) : Promise.resolve();
    },
  };
}
