import { z } from 'zod';
import { intField, pagingFields, phoneField, textField } from './fields.js';
import { dateField, idParamOf } from './member-fields.js';
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

/** A date or nothing ('' or absent). */
const optionalDate = (label: string) => z.preprocess((v) => (v === '' ? undefined : v), dateField(label).optional());

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
/**
 * The decision. Approving records what the operator checked on the licences — 药品经营许可证 and GSP certificate
 * expiry, the business licence's end (empty: 长期) — and names the shop (short name, province, city) that approval
 * opens with its first 店铺管理员 account.
 */
export const merchantReviewBody = z
  .object({
    approve: intField('审核结果', { min: 0, max: 1 }),
    reason: textField('审核意见', { max: 200 }).default(''),
    short_name: textField('店铺简称', { max: 20 }).default(''),
    province: textField('所在省份', { max: 20 }).default(''),
    city: textField('所在城市', { max: 20 }).default(''),
    licence_expires: optionalDate('药品经营许可证有效期'),
    business_licence_expires: optionalDate('营业执照有效期'),
    gsp_cert_no: textField('GSP证书编号', { max: 40 }).default(''),
    gsp_expires: optionalDate('GSP证书有效期'),
  })
  .refine((b) => b.approve === 1 || b.reason.length >= 2, { path: ['reason'], error: '驳回时请填写原因（至少2个字符）' })
  .refine((b) => b.approve === 0 || b.short_name.length >= 2, { path: ['short_name'], error: '请填写店铺简称（2–20个字符）' })
  .refine((b) => b.approve === 0 || b.province.length >= 2, { path: ['province'], error: '请填写所在省份' })
  .refine((b) => b.approve === 0 || b.city.length >= 2, { path: ['city'], error: '请填写所在城市' })
  .refine((b) => b.approve === 0 || !!b.licence_expires, { path: ['licence_expires'], error: '请填写药品经营许可证有效期' })
  .refine((b) => !b.gsp_cert_no || !!b.gsp_expires, { path: ['gsp_expires'], error: '请填写GSP证书有效期' });
export type MerchantReviewBody = z.infer<typeof merchantReviewBody>;
export const merchantApplicationIdParam = idParamOf('入驻申请');
