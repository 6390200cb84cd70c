import { defineEndpoint } from '../endpoint.js';
import { merchantShopView, shopInvoicingBody, shopSettingsBody } from '../merchant.js';

/** The merchant portal's own shop (every merchant role reads it; its 店铺管理员 changes it). */
const tags = ['merchant'];

/** 店铺: the shop the account works in, its settings and its 开票信息. */
export const merchantShopEndpoints = {
  get: defineEndpoint({ method: 'GET', path: '/admin/api/merchant/shop', tags, summary: '本店铺信息与入驻时核验的证照', response: merchantShopView }),
  saveSettings: defineEndpoint({
    method: 'POST',
    path: '/admin/api/merchant/shop',
    tags,
    summary: '店铺设置（店铺管理员）：起订金额、运费与包邮门槛、配送区域、营业时间、公告、简介、logo与横幅',
    body: shopSettingsBody,
    response: merchantShopView,
  }),
  saveInvoicing: defineEndpoint({
    method: 'POST',
    path: '/admin/api/merchant/shop/invoicing',
    tags,
    summary: '开票信息（店铺管理员）：电子发票上销售方的地址电话、开户行及账号与开票人，此后开具的发票生效',
    body: shopInvoicingBody,
    response: merchantShopView,
  }),
};
