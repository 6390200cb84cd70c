import crypto from 'node:crypto';
import type { MerchantReviewBody, MerchantShopView, ShopInvoicingBody, ShopSettingsBody } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { failure, refusable, refuse, success, type Result } from '../../core/http/errors.js';
import type { AuditEntry } from '../../shared/actor.js';
import { goodsImageIdOf, type GoodsImagesService } from '../catalog/goods-images.service.js';
import type { Actor } from '../admin/operator-decision.sql.js';
import type { OperatorsService } from '../admin/operators.service.js';
import type { SmsSender } from '../sms/sms.sender.js';
import type { MerchantsRepository } from './merchants.repository.js';

/** What an approved application brings to its shop. */
export interface ApprovedApplication {
  company: string;
  creditCode: string;
  drugLicenceNo: string;
  contactName: string;
  contactPhone: string;
}

/** A shop just opened: what its merchant is told (the first password leaves only by SMS). */
export interface OpenedShop {
  shopId: number;
  shortName: string;
  username: string;
  password: string;
  phone: string;
}

const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
/** 10 characters, letters and digits (the console's password rule), without look-alikes (0/O, 1/l/I). */
export function firstPassword(): string {
  const pick = (set: string, n: number) => Array.from({ length: n }, () => set[crypto.randomInt(set.length)]).join('');
  return pick(LETTERS, 6) + pick(DIGITS, 4);
}

export const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

/**
 * The merchant portal's shops: opening one when onboarding approves an application (the shop, its first warehouse
 * and its 店铺管理员 account, told by SMS), and the shop as its staff see it.
 */
export class MerchantsService {
  constructor(
    private readonly deps: {
      database: Database;
      repo: MerchantsRepository;
      operators: OperatorsService;
      sms: SmsSender;
      images: GoodsImagesService;
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
      /** The catalogue's shop caches (catalog service) to drop after a change (other processes: within their TTL). */
      changed: () => void;
    },
  ) {}

  /**
   * The shop's terms and page as its 店铺管理员 sets them (logo and banner: images uploaded through the goods image
   * upload, by address), with the audit row holding before and after, in one transaction.
   */
  /** The shop's 开票信息 (for invoices issued from now on), audited. */
  async saveInvoicing(actor: Actor, shopId: number, b: ShopInvoicingBody): Promise<Result<MerchantShopView>> {
    const values = { invoiceAddressPhone: b.address_phone, invoiceBankAccount: b.bank_account, invoiceDrawer: b.drawer };
    const saved = await refusable(() =>
      this.deps.database.db.transaction(async (tx) => {
        const before = await this.deps.repo.shop(shopId, tx, true);
        if (!before) refuse('店铺不存在', 'not_found');
        await this.deps.repo.updateSettings(tx, shopId, values);
        const was = { address_phone: before.invoiceAddressPhone, bank_account: before.invoiceBankAccount, drawer: before.invoiceDrawer };
        await this.deps.audit(tx, actor, { action: 'shop.invoicing', targetId: shopId, detail: { before: was, after: b } });
      }),
    );
    return saved.ok ? this.shop(shopId) : saved;
  }

  async saveSettings(actor: Actor, shopId: number, b: ShopSettingsBody): Promise<Result<MerchantShopView>> {
    const [logo, banner] = await Promise.all(
      [b.logo, b.banner].map((url) => (url ? this.deps.images.urlsOf([goodsImageIdOf(url)!]) : Promise.resolve([]))),
    );
    if (!logo) return failure('invalid', '店铺logo不存在，请重新上传', 'logo');
    if (!banner) return failure('invalid', '店铺横幅不存在，请重新上传', 'banner');
    const values = {
      minOrderAmount: b.min_order_amount,
      shippingFee: b.shipping_fee,
      shippingAmount: b.shipping_amount,
      deliveryProvinces: b.delivery_provinces,
      businessHours: b.business_hours,
      notice: b.notice,
      description: b.description,
      logo: logo[0] ?? null,
      banner: banner[0] ?? null,
    };
    const saved = await refusable(() =>
      this.deps.database.db.transaction(async (tx) => {
        const before = await this.deps.repo.shop(shopId, tx, true);
        if (!before) refuse('店铺不存在', 'not_found');
        await this.deps.repo.updateSettings(tx, shopId, values);
        const { id: _id, ...was } = before;
        await this.deps.audit(tx, actor, { action: 'shop.settings', targetId: shopId, detail: { before: was, after: values } });
      }),
    );
    if (!saved.ok) return saved;
    this.deps.changed();
    return this.shop(shopId);
  }

  async shop(shopId: number): Promise<Result<MerchantShopView>> {
    const s = await this.deps.repo.shop(shopId);
    if (!s) return failure('not_found', '店铺不存在');
    return success({
      id: s.id,
      name: s.name,
      short_name: s.shortName,
      province: s.province,
      city: s.city,
      licence_no: s.licenceNo,
      licence_expires: s.licenceExpires,
      business_licence_no: s.businessLicenceNo,
      business_licence_expires: s.businessLicenceExpires,
      gsp_cert_no: s.gspCertNo,
      gsp_expires: s.gspExpires,
      min_order_amount: s.minOrderAmount,
      shipping_fee: s.shippingFee,
      shipping_amount: s.shippingAmount,
      delivery_provinces: s.deliveryProvinces,
      business_hours: s.businessHours,
      notice: s.notice,
      description: s.description,
      logo: s.logo,
      banner: s.banner,
      invoicing: { address_phone: s.invoiceAddressPhone, bank_account: s.invoiceBankAccount, drawer: s.invoiceDrawer },
    });
  }

  /** In the approval's transaction: the shop with the licences the operator checked, and its first 店铺管理员. */
  async openShop(tx: Executor, actor: Actor, a: ApprovedApplication, checked: MerchantReviewBody): Promise<OpenedShop> {
    const shopId = await this.deps.repo.openShop(tx, {
      name: a.company,
      shortName: checked.short_name,
      province: checked.province,
      city: checked.city,
      licenceNo: a.drugLicenceNo,
      licenceExpires: checked.licence_expires!,
      businessLicenceNo: a.creditCode,
      businessLicenceExpires: checked.business_licence_expires ?? null,
      gspCertNo: checked.gsp_cert_no,
      gspExpires: checked.gsp_expires ?? null,
    });
    const password = firstPassword();
    const account = await this.deps.operators.openAccount(tx, actor, shopId, {
      base: `shop${shopId}`,
      name: a.contactName,
      role: 'shop_admin',
      password,
    });
    return { shopId, shortName: checked.short_name, username: account.username, password, phone: a.contactPhone };
  }

  /**
   * After the approval committed: the login name, first password and where to sign in (the console under `origin`,
   * spaced so that a phone links the address alone) to the applicant's contact phone.
   */
  async tellOpened(o: OpenedShop, origin: string): Promise<void> {
    await this.deps.sms.send({
      phone: o.phone,
      purpose: 'merchant_account',
      content: `【药采】您的入驻申请已通过，店铺“${o.shortName}”已开通。商家后台登录名：${o.username}，初始密码：${o.password}，请登录 ${origin}/admin 后立即修改密码。`,
    });
  }
}
