import { weakPassword } from './password-strength.js';
import type { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { revealing } from './probe-limit.js';
import {
  CERTIFICATE_KINDS,
  COMPANY_TYPES,
  requiredCertificates,
  type CertificateInput,
  type RegisterStep1Body,
  type RegistrationStatus,
} from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { SmsService } from '../sms/sms.service.js';
import type { AccountsRepository, MemberRow } from './accounts.repository.js';
import type { CertificatesService } from './certificates.service.js';
import { hashPassword } from './password.js';
import { regionError } from '../../shared/region.js';
import { WECHAT_OFF, type WechatProvider } from './wechat.provider.js';

const REVIEW_TEXT: Record<string, string> = {
  incomplete: '待提交资质',
  pending: '审核中',
  approved: '审核通过',
  rejected: '审核未通过',
};

const FORGET_TICKET_MS = 10 * 60_000;

type CompanyFields = Pick<RegisterStep1Body, 'company' | 'company_type' | 'contact_name' | 'province' | 'city' | 'district' | 'address' | 'email'>;

const companyPatch = (b: CompanyFields) => ({
  company: b.company,
  companyType: b.company_type,
  contactName: b.contact_name,
  province: b.province,
  city: b.city,
  district: b.district,
  address: b.address,
  email: b.email,
});

/** Registration steps 1–3 (standard, dd and WeChat variants share them) and forgotten passwords. */
export class RegistrationService {
  constructor(
    private readonly deps: {
      repo: AccountsRepository;
      sms: SmsService;
      certificates: CertificatesService;
      wechat: WechatProvider | null;
      limiter: RateLimiter;
    },
  ) {}

  options() {
    return {
      company_types: COMPANY_TYPES.map((name) => ({
        name,
        certificates: requiredCertificates(name).map((kind) => ({ kind, name: CERTIFICATE_KINDS[kind] })),
      })),
      password_rule: '8–32位，且同时包含字母和数字',
    };
  }

  /** Step 1: checks everything else before spending the SMS code, then creates the account (awaiting certificates). */
  async step1(b: RegisterStep1Body, ip: string): Promise<Result<MemberRow>> {
    const { repo, sms, wechat, limiter } = this.deps;
    const region = regionError(b);
    if (region) return failure('invalid', region.message, region.field);
    if (await repo.loginTaken(b.phone)) return revealing(limiter, ip, failure('invalid', '该手机号已注册，请直接登录', 'phone'));
    if (b.username && (await repo.loginTaken(b.username))) return revealing(limiter, ip, failure('invalid', '用户名已被使用', 'username'));
    const weak = weakPassword(b.password, [b.username, b.phone, b.company]);
    if (weak) return weak;
    let openId: string | null = null;
    if (b.variant === 'wechat' || b.wechat_code) {
      if (!wechat) return failure('conflict', WECHAT_OFF.register);
      if (!b.wechat_code) return failure('invalid', '请先使用微信扫码授权', 'wechat_code');
      const identity = await wechat.exchange(b.wechat_code);
      if (!identity) return failure('invalid', '微信授权已失效，请重新扫码', 'wechat_code');
      if (await repo.findByWechat(identity.openId)) return failure('conflict', '该微信已绑定其他账号，请直接用微信登录');
      openId = identity.openId;
    }
    const code = await sms.verify(b.phone, 'register', b.code);
    if (!code.ok) return code;
    const member = await repo.create({
      username: b.username ?? b.phone,
      passwordHash: await hashPassword(b.password),
      phone: b.phone,
      ...companyPatch(b),
      registerSource: b.variant,
      reviewStatus: 'incomplete',
      wechatOpenId: openId,
    });
    if (!member) return failure('invalid', '该手机号已注册，请直接登录', 'phone');
    return success(member);
  }

  /** Fix the company details before approval (a rejection may be about them). */
  async updateCompany(memberId: number, b: CompanyFields): Promise<Result<RegistrationStatus>> {
    const region = regionError(b);
    if (region) return failure('invalid', region.message, region.field);
    const member = await this.deps.repo.findById(memberId);
    if (!member) return failure('unauthenticated', '请先登录');
    if (member.reviewStatus === 'approved') return failure('conflict', '资质审核通过后不能自行修改单位信息，请联系专属客服');
    await this.deps.repo.update(memberId, companyPatch(b));
    return this.status(memberId);
  }

  /** Step 2: the certificates the company type requires; the member goes (back) to review. */
  async step2(memberId: number, certs: CertificateInput[]): Promise<Result<RegistrationStatus>> {
    const member = await this.deps.repo.findById(memberId);
    if (!member) return failure('unauthenticated', '请先登录');
    const submitted = await this.deps.certificates.submit(member, certs);
    if (!submitted.ok) return submitted;
    return this.status(memberId);
  }

  /** Step 3 and the review banners: state, the reviewer's reason, and every certificate with its review state. */
  async status(memberId: number): Promise<Result<RegistrationStatus>> {
    const member = await this.deps.repo.findById(memberId);
    if (!member) return failure('unauthenticated', '请先登录');
    return success({
      id: member.id,
      username: member.username,
      company: member.company,
      company_type: member.companyType,
      contact_name: member.contactName,
      province: member.province,
      city: member.city,
      district: member.district,
      address: member.address,
      email: member.email,
      review_status: member.reviewStatus,
      review_status_text: REVIEW_TEXT[member.reviewStatus] ?? member.reviewStatus,
      review_reason: member.reviewReason,
      is_passed: member.reviewStatus === 'approved' ? 1 : 0,
      submitted_at: member.submittedAt?.toISOString() ?? null,
      reviewed_at: member.reviewedAt?.toISOString() ?? null,
      required_certificates: requiredCertificates(member.companyType).map((kind) => ({ kind, name: CERTIFICATE_KINDS[kind] })),
      certificates: (await this.deps.certificates.views(member.id)).filter((c) => c.status !== 'superseded'),
    });
  }

  /** /forget step 1: the phone proves itself with a code; the answer is a short-lived ticket kept in the session. */
  async forgetVerify(phone: string, code: string, ip: string): Promise<Result<{ memberId: number; until: number }>> {
    const member = await this.deps.repo.findByPhone(phone);
    if (!member) return revealing(this.deps.limiter, ip, failure('invalid', '该手机号未注册', 'phone'));
    const checked = await this.deps.sms.verify(phone, 'forget', code);
    if (!checked.ok) return checked;
    return success({ memberId: member.id, until: Date.now() + FORGET_TICKET_MS });
  }

  /** /forget step 2: new password, lockout lifted, every session of the member ended. */
  async forgetReset(ticket: unknown, password: string): Promise<Result<null>> {
    const t = ticket as { memberId?: unknown; until?: unknown } | undefined;
    if (!t || typeof t.memberId !== 'number' || typeof t.until !== 'number' || t.until < Date.now()) {
      return failure('forbidden', '验证已失效，请重新验证手机号');
    }
    const member = await this.deps.repo.findById(t.memberId);
    const weak = weakPassword(password, [member?.username, member?.phone, member?.company]);
    if (weak) return weak;
    await this.deps.repo.update(t.memberId, { passwordHash: await hashPassword(password) });
    await this.deps.repo.deleteSessionsOf(t.memberId);
    return success(null);
  }
}
