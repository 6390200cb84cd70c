import { z } from 'zod';
import { phoneField, textField } from './fields.js';
import { dateField, optionalEmailField, passwordField, regionFields, smsCodeField, usernameField } from './member-fields.js';
import { certificateNumberFormatError } from './certificate-numbers.js';

/** A member is a company of one of these types (issue 4). */
export const COMPANY_TYPES = ['单体药店', '连锁药店', '诊所', '医院', '批发企业', '其他'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** Qualification certificates a member uploads at registration step 2 and renews in /zzzj. */
export const CERTIFICATE_KINDS = {
  business_licence: '营业执照',
  drug_licence: '药品经营许可证',
  medical_licence: '医疗机构执业许可证',
  purchase_authorization: '采购委托书',
  purchaser_id: '采购人身份证',
} as const;
export type CertificateKind = keyof typeof CERTIFICATE_KINDS;
export const CERTIFICATE_KIND_CODES = Object.keys(CERTIFICATE_KINDS) as [CertificateKind, ...CertificateKind[]];

/** 营业执照 always; the drug or medical licence by type; power of attorney and the purchaser's ID for all. */
export function requiredCertificates(type: string): CertificateKind[] {
  const licence: CertificateKind[] =
    type === '单体药店' || type === '连锁药店' || type === '批发企业'
      ? ['drug_licence']
      : type === '诊所' || type === '医院'
        ? ['medical_licence']
        : [];
  return ['business_licence', ...licence, 'purchase_authorization', 'purchaser_id'];
}

/** '' when the number fits the certificate kind, else the Chinese message naming it (certificate-numbers.ts). */
export function certificateNumberError(kind: CertificateKind, number: string): string {
  return certificateNumberFormatError(kind, CERTIFICATE_KINDS[kind], number);
}

export const companyTypeField = z.enum(COMPANY_TYPES, { error: `单位类型只能是：${COMPANY_TYPES.join('、')}` });

/** Company details: step 1 and the resubmission after a rejection share them. */
export const companyFields = {
  company: textField('单位名称', { min: 1, max: 60 }).refine((v) => v.length !== 1, { error: '单位名称至少2个字符' }),
  company_type: companyTypeField,
  contact_name: textField('联系人', { min: 1, max: 30 }),
  ...regionFields,
  address: textField('详细地址', { min: 1, max: 120 }).refine((v) => v.length !== 1, { error: '详细地址至少2个字符' }),
  email: optionalEmailField('企业邮箱'),
};

/** POST /api/register/step1 (also the dd variant /register/dd/step1 and /register/wechat). */
export const registerStep1Body = z
  .object({
    phone: phoneField(),
    code: smsCodeField(),
    username: z.preprocess((v) => (v === '' ? undefined : v), usernameField().optional()),
    password: passwordField(),
    password_confirmation: z.string({ error: '请再次输入密码' }).min(1, { error: '请再次输入密码' }),
    ...companyFields,
    /** Which registration page the member came from. */
    variant: z.enum(['standard', 'dd', 'wechat'], { error: '注册入口不正确' }).default('standard'),
    /** /register/wechat: the sign-in code of the WeChat provider, bound to the new account. */
    wechat_code: z.string().trim().max(200).optional(),
  })
  .refine((b) => b.password === b.password_confirmation, { error: '两次输入的密码不一致', path: ['password_confirmation'] });
export type RegisterStep1Body = z.infer<typeof registerStep1Body>;

/** POST /api/register/company: fix the company details while not yet approved. */
export const registerCompanyBody = z.object(companyFields);

/** One certificate as submitted: kind, number, expiry date and the id of an uploaded file. */
export const certificateInput = z
  .object({
    kind: z.enum(CERTIFICATE_KIND_CODES, { error: '证件类型不正确' }),
    number: z
      .string({ error: '请填写证件编号' })
      .trim()
      .toUpperCase()
      .min(1, { error: '请填写证件编号' })
      .max(50, { error: '证件编号不能超过50个字符' }),
    expires_on: dateField('有效期至'),
    upload_id: z
      .string({ error: '请上传证件图片或PDF' })
      .trim()
      .regex(/^[0-9a-f-]{36}$/, { error: '请上传证件图片或PDF' }),
  })
  .superRefine((c, ctx) => {
    const msg = certificateNumberError(c.kind, c.number);
    if (msg) ctx.addIssue({ code: 'custom', path: ['number'], message: msg });
  });
export type CertificateInput = z.infer<typeof certificateInput>;

/** POST /api/register/step2: every certificate the company type requires. */
export const registerStep2Body = z.object({
  certificates: z.array(certificateInput, { error: '请上传资质证件' }).min(1, { error: '请上传资质证件' }).max(10, { error: '证件过多' }),
});

/** GET /api/register/options: the choices of step 1 and the certificates each type needs. */
export const registerOptions = z.object({
  company_types: z.array(z.object({ name: z.string(), certificates: z.array(z.object({ kind: z.string(), name: z.string() })) })),
  password_rule: z.string(),
});

export const certificateView = z.object({
  id: z.number(),
  kind: z.string(),
  name: z.string(),
  number: z.string(),
  expires_on: z.string(),
  /** pending | approved | rejected | superseded */
  status: z.string(),
  status_text: z.string(),
  review_reason: z.string(),
  /** valid | expiring (within 30 days) | expired */
  expiry_state: z.string(),
  days_left: z.number(),
  file: z.object({ id: z.string(), url: z.string(), mime: z.string() }).nullable(),
  created_at: z.string(),
});
export type CertificateView = z.infer<typeof certificateView>;

/** Step 3 and the pending/rejected banners: the review state with the reviewer's reason. */
export const registrationStatus = z.object({
  id: z.number(),
  username: z.string(),
  company: z.string(),
  company_type: z.string(),
  contact_name: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  email: z.string(),
  /** incomplete (certificates not yet submitted) | pending | approved | rejected */
  review_status: z.string(),
  review_status_text: z.string(),
  review_reason: z.string(),
  is_passed: z.number(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  required_certificates: z.array(z.object({ kind: z.string(), name: z.string() })),
  certificates: z.array(certificateView),
});
export type RegistrationStatus = z.infer<typeof registrationStatus>;

/** POST /api/forget/verify (step 1) and /api/forget/reset (step 2). */
export const forgetVerifyBody = z.object({ phone: phoneField(), code: smsCodeField() });
export const forgetResetBody = z
  .object({ password: passwordField('新密码'), password_confirmation: z.string({ error: '请再次输入新密码' }).min(1, { error: '请再次输入新密码' }) })
  .refine((b) => b.password === b.password_confirmation, { error: '两次输入的密码不一致', path: ['password_confirmation'] });
