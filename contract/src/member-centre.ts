import { z } from 'zod';
import { idListField, intField, textField, pagingFields } from './fields.js';
import { contactPhoneField, flagField, regionFields } from './member-fields.js';

/** /addr: a delivery address; the region is checked against the same division data as the picker. */
export const addressBody = z.object({
  consignee: textField('收货人', { min: 1, max: 30 }),
  phone: contactPhoneField('收货人电话'),
  ...regionFields,
  address: textField('详细地址', { min: 2, max: 120 }),
  is_default: flagField('默认地址'),
});
export type AddressBody = z.infer<typeof addressBody>;

export const addressView = z.object({
  id: z.number(),
  consignee: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  full_address: z.string(),
  is_default: z.number(),
});
export type AddressView = z.infer<typeof addressView>;
export const addressList = z.object({ list: z.array(addressView), max: z.number() });

/** /wdxx: site messages to the member. */
export const messagesQuery = z.object({
  ...pagingFields(),
  /** 1: unread only. */
  unread: intField('未读筛选', { min: 0, max: 1 }).default(0),
});
export const messageView = z.object({
  id: z.number(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  is_read: z.number(),
  created_at: z.string(),
});
export const messagePage = z.object({
  list: z.array(messageView),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  unread: z.number(),
});
export const messageReadBody = z.object({ ids: idListField('消息', 200) });
export const unreadCount = z.object({ count: z.number() });

/** POST /api/uploads answers with the stored file; its url is readable only by the owner and operators. */
export const uploadView = z.object({ id: z.string(), url: z.string(), mime: z.string(), size: z.number(), name: z.string() });
export type UploadView = z.infer<typeof uploadView>;
