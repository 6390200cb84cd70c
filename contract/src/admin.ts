import { z } from 'zod';
import { intField, textField, pagingFields } from './fields.js';
import { dateField, flagField, passwordField, usernameField } from './member-fields.js';
import { certificateView } from './registration.js';

/** A 6-digit code of an authenticator app (TOTP, RFC 6238). */
export const totpCodeField = z
  .string({ error: '请输入6位动态验证码' })
  .trim()
  .regex(/^\d{6}$/, { error: '请输入6位动态验证码' });

export const adminLoginBody = z.object({
  username: textField('用户名', { min: 1, max: 50 }),
  password: z.string({ error: '请填写密码' }).min(1, { error: '请填写密码' }).max(100),
  /** Required once the operator turned on the second factor. */
  totp: z.preprocess((v) => (v === '' ? undefined : v), totpCodeField.optional()),
});
/** The login's answer when the password was right and the second factor is still to come. */
export const TOTP_REQUIRED = '请输入身份验证器中的6位动态验证码';

/** POST /admin/api/account/totp/setup: a new secret to scan (kept in the session until confirmed with a code). */
export const totpSetupView = z.object({ secret: z.string(), uri: z.string(), qr: z.string() });
export const totpConfirmBody = z.object({ code: totpCodeField });
/** POST /admin/api/account/totp/disable: the current password and a code, so a left-open session cannot remove it. */
export const totpDisableBody = z.object({
  password: z.string({ error: '请填写密码' }).min(1, { error: '请填写密码' }).max(100),
  code: totpCodeField,
});

/**
 * Operator roles (issue "Operator console"): what each may change. Every role may read every area except `system`
 * (operator accounts, jobs, SMS outbox), which only 超级管理员 and 审计 see; 审计 changes nothing. Money (the `finance`
 * area: wallets, credit lines, refunds, withdrawals, merchant statements, commission) is changed by 财务 and 超级管理员
 * alone (issue 44).
 */
export const OPERATOR_ROLES = ['super', 'ops', 'service', 'finance', 'audit'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const OPERATOR_ROLE_NAMES: Record<OperatorRole, string> = {
  super: '超级管理员',
  ops: '运营',
  service: '客服',
  finance: '财务',
  audit: '审计',
};

/**
 * Merchant roles (issue "Merchant portal"): a merchant's own staff in the same console, each bound to its shop. They
 * see none of the platform's areas (their own sign-in security excepted); what they may do in their shop is
 * `merchantMay` (merchant.ts).
 */
export const MERCHANT_ROLES = ['shop_admin', 'shop_goods', 'shop_orders', 'shop_service', 'shop_finance'] as const;
export type MerchantRole = (typeof MERCHANT_ROLES)[number];
export const MERCHANT_ROLE_NAMES: Record<MerchantRole, string> = {
  shop_admin: '店铺管理员',
  shop_goods: '商品',
  shop_orders: '订单',
  shop_service: '客服',
  shop_finance: '财务',
};
/** Every console account's role: the platform's operators and the merchants' staff. */
export type ConsoleRole = OperatorRole | MerchantRole;
export const CONSOLE_ROLE_NAMES: Record<ConsoleRole, string> = { ...OPERATOR_ROLE_NAMES, ...MERCHANT_ROLE_NAMES };
export const isMerchantRole = (role: string): role is MerchantRole => (MERCHANT_ROLES as readonly string[]).includes(role);

/**
 * The console's areas: every /admin/api route belongs to one (by the scope it is registered in). `finance` holds every
 * route that moves money or sets a money limit (wallet adjustments, credit lines, refunds, withdrawals, merchant
 * statements, commission rates, the maker-checker approvals): "has money powers" is `operatorMay(role, 'finance', true)`.
 */
export const CONSOLE_AREAS = [
  'dashboard',
  'members',
  'catalog',
  'promotions',
  'orders',
  'finance',
  'service',
  'content',
  'system',
  'account',
] as const;
export type ConsoleArea = (typeof CONSOLE_AREAS)[number];
export const CONSOLE_AREA_NAMES: Record<ConsoleArea, string> = {
  dashboard: '数据概览',
  members: '会员',
  catalog: '商品',
  promotions: '营销',
  orders: '订单',
  finance: '财务',
  service: '服务',
  content: '内容',
  system: '系统',
  account: '我的账号',
};

/** `account` is the operator's own sign-in security (its second factor): every role keeps its own, 审计 included. */
const WRITES: Record<OperatorRole, readonly ConsoleArea[]> = {
  super: CONSOLE_AREAS,
  ops: ['catalog', 'promotions', 'content', 'orders', 'service', 'account'],
  service: ['members', 'orders', 'service', 'account'],
  finance: ['finance', 'account'],
  audit: ['account'],
};

/** May `role` read (`write` false) or change (`write` true) what lives in `area`? The server and the console both ask. */
export function operatorMay(role: ConsoleRole, area: ConsoleArea, write: boolean): boolean {
  if (isMerchantRole(role)) return area === 'account';
  if (write) return WRITES[role].includes(area);
  return area !== 'system' || role === 'super' || role === 'audit';
}

/**
 * The areas whose changes are money or members' accounts. A role that may change any of them has "money or member
 * powers" and, in production (payments sandbox off), signs in with the second factor (issue 44): without one it may
 * only enrol it. An area joins the rule by joining this list.
 */
export const SECOND_FACTOR_AREAS = ['members', 'finance'] as const satisfies readonly ConsoleArea[];
export const hasMoneyOrMemberPowers = (role: ConsoleRole) => SECOND_FACTOR_AREAS.some((area) => operatorMay(role, area, true));
/** What every console call but enrolment answers (403) to an account that must first bind its authenticator. */
export const TOTP_ENROL_REQUIRED = '按平台安全要求，您的账号须先绑定身份验证器（开启双重验证）后才能使用管理后台';

export const operatorView = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  role: z.enum([...OPERATOR_ROLES, ...MERCHANT_ROLES]),
  /** The second factor (TOTP) is on. */
  totp: z.boolean(),
  /**
   * This account must sign in with the second factor here (production, and a role with money or member powers).
   * While `totp` is still false its session may only enrol it: the console shows the enrolment page and nothing else.
   */
  totp_required: z.boolean(),
  /** The merchant's shop a merchant account works in; null for the platform's operators. */
  shop: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type OperatorView = z.infer<typeof operatorView>;

/** GET /admin/api/operators (超级管理员): the platform's accounts; a shop's staff (merchant.ts) are listed per shop. */
export const operatorAccount = operatorView.omit({ shop: true, totp_required: true }).extend({ active: z.boolean(), created_at: z.string() });
export const operatorAccountList = z.array(operatorAccount);
export type OperatorAccount = z.infer<typeof operatorAccount>;
const roleField = z.enum(OPERATOR_ROLES, { error: '角色不正确' });
/** POST /admin/api/operators: a new account with its role and first password. */
export const createOperatorBody = z.object({
  username: usernameField('登录名'),
  name: textField('姓名', { min: 1, max: 30 }),
  role: roleField,
  password: passwordField('初始密码'),
});
/** POST /admin/api/operators/{id}: name, role, enabled. */
export const updateOperatorBody = z.object({
  name: textField('姓名', { min: 1, max: 30 }),
  role: roleField,
  active: flagField('启用状态'),
});
/** POST /admin/api/account/password: the signed-in account changes its own password (its sessions end). */
export const changeOwnPasswordBody = z
  .object({
    old_password: z.string({ error: '请填写原密码' }).min(1, { error: '请填写原密码' }).max(100),
    password: passwordField('新密码'),
  })
  .refine((b) => b.old_password !== b.password, { path: ['password'], error: '新密码不能与原密码相同' });
/** POST /admin/api/operators/{id}/password: a new password set by the 超级管理员 (the account's sessions end). */
export const resetOperatorPasswordBody = z.object({ password: passwordField('新密码') });

export const REVIEW_STATES = ['incomplete', 'pending', 'approved', 'rejected'] as const;
export const adminMembersQuery = z.object({
  /** A review state, 'disabled' (accounts an operator disabled) or 'all'. */
  status: z.enum([...REVIEW_STATES, 'disabled', 'all'], { error: '审核状态不正确' }).default('pending'),
  keyword: z.string().trim().max(50, { error: '关键词不能超过50个字符' }).default(''),
  ...pagingFields(),
});

export const adminMemberRow = z.object({
  id: z.number(),
  username: z.string(),
  company: z.string(),
  company_type: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  region: z.string(),
  review_status: z.string(),
  review_reason: z.string(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  /** Disabled by an operator (no sign-in), and why. */
  disabled: z.boolean(),
  disabled_reason: z.string(),
});
export const adminMemberPage = z.object({ list: z.array(adminMemberRow), total: z.number(), page: z.number(), page_size: z.number() });

export const adminMemberDetail = adminMemberRow.extend({
  address: z.string(),
  email: z.string(),
  kx_authorized: z.number(),
  service_rep_id: z.number().nullable(),
  scopes: z.array(z.object({ code: z.string(), name: z.string() })),
  required_certificates: z.array(z.object({ kind: z.string(), name: z.string() })),
  certificates: z.array(certificateView),
});

/** Scope codes as `scopes[]=a&scopes[]=b`, `scopes=a,b` or a single code. */
const scopeCodes = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z
    .array(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9_]{1,40}$/, { error: '经营范围代码不正确' }),
      { error: '请选择经营范围' },
    )
    .min(1, { error: '请选择经营范围' })
    .max(50, { error: '经营范围过多' }),
);
export const approveMemberBody = z.object({
  scopes: scopeCodes,
  service_rep_id: intField('专属客服', { min: 1, max: 2147483647 }),
});
export const rejectBody = z.object({
  reason: textField('驳回原因', { min: 1, max: 200 }).refine((v) => v.length !== 1, { error: '驳回原因至少2个字符' }),
});

export const kxQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'all'], { error: '申请状态不正确' }).default('pending'),
  ...pagingFields(),
});
export const kxRow = z.object({
  id: z.number(),
  member_id: z.number(),
  username: z.string(),
  company: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  remark: z.string(),
  status: z.string(),
  review_reason: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export const kxPage = z.object({ list: z.array(kxRow), total: z.number(), page: z.number(), page_size: z.number() });

export const auditQuery = z.object({
  member_id: intField('会员', { min: 1, max: 2147483647 }).optional(),
  /** Who: an operator's username (exact) or the CLI user. */
  actor: textField('操作人', { max: 50 }).optional(),
  /** What: an action name or its prefix (`member.` lists every member decision). */
  action: textField('操作类型', { max: 50 }).optional(),
  from: dateField('开始日期').optional(),
  to: dateField('结束日期').optional(),
  ...pagingFields(),
});
export const auditRow = z.object({
  id: z.number(),
  actor: z.string(),
  action: z.string(),
  member_id: z.number().nullable(),
  target_id: z.number().nullable(),
  detail: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export const auditPage = z.object({ list: z.array(auditRow), total: z.number(), page: z.number(), page_size: z.number() });

export const decisionResult = z.object({ id: z.number(), status: z.string() });

/** GET /admin/api/lookups: what the review form offers. */
export const adminLookups = z.object({
  business_scopes: z.array(z.object({ code: z.string(), name: z.string() })),
  service_reps: z.array(z.object({ id: z.number(), name: z.string(), phone: z.string(), is_default: z.number() })),
});
export type AdminLookups = z.infer<typeof adminLookups>;

/** GET /admin/api/sms_outbox?phone (sandbox only): the texts the built-in SMS channel sent to one phone. */
export const smsOutboxEntry = z.object({ id: z.number(), phone: z.string(), purpose: z.string(), content: z.string(), created_at: z.string() });

/** POST /admin/api/members/:id/disable and …/enable: the reason the member is told (required to disable). */
export const memberDisableBody = z.object({ reason: textField('停用原因', { min: 2, max: 200 }) });
export const memberEnableBody = z.object({ reason: textField('说明', { max: 200 }).default('') });
export const memberDisabledResult = z.object({ id: z.number(), disabled: z.boolean() });

/** GET /admin/api/members/licences: certificates of approved members by expiry (expired, or within `days`). */
export const licenceBoardQuery = z.object({
  state: z.enum(['expired', 'soon', 'all'], { error: '效期筛选不正确' }).default('soon'),
  days: intField('天数', { min: 1, max: 365 }).default(30),
  keyword: textField('关键词', { max: 50 }).optional(),
  ...pagingFields(),
});
export type LicenceBoardQuery = z.infer<typeof licenceBoardQuery>;
export const licenceBoardRow = z.object({
  certificate_id: z.number(),
  member_id: z.number(),
  company: z.string(),
  username: z.string(),
  phone: z.string(),
  kind: z.string(),
  kind_name: z.string(),
  number: z.string(),
  expires_on: z.string(),
  /** Negative when expired. */
  days_left: z.number(),
});
export type LicenceBoardRow = z.infer<typeof licenceBoardRow>;
export const licenceBoardPage = z.object({
  list: z.array(licenceBoardRow),
  total: z.number(),
  counts: z.object({ expired: z.number(), soon: z.number() }),
  page: z.number(),
  page_size: z.number(),
});
