import { z } from 'zod';
import { intField, textField, pagingFields } from './fields.js';
import { certificateView } from './registration.js';

/** Operator console API under /admin/api (the console UI is a later issue). */
export const adminLoginBody = z.object({
  username: textField('用户名', { min: 1, max: 50 }),
  password: z.string({ error: '请填写密码' }).min(1, { error: '请填写密码' }).max(100),
});
export const operatorView = z.object({ id: z.number(), username: z.string(), name: z.string() });

export const REVIEW_STATES = ['incomplete', 'pending', 'approved', 'rejected'] as const;
export const adminMembersQuery = z.object({
  status: z.enum([...REVIEW_STATES, 'all'], { error: '审核状态不正确' }).default('pending'),
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
