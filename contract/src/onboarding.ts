import { z } from 'zod';
import { intField, pagingFields, phoneField, textField } from './fields.js';
import { idParamOf } from './member-fields.js';
import { paged } from './envelope.js';

/** Merchant onboarding (/help/us/sjrz): a wholesaler applies with its licences; operators review in the console. */

export const MERCHANT_APPLICATION_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
export type MerchantApplicationStatus = (typeof MERCHANT_APPLICATION_STATUS)[keyof typeof MERCHANT_APPLICATION_STATUS];
export const MERCHANT_APPLICATION_STATUS_NAMES: Record<MerchantApplicationStatus, string> = { 0: '审核中', 1: '审核通过', 2: '未通过' };
/** The licences a drug wholesaler must show (营业执照, 药品经营许可证); the GSP certificate and others are optional. */
export const MERCHANT_LICENCES = {
  business_licence: '营业执照',
  drug_licence: '药品经营许可证',
  gsp_certificate: 'GSP证书',
  other: '其他资质',
} as const;
export type MerchantLicenceKind = keyof typeof MERCHANT_LICENCES;

const uploadId = z.string().regex(/^[0-9a-f-]{36}$/, { error: '资质文件无效，请重新上传' });

export const merchantApplyBody = z.object({
  company: textField('企业名称', { min: 4, max: 60 }),
  credit_code: z
    .string({ error: '请填写统一社会信用代码' })
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/, { error: '统一社会信用代码格式不正确' }),
  drug_licence_no: textField('药品经营许可证编号', { min: 5, max: 40 }),
  contact_name: textField('联系人', { min: 2, max: 20 }),
  contact_phone: phoneField('联系电话'),
  address: textField('经营地址', { min: 5, max: 120 }),
  scope: textField('经营范围', { max: 300 }).default(''),
  business_licence: uploadId,
  drug_licence: uploadId,
  gsp_certificate: uploadId.optional().or(z.literal('').transform(() => undefined)),
  other: uploadId.optional().or(z.literal('').transform(() => undefined)),
});
export type MerchantApplyBody = z.infer<typeof merchantApplyBody>;

export const merchantApplicationView = z.object({
  id: z.number(),
  company: z.string(),
  credit_code: z.string(),
  drug_licence_no: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  address: z.string(),
  scope: z.string(),
  licences: z.array(z.object({ kind: z.string(), name: z.string(), url: z.string() })),
  status: z.number(),
  status_name: z.string(),
  review_reason: z.string(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
});
export type MerchantApplicationView = z.infer<typeof merchantApplicationView>;

export const adminMerchantApplicationsQuery = z.object({ ...pagingFields(), status: intField('状态', { min: 0, max: 2 }).optional() });
export const adminMerchantApplicationPage = paged(merchantApplicationView.extend({ member_id: z.number(), username: z.string() }));
export const merchantReviewBody = z
  .object({
    approve: intField('审核结果', { min: 0, max: 1 }),
    reason: textField('审核意见', { max: 200 }).default(''),
  })
  .refine((b) => b.approve === 1 || b.reason.length >= 2, { path: ['reason'], error: '驳回时请填写原因（至少2个字符）' });
export const merchantApplicationIdParam = idParamOf('入驻申请');
