import { z } from 'zod';
import { EMAIL_RE, LANDLINE_RE, PHONE_RE, textField } from './fields.js';
import { isCalendarDay } from './china-time.js';

/**
 * Field builders of the member screens (registration, account centre, addresses). Like fields.ts, every message
 * names the field in Chinese; bodies arrive form-encoded, so flags and numbers arrive as strings.
 */

/** At least 8 characters with both letters and digits (registration, reset, change). */
export const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,32}$/;
export function passwordField(label = '密码') {
  return z
    .string({ error: `请填写${label}` })
    .min(1, { error: `请填写${label}` })
    .regex(PASSWORD_RE, { error: `${label}须为8–32位，且同时包含字母和数字` });
}

/** The six-digit SMS verification code. */
export function smsCodeField(label = '验证码') {
  return z
    .string({ error: `请填写${label}` })
    .trim()
    .regex(/^\d{6}$/, { error: `${label}为6位数字` });
}

/** Letters first, then letters, digits or underscores; 4–20 characters. Never a phone-like number. */
export const USERNAME_RE = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
export function usernameField(label = '用户名') {
  return z
    .string({ error: `请填写${label}` })
    .trim()
    .regex(USERNAME_RE, { error: `${label}须以字母开头，4–20位字母、数字或下划线` });
}

/** An optional e-mail: '' means none. */
export function optionalEmailField(label = '邮箱') {
  return z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(100, { error: `${label}不能超过100个字符` })
    .refine((v) => v === '' || EMAIL_RE.test(v), { error: `${label}格式不正确` })
    .default('');
}

/** Mobile (spec §5) or landline with area code (spec §5: optionally accepted), e.g. for delivery contacts. */
export function contactPhoneField(label = '联系电话') {
  return z
    .string({ error: `请填写${label}` })
    .trim()
    .refine((v) => PHONE_RE.test(v) || LANDLINE_RE.test(v), { error: `${label}格式不正确` });
}

/** A calendar date written YYYY-MM-DD (certificate expiry). */
export function dateField(label: string) {
  return z
    .string({ error: `请填写${label}` })
    .trim()
    .refine((v) => isCalendarDay(v), { error: `${label}格式不正确，应为YYYY-MM-DD` });
}

/** '1', 'true', 1, true → 1; '0', 'false', '', 0, false, absent → 0. */
export function flagField(label: string) {
  return z.preprocess(
    (v: boolean | number | string | undefined) =>
      v === undefined || v === ''
        ? 0
        : v === true || v === 'true' || v === '1' || v === 1
          ? 1
          : v === false || v === 'false' || v === '0' || v === 0
            ? 0
            : v,
    z.union([z.literal(0), z.literal(1)], { error: `${label}只能是0或1` }),
  );
}

/** Province, city and district by name, as the region picker (@vant/area-data) shows them. The server checks the hierarchy. */
export const regionFields = {
  province: textField('省份', { min: 1, max: 30 }),
  city: textField('城市', { min: 1, max: 30 }),
  district: textField('区县', { min: 1, max: 30 }),
};

/** A positive database id in a path. */
export function idParamOf(label: string) {
  return z.object({
    id: z.coerce
      .number({ error: `${label}编号必须是数字` })
      .int({ error: `${label}编号必须是整数` })
      .min(1, { error: `${label}编号不正确` })
      .max(2147483647, { error: `${label}编号不正确` }),
  });
}
