import { z } from 'zod';
import { serviceRep } from './content.js';
import { textField } from './fields.js';

/** POST /api/user/login: username (or phone) and password. */
export const loginBody = z.object({
  username: textField('用户名', { min: 1, max: 50 }),
  password: z.string({ error: '请填写密码' }).min(1, { error: '请填写密码' }).max(100, { error: '密码不能超过100个字符' }),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Spec §3 User state, as GET /api/user/base returns it. */
export const userState = z.object({
  id: z.number(),
  show: z.number(),
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
});
export type UserState = z.infer<typeof userState>;
