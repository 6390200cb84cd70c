import type { FormItemProps } from 'antd-mobile';
import { certificateNumberError } from '../certificate-number';
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
// The certificate numbers' checks are the renewal form's too: one copy (../certificate-number.ts).
export { certificateNumberError, certificateNumberHint, isResidentId } from '../certificate-number';

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
