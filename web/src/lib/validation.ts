/**
 * Field rules of spec §5 and the member contract (contract/src/fields.ts, member-fields.ts), mirrored as plain
 * regular expressions so forms check them without bundling zod. The server checks again; its message wins.
 */
export const PHONE_RE = /^1[3-9]\d{9}$/;
export const LANDLINE_RE = /^0\d{2,3}-\d{7,8}$/;
export const EMAIL_RE = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;
/** 8–32 printable characters with both letters and digits. */
export const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,32}$/;
export const USERNAME_RE = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
export const SMS_CODE_RE = /^\d{6}$/;

export const isPhone = (v: string) => PHONE_RE.test(v.trim());
/** Mobile, or a landline with its area code (spec §5: optionally accepted), e.g. for delivery contacts. */
export const isContactPhone = (v: string) => PHONE_RE.test(v.trim()) || LANDLINE_RE.test(v.trim());
export const isEmail = (v: string) => EMAIL_RE.test(v.trim());
export const isPassword = (v: string) => PASSWORD_RE.test(v);
export const isUsername = (v: string) => USERNAME_RE.test(v.trim());
export const isSmsCode = (v: string) => SMS_CODE_RE.test(v.trim());

export const validationText = {
  phoneRequired: '请输入手机号',
  phoneBad: '手机号格式不正确',
  contactPhoneBad: '请输入正确的手机号或固定电话（如 020-12345678）',
  codeRequired: '请输入验证码',
  codeBad: '验证码为6位数字',
  passwordRequired: '请输入密码',
  passwordBad: '密码须为8–32位，且同时包含字母和数字',
  confirmRequired: '请再次输入密码',
  confirmMismatch: '两次输入的密码不一致',
  emailBad: '邮箱格式不正确',
  usernameBad: '用户名须以字母开头，4–20位字母、数字或下划线',
} as const;
