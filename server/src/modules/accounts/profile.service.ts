import { weakPassword } from './password-strength.js';
import type { CertificateInput, ShelfLifeCategoriesView } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { SmsService } from '../sms/sms.service.js';
import { isUniqueViolation, type AccountsRepository, type MemberRow } from './accounts.repository.js';
import type { CertificatesService } from './certificates.service.js';
import { hashPassword, verifyPassword } from './password.js';
import type { StoresService } from './stores.service.js';
import { WECHAT_OFF, type WechatProvider } from './wechat.provider.js';

/** Account centre /zhzx: basic info, password, business scope, certificates, WeChat binding. */
export class ProfileService {
  constructor(
    private readonly deps: {
      repo: AccountsRepository;
      sms: SmsService;
      certificates: CertificatesService;
      wechat: WechatProvider | null;
      stores: StoresService;
    },
  ) {}

  private async member(id: number): Promise<Result<MemberRow>> {
    const m = await this.deps.repo.findById(id);
    return m ? success(m) : failure('unauthenticated', '请先登录');
  }

  /** Name always; a new phone only with the code sent to that phone (purpose change_phone). */
  async updateUserInfo(memberId: number, b: { name: string; phone: string; code?: string }): Promise<Result<null>> {
    const found = await this.member(memberId);
    if (!found.ok) return found;
    const member = found.value;
    if (b.phone !== member.phone) {
      if (!b.code) return failure('invalid', '更换手机号需要填写新手机号收到的验证码', 'code');
      if (await this.deps.repo.loginTaken(b.phone, memberId)) return failure('invalid', '该手机号已被其他账号使用', 'phone');
      const checked = await this.deps.sms.verify(b.phone, 'change_phone', b.code);
      if (!checked.ok) return checked;
    }
    // A username that was the old phone follows the phone, so it never names another member's number.
    const username = member.username === member.phone ? b.phone : member.username;
    const updated = await this.deps.repo.update(memberId, { contactName: b.name, phone: b.phone, username }).catch((err: unknown) => {
      if (isUniqueViolation(err)) return null;
      throw err;
    });
    if (!updated) return failure('invalid', '该手机号已被其他账号使用', 'phone');
    return success(null);
  }

  /** A signed-in member changes the password; every other session ends (the route signs this one in afresh). */
  async changePassword(memberId: number, oldPassword: string, password: string): Promise<Result<null>> {
    const found = await this.member(memberId);
    if (!found.ok) return found;
    if (!(await verifyPassword(found.value.passwordHash, oldPassword))) return failure('invalid', '原密码不正确', 'old_password');
    if (oldPassword === password) return failure('invalid', '新密码不能与原密码相同', 'password');
    const weak = weakPassword(password, [found.value.username, found.value.phone, found.value.company]);
    if (weak) return weak;
    await this.deps.repo.update(memberId, { passwordHash: await hashPassword(password) });
    await this.deps.repo.deleteSessionsOf(memberId);
    return success(null);
  }

  /** GET /api/user/phone/{id}: the full phone of the member itself or one of its linked stores; others are not found. */
  async phoneOf(memberId: number, masterId: number, id: number): Promise<Result<{ id: number; phone: string }>> {
    if (id !== memberId && !(await this.deps.stores.inGroup(masterId, id))) return failure('not_found', '会员不存在');
    const found = await this.deps.repo.findById(id);
    return found ? success({ id, phone: found.phone }) : failure('not_found', '会员不存在');
  }

  async jyfw(memberId: number) {
    const found = await this.member(memberId);
    if (!found.ok) return found;
    const approved = found.value.reviewStatus === 'approved';
    return success({
      review_status: found.value.reviewStatus,
      is_passed: approved ? 1 : 0,
      scopes: approved ? await this.deps.repo.scopesWithNames(memberId) : [],
    });
  }

  async zizhi(memberId: number) {
    const found = await this.member(memberId);
    if (!found.ok) return found;
    return success(await this.deps.certificates.zizhi(found.value));
  }

  async renew(memberId: number, c: CertificateInput) {
    const found = await this.member(memberId);
    if (!found.ok) return found;
    return this.deps.certificates.renew(found.value, c);
  }

  async bindWechat(memberId: number, code: string): Promise<Result<null>> {
    const found = await this.member(memberId);
    if (!found.ok) return found;
    if (found.value.wechatOpenId) return failure('conflict', '已绑定微信，如需更换请先解绑');
    if (!this.deps.wechat) return failure('conflict', WECHAT_OFF.bind);
    const identity = await this.deps.wechat.exchange(code);
    if (!identity) return failure('invalid', '微信授权已失效，请重新扫码', 'code');
    const holder = await this.deps.repo.findByWechat(identity.openId);
    if (holder) return failure('conflict', '该微信已绑定其他账号');
    if (!(await this.deps.repo.bindWechat(memberId, identity.openId))) return failure('conflict', '该微信已绑定其他账号');
    return success(null);
  }

  /** 最低剩余效期: read with the member on every priced request (the viewer), so it applies from the next call. */
  async setShelfLife(memberId: number, months: number): Promise<{ months: number }> {
    await this.deps.repo.update(memberId, { minShelfLifeMonths: months });
    return { months };
  }

  /** 最低剩余效期 per top-level category: replaces those set before; each must be a 一级分类. */
  async setShelfLifeCategories(memberId: number, rules: Array<{ category_id: number; months: number }>): Promise<Result<ShelfLifeCategoriesView>> {
    const tops = new Set(await this.deps.repo.topCategories(rules.map((r) => r.category_id)));
    const other = rules.find((r) => !tops.has(r.category_id));
    if (other) return failure('invalid', '请选择一级分类', 'categories');
    await this.deps.repo.replaceShelfLifeRules(memberId, rules);
    return success({ categories: await this.deps.repo.shelfLifeRules(memberId) });
  }

  async unbindWechat(memberId: number): Promise<Result<null>> {
    const found = await this.member(memberId);
    if (!found.ok) return found;
    if (!found.value.wechatOpenId) return failure('conflict', '尚未绑定微信');
    await this.deps.repo.update(memberId, { wechatOpenId: null });
    return success(null);
  }
}
