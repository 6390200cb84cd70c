import type { FormRule } from 'antd';
import { isContactPhone, isEmail, isPassword, isPhone, isSmsCode, isUsername, validationText as v } from './validation';

/** antd Form rules built on lib/validation.ts (type-only antd import: lib stays runtime-free of antd). */
const check = (ok: (value: string) => boolean, message: string): FormRule => ({
  validator: (_, value: unknown) => (!value || ok(String(value)) ? Promise.resolve() : Promise.reject(new Error(message))),
});

export const phoneRules: FormRule[] = [{ required: true, whitespace: true, message: v.phoneRequired }, check(isPhone, v.phoneBad)];
export const contactPhoneRules: FormRule[] = [
  { required: true, whitespace: true, message: v.phoneRequired },
  check(isContactPhone, v.contactPhoneBad),
];
export const codeRules: FormRule[] = [{ required: true, whitespace: true, message: v.codeRequired }, check(isSmsCode, v.codeBad)];
export const passwordRules: FormRule[] = [{ required: true, message: v.passwordRequired }, check(isPassword, v.passwordBad)];
export const emailRules: FormRule[] = [check(isEmail, v.emailBad)];
export const usernameRules: FormRule[] = [check(isUsername, v.usernameBad)];

/** The confirmation must equal the field `of`. */
export function confirmRules(of: string): FormRule[] {
  return [
    { required: true, message: v.confirmRequired },
    ({ getFieldValue }) => ({
      validator: (_, value: unknown) => (!value || value === getFieldValue(of) ? Promise.resolve() : Promise.reject(new Error(v.confirmMismatch))),
    }),
  ];
}

export function requiredRule(message: string): FormRule {
  return { required: true, whitespace: true, message };
}
