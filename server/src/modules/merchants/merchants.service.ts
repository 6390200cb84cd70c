import crypto from 'node:crypto';
import type { MerchantReviewBody, MerchantShopView } from '@yaocai/contract';
import type { Executor } from '../../db/client.js';
import { failure, success, type Result } from '../../core/http/errors.js';
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
      repo: MerchantsRepository;
      operators: OperatorsService;
      sms: SmsSender;
    },
  ) {}

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

  /** After the approval committed: the login name and first password to the applicant's contact phone. */
  async tellOpened(o: OpenedShop): Promise<void> {
    await this.deps.sms.send({
      phone: o.phone,
      purpose: 'merchant_account',
      content: `【药采】您的入驻申请已通过，店铺“${o.shortName}”已开通。商家后台登录名：${o.username}，初始密码：${o.password}，请登录后立即修改密码。`,
    });
  }
}
