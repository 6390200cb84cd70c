import {
  CERTIFICATE_KINDS,
  chinaMidnight,
  hasMoneyOrMemberPowers,
  requiredCertificates,
  TOTP_REQUIRED,
  type LicenceBoardQuery,
} from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { LoginGuard } from '../../core/security/login-guard.js';
import type { LoginDevicesRepository } from '../../core/security/login-devices.repository.js';
import type { AccountsService, MemberRow } from '../accounts/accounts.service.js';
import { kindName, type CertificatesService } from '../accounts/certificates.service.js';
import { burnPasswordCheck, verifyPassword } from '../accounts/password.js';
import type { AdminRepository, OperatorRow } from './admin.repository.js';
import type { OperatorTotpService } from './operator-totp.service.js';
import type { Actor, ReviewRepository } from './review.repository.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

const memberRow = (m: MemberRow) => ({
  id: m.id,
  username: m.username,
  company: m.company,
  company_type: m.companyType,
  contact_name: m.contactName,
  phone: m.phone,
  region: [m.province, m.city, m.district].join(' '),
  review_status: m.reviewStatus,
  review_reason: m.reviewReason,
  submitted_at: iso(m.submittedAt),
  reviewed_at: iso(m.reviewedAt),
  created_at: m.createdAt.toISOString(),
  disabled: m.disabledAt !== null,
  disabled_reason: m.disabledReason ?? '',
});

/** An operator as the console shows it (never its secrets). */
export const operatorViewOf = (op: {
  id: number;
  username: string;
  name: string;
  role: OperatorRow['role'];
  totpSecret?: string | null;
  totpRequired?: boolean;
  shopId: number | null;
  shopName?: string | null;
}) => ({
  id: op.id,
  username: op.username,
  name: op.name,
  role: op.role,
  totp: !!op.totpSecret,
  totp_required: !!op.totpRequired,
  shop: op.shopId === null ? null : { id: op.shopId, name: op.shopName ?? '' },
});

/** A console account as its session finds it: the row, and whether the second factor is required of it here. */
export type SignedInOperator = OperatorRow & { totpRequired: boolean; mustEnrolTotp: boolean };
export interface OperatorSignIn {
  op: SignedInOperator;
  /** The device token its browser keeps (core/security/login-guard.ts). */
  device: string;
}

/** How the audit trail names an operator (defined beside the one audit writer). */
export { operatorActor } from './operator-decision.sql.js';

/** The review console's rules: who may decide, from which state, with which scopes and representative. */
export class AdminService {
  constructor(
    private readonly deps: {
      repo: AdminRepository;
      review: ReviewRepository;
      accounts: AccountsService;
      certificates: CertificatesService;
      limiter: RateLimiter;
      devices: LoginDevicesRepository;
      loginAttemptsPerIp: number;
      totp: OperatorTotpService;
      /**
       * Production (payments sandbox off): roles with money or member powers sign in with the second factor, and
       * without one enrolled may only enrol it. Off in demo mode, so `npm start`'s accounts stay password-only.
       */
      secondFactorRequired: boolean;
    },
  ) {
    // An office's operators sign in from one address (and again after each shift or second-factor step): twice a
    // member's attempts per 10 minutes (60 by default) there still bounds guessing across names; the rest of the
    // limits are the login guard's (per browser, account, name and address).
    this.loginGuard = new LoginGuard(deps.limiter, deps.devices, { realm: 'operator', perIp: deps.loginAttemptsPerIp });
  }

  private readonly loginGuard: LoginGuard;

  /** The active account of a console session, with what the second-factor rule asks of it. */
  async operator(id: number): Promise<SignedInOperator | null> {
    const op = await this.deps.repo.operatorById(id);
    return op && this.withRule(op);
  }

  private withRule(op: OperatorRow): SignedInOperator {
    const totpRequired = this.deps.secondFactorRequired && hasMoneyOrMemberPowers(op.role);
    return { ...op, totpRequired, mustEnrolTotp: totpRequired && !op.totpSecret };
  }

  /**
   * Password, then the second factor when the account has one: without a code the answer names the `totp` field (the
   * console then asks for it); a wrong or replayed code counts as a failed attempt like a wrong password. An account
   * the rule requires a second factor of that has none yet signs in to a session that may only enrol it.
   */
  async login(username: string, password: string, ip: string, code: string | undefined, device: string | null): Promise<Result<OperatorSignIn>> {
    const found = await this.deps.repo.operatorByUsername(username);
    const op = found?.active ? found : null;
    const attempt = await this.loginGuard.begin({ login: username, accountId: op?.id ?? null, ip, device });
    if (!attempt.ok) return attempt;
    const good = op ? await verifyPassword(op.passwordHash, password) : (await burnPasswordCheck(password), false);
    if (!op || !good) return attempt.value.failed();
    if (op.totpSecret) {
      if (!code) {
        await attempt.value.withdraw();
        return failure('invalid', TOTP_REQUIRED, 'totp');
      }
      if (!(await this.deps.totp.consume(op.id, op.totpSecret, code))) {
        const counted = attempt.value.failed();
        return counted.kind === 'rate_limited' ? counted : failure('invalid', '动态验证码错误或已使用，请等待下一个验证码', 'totp');
      }
    }
    return success({ op: this.withRule(op), device: await attempt.value.succeeded() });
  }

  /** Clears a console account's second factor by its login name (the shell's `totp-reset`; audited like the console's). */
  async resetOperatorTotp(actor: Actor, username: string) {
    const op = await this.deps.repo.operatorByUsername(username);
    if (!op) return failure('not_found', '后台账号不存在');
    return this.deps.totp.reset(actor, op.id);
  }

  /** The account's password changed (its sessions end): its browsers are no longer trusted either. */
  forgetDevices(operatorId: number) {
    return this.loginGuard.forget(operatorId);
  }

  async members(q: { status: string; keyword: string; page: number; page_size: number }) {
    const { rows, total } = await this.deps.repo.members(q.status, q.keyword, q.page_size, (q.page - 1) * q.page_size);
    return { list: rows.map(memberRow), total, page: q.page, page_size: q.page_size };
  }

  async member(id: number) {
    const m = await this.deps.accounts.member(id);
    if (!m) return failure('not_found', '会员不存在');
    return success({
      ...memberRow(m),
      address: m.address,
      email: m.email,
      kx_authorized: m.kxAuthorized ? 1 : 0,
      service_rep_id: m.serviceRepId,
      scopes: await this.deps.accounts.scopesOf(id),
      required_certificates: requiredCertificates(m.companyType).map((kind) => ({ kind, name: CERTIFICATE_KINDS[kind] })),
      certificates: await this.deps.certificates.views(id),
    });
  }

  async certificates(memberId: number) {
    if (!(await this.deps.accounts.member(memberId))) return failure('not_found', '会员不存在');
    return success(await this.deps.certificates.views(memberId));
  }

  async memberByUsername(username: string) {
    return this.deps.repo.memberByUsername(username);
  }

  /** Approve a member under review: business scopes (known codes) and a dedicated representative are required. */
  async approve(actor: Actor, memberId: number, scopes: string[], repId: number): Promise<Result<{ id: number; status: string }>> {
    const m = await this.deps.accounts.member(memberId);
    if (!m) return failure('not_found', '会员不存在');
    if (m.reviewStatus !== 'pending') return failure('conflict', `该会员当前为「${statusText(m.reviewStatus)}」，只能审核待审核的会员`);
    const unknown = await this.deps.repo.unknownScopes(scopes);
    if (unknown.length) return failure('invalid', `经营范围代码不存在：${unknown.join('、')}`, 'scopes');
    if (!(await this.deps.repo.serviceRepExists(repId))) return failure('invalid', '专属客服不存在', 'service_rep_id');
    const states = await this.deps.certificates.states(m);
    const missing = states.filter((s) => s.required && !s.current);
    if (missing.length) return failure('conflict', `该会员尚未提交${missing.map((s) => kindName(s.kind)).join('、')}`);
    const unique = [...new Set(scopes)];
    const done = await this.deps.review.approveMember(memberId, unique, repId, actor, {
      type: 'review',
      title: '资质审核已通过',
      body: `您的资质审核已通过，现在可以查看价格并采购。核定经营范围：${unique.length}项，请在账户中心查看。`,
    });
    return done ? success({ id: memberId, status: 'approved' }) : failure('conflict', '该会员已被其他人审核');
  }

  async reject(actor: Actor, memberId: number, reason: string): Promise<Result<{ id: number; status: string }>> {
    const m = await this.deps.accounts.member(memberId);
    if (!m) return failure('not_found', '会员不存在');
    if (m.reviewStatus !== 'pending') return failure('conflict', `该会员当前为「${statusText(m.reviewStatus)}」，只能审核待审核的会员`);
    const done = await this.deps.review.rejectMember(memberId, reason, actor, {
      type: 'review',
      title: '资质审核未通过',
      body: `您的资质审核未通过，原因：${reason}。请修改后重新提交。`,
    });
    return done ? success({ id: memberId, status: 'rejected' }) : failure('conflict', '该会员已被其他人审核');
  }

  /** 资质效期: approved certificates of approved members, expired or expiring within `days`. */
  async licenceBoard(q: LicenceBoardQuery) {
    const { rows, counts, total } = await this.deps.repo.licenceBoard({
      state: q.state,
      days: q.days,
      keyword: q.keyword?.trim() || undefined,
      limit: q.page_size,
      offset: (q.page - 1) * q.page_size,
    });
    const list = rows.map((r) => ({ ...r, kind_name: CERTIFICATE_KINDS[r.kind as keyof typeof CERTIFICATE_KINDS] ?? r.kind }));
    return { list, total, counts, page: q.page, page_size: q.page_size };
  }

  /** Disables an account (no sign-in, sessions ended) or re-enables it; the member is told why by message. */
  async setDisabled(actor: Actor, memberId: number, disabled: boolean, reason: string): Promise<Result<{ id: number; disabled: boolean }>> {
    const m = await this.deps.accounts.member(memberId);
    if (!m) return failure('not_found', '会员不存在');
    const done = await this.deps.review.setDisabled(
      memberId,
      disabled,
      reason,
      actor,
      disabled
        ? { type: 'system', title: '账号已停用', body: `您的账号已被平台停用，原因：${reason}。如有疑问请联系您的专属客服。` }
        : { type: 'system', title: '账号已恢复', body: `您的账号已恢复使用。${reason ? `说明：${reason}` : ''}` },
    );
    return done ? success({ id: memberId, disabled }) : failure('conflict', disabled ? '该账号已是停用状态' : '该账号未被停用');
  }

  /** A renewed certificate of an approved member (registration certificates are decided with the member). */
  async decideCertificate(actor: Actor, certId: number, approve: boolean, reason = ''): Promise<Result<{ id: number; status: string }>> {
    const cert = await this.deps.certificates.find(certId);
    if (!cert) return failure('not_found', '证件不存在');
    const m = await this.deps.accounts.member(cert.memberId);
    if (!m || m.reviewStatus !== 'approved') return failure('conflict', '该会员尚未通过资质审核，请在会员审核中一并处理证件');
    if (cert.status !== 'pending') return failure('conflict', '该证件不是待审核状态');
    const name = kindName(cert.kind);
    const done = await this.deps.review.decideCertificate(certId, cert.memberId, approve, reason, actor, {
      type: 'certificate',
      title: approve ? `${name}更新审核已通过` : `${name}更新审核未通过`,
      body: approve ? `您提交的${name}（有效期至${cert.expiresOn}）已审核通过。` : `您提交的${name}未通过审核，原因：${reason}。请重新上传。`,
    });
    return done ? success({ id: certId, status: approve ? 'approved' : 'rejected' }) : failure('conflict', '该证件已被其他人审核');
  }

  async kxApplications(q: { status: string; page: number; page_size: number }) {
    const { rows, total } = await this.deps.repo.kxApplications(q.status, q.page_size, (q.page - 1) * q.page_size);
    return {
      list: rows.map(({ username, company, ...app }) => ({
        id: app.id,
        member_id: app.memberId,
        username,
        company,
        contact_name: app.contactName,
        phone: app.phone,
        remark: app.remark,
        status: app.status,
        review_reason: app.reviewReason,
        created_at: app.createdAt.toISOString(),
        decided_at: iso(app.decidedAt),
      })),
      total,
      page: q.page,
      page_size: q.page_size,
    };
  }

  async decideKx(actor: Actor, appId: number, approve: boolean, reason = ''): Promise<Result<{ id: number; status: string }>> {
    const app = await this.deps.repo.kxApplication(appId);
    if (!app) return failure('not_found', '申请不存在');
    if (app.status !== 'pending') return failure('conflict', '该申请已处理');
    const done = await this.deps.review.decideKx(appId, app.memberId, approve, reason, actor, {
      type: 'kx',
      title: approve ? '控销授权已开通' : '控销授权申请未通过',
      body: approve ? '您的控销授权申请已通过，现在可以查看和采购控销专区商品。' : `您的控销授权申请未通过，原因：${reason}。`,
    });
    return done ? success({ id: appId, status: approve ? 'approved' : 'rejected' }) : failure('conflict', '该申请已处理');
  }

  async audit(q: { member_id?: number; actor?: string; action?: string; from?: string; to?: string; page: number; page_size: number }) {
    // Dates are China days: from its midnight to the midnight after `to`.
    const filter = {
      memberId: q.member_id,
      actor: q.actor,
      action: q.action,
      from: q.from ? chinaMidnight(q.from) : undefined,
      to: q.to ? new Date(chinaMidnight(q.to).getTime() + 86_400_000) : undefined,
    };
    const { rows, total } = await this.deps.repo.audit(filter, q.page_size, (q.page - 1) * q.page_size);
    return {
      list: rows.map((r) => ({
        id: r.id,
        actor: r.actor,
        action: r.action,
        member_id: r.memberId,
        target_id: r.targetId,
        detail: r.detail,
        created_at: r.createdAt.toISOString(),
      })),
      total,
      page: q.page,
      page_size: q.page_size,
    };
  }

  async lookups() {
    const [scopes, reps] = await Promise.all([this.deps.repo.businessScopes(), this.deps.repo.serviceReps()]);
    return { business_scopes: scopes, service_reps: reps.map((r) => ({ id: r.id, name: r.name, phone: r.phone, is_default: r.isDefault ? 1 : 0 })) };
  }
}

function statusText(s: string) {
  return ({ incomplete: '待提交资质', pending: '待审核', approved: '已通过', rejected: '已驳回' } as Record<string, string>)[s] ?? s;
}
