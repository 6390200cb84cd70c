import { z } from 'zod';
import { serviceRep } from './content.js';
import { idListField, phoneField, textField } from './fields.js';
import { passwordField, smsCodeField } from './member-fields.js';
import { certificateInput, certificateView } from './registration.js';

/** POST /api/user/login: username (or phone) and password. */
export const loginBody = z.object({
  username: textField('用户名', { min: 1, max: 50 }),
  password: z.string({ error: '请填写密码' }).min(1, { error: '请填写密码' }).max(100, { error: '密码不能超过100个字符' }),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Spec §3 User state of a signed-in member (show 1), as sign-in and GET /api/user/base return it. */
export const userState = z.object({
  id: z.number(),
  show: z.literal(1),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  company: z.string(),
  face: z.string(),
  rank: z.string(),
  admin: serviceRep,
  address: z.string(),
  is_passed: z.number(),
  points: z.number(),
  cart: z.number(),
  message_count: z.number(),
  wechat: z.string(),
  common_config: z.object({ hot_line: z.string() }),
  quality_inspection: z.object({ quality_inspection_url: z.string(), msg: z.string() }),
  login_url: z.string(),
  hzsj_desc: z.string(),
  master_phone: z.string(),
  cz_max: z.string(),
  cz_min: z.string(),
  wxkf: z.string(),
  /** incomplete | pending | approved | rejected, and the reviewer's reason (shown on pending/rejected banners). */
  review_status: z.string(),
  review_reason: z.string(),
  /** 1 once the electronic contract (/dzht) is signed; until then some calls answer 459. */
  contract_signed: z.number(),
  /** 1 when authorised for controlled-sales (控销) goods. */
  kx_authorized: z.number(),
  /** The first certificate warning (expiring within 30 days or expired), '' when none. */
  zizhi_warning: z.string(),
  /** 药品召回 notices not yet acknowledged: the storefront shows a banner until there are none. */
  recall_pending: z.number(),
  /** The shortest remaining shelf life (months) the member accepts; 0 for none. Offers below it are marked. */
  min_shelf_life_months: z.number(),
  /** Minimums of its own for some top-level categories (they override `min_shelf_life_months` there). */
  shelf_life_categories: z.array(z.object({ category_id: z.number(), months: z.number() })),
});
export type UserState = z.infer<typeof userState>;

/**
 * Spec §3 User state of a visitor who is not signed in (spec §6 guest: login and register links): show 0, no username,
 * with the site's hot line, quality-inspection link and sign-in address the header shows to anyone. An ordinary answer,
 * not an error: every guest page asks for it.
 */
export const guestState = z.object({
  show: z.literal(0),
  username: z.literal(''),
  cart: z.literal(0),
  message_count: z.literal(0),
  common_config: z.object({ hot_line: z.string() }),
  quality_inspection: z.object({ quality_inspection_url: z.string(), msg: z.string() }),
  login_url: z.string(),
  wxkf: z.string(),
});
export type GuestState = z.infer<typeof guestState>;

/** GET /api/user/base: the signed-in member's state, or the guest state (show tells them apart). */
export const userBase = z.discriminatedUnion('show', [userState, guestState]);
export type UserBase = z.infer<typeof userBase>;

/** POST /api/user/create_code: a six-digit code by SMS for one purpose. */
export const SMS_PURPOSES = ['register', 'login', 'forget', 'change_phone', 'bindbank'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
export const createCodeBody = z.object({
  phone: phoneField(),
  purpose: z.enum(SMS_PURPOSES, { error: '验证码用途不正确' }),
});
export const createCodeResult = z.object({ expires_in: z.number(), resend_after: z.number() });

/** POST /api/user/login_by_code: phone + SMS code. */
export const loginByCodeBody = z.object({ phone: phoneField(), code: smsCodeField() });
/** POST /api/user/login_wechat and /api/user/bind_wechat: the WeChat provider's sign-in code. */
export const wechatCodeBody = z.object({ code: textField('微信授权码', { min: 1, max: 200 }) });

/** POST api/user/updateUserInfo: contact name and phone; a new phone needs the code sent to it (purpose change_phone). */
export const updateUserInfoBody = z.object({
  name: textField('联系人', { min: 1, max: 30 }),
  phone: phoneField(),
  code: z.preprocess((v) => (v === '' ? undefined : v), smsCodeField().optional()),
});

/** POST api/user/resetPassword: a signed-in member changes the password (the current one confirms it is them). */
export const changePasswordBody = z
  .object({
    old_password: z.string({ error: '请填写原密码' }).min(1, { error: '请填写原密码' }).max(100),
    password: passwordField('新密码'),
    password_confirmation: z.string().optional(),
  })
  .refine((b) => b.password_confirmation === undefined || b.password === b.password_confirmation, {
    error: '两次输入的密码不一致',
    path: ['password_confirmation'],
  });

/** GET api/user/jyfw: the business scope granted at review. */
export const businessScopeView = z.object({
  review_status: z.string(),
  is_passed: z.number(),
  scopes: z.array(z.object({ code: z.string(), name: z.string() })),
});

/** GET api/user/zizhi: per required kind the certificate in force, a pending renewal, and warnings. */
export const zizhiView = z.object({
  company_type: z.string(),
  review_status: z.string(),
  items: z.array(
    z.object({
      kind: z.string(),
      name: z.string(),
      required: z.number(),
      current: certificateView.nullable(),
      renewal: certificateView.nullable(),
    }),
  ),
  warnings: z.array(z.string()),
  /** '' or why checkout is blocked (an expired required licence). */
  licence_block: z.string(),
});
/** POST api/user/zizhi/renew: a new certificate of one kind goes back to review. */
export const renewCertificateBody = certificateInput;
export const renewResult = certificateView;

export const phoneView = z.object({ id: z.number(), phone: z.string() });

/** /ddgl multi-store. */
export const storeView = z.object({
  id: z.number(),
  username: z.string(),
  company: z.string(),
  is_passed: z.number(),
  is_current: z.number(),
  is_master: z.number(),
});
export const storesView = z.object({ master_id: z.number(), current_id: z.number(), list: z.array(storeView) });
export const linkStoreBody = z.object({
  username: textField('门店账号', { min: 1, max: 50 }),
  password: z.string({ error: '请填写门店密码' }).min(1, { error: '请填写门店密码' }).max(100),
});
export const switchStoreBody = z.object({
  id: z.coerce.number({ error: '请选择门店' }).int({ error: '请选择门店' }).min(1, { error: '请选择门店' }),
});
/** POST /api/cart/copy: the member's cart lines `ids` copied to the linked stores `other_user_ids`. */
export const cartCopyBody = z.object({ ids: idListField('购物车商品', 500), other_user_ids: idListField('门店', 50) });
export const cartCopyResult = z.object({ copied: z.number(), stores: z.number() });

/** /kxdl: POST /api/agent/apply and GET /api/agent/apply. */
export const agentApplyBody = z.object({
  contact_name: textField('联系人', { min: 1, max: 30 }),
  phone: phoneField('联系电话'),
  remark: textField('申请说明', { max: 500 }).default(''),
});
export const agentApplication = z.object({
  id: z.number(),
  status: z.string(),
  status_text: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  remark: z.string(),
  review_reason: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export const agentStatus = z.object({ kx_authorized: z.number(), application: agentApplication.nullable() });

/** /dzht electronic contract. */
export const contractView = z.object({
  version: z.string(),
  title: z.string(),
  content: z.string(),
  signed: z.number(),
  signed_at: z.string().nullable(),
  signer_name: z.string(),
});
export const signContractBody = z.object({
  signer_name: textField('签署人', { min: 1, max: 30 }),
  agree: z.preprocess(
    (v) => (v === '1' || v === 'true' || v === true ? 1 : v === '0' || v === 'false' || v === false ? 0 : v),
    z.literal(1, { error: '请阅读并同意电子合同' }),
  ),
});
