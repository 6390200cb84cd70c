import { LoginGuard } from '../../core/security/login-guard.js';
import type { LoginDevicesRepository } from '../../core/security/login-devices.repository.js';
import type { GuestState, SmsPurpose, UserState } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import { attachedPart } from '../../core/session/session.repository.js';
import type { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import type { ContentService, ServiceRepView } from '../content/content.service.js';
import type { SmsService } from '../sms/sms.service.js';
import type { AccountsRepository, MemberRow, ViewerFacts } from './accounts.repository.js';
import type { CertificatesService } from './certificates.service.js';
import type { LicenceFacts } from './certificates.repository.js';
import { CONTRACT_VERSION } from './contract-text.js';
import { burnPasswordCheck, verifyPassword } from './password.js';
import { revealing } from './probe-limit.js';
import { GUEST, type Viewer } from '../../shared/viewer.js';
import { WECHAT_OFF, type WechatProvider } from './wechat.provider.js';

/** Per-IP login attempts per 10 minutes, across accounts (credential stuffing). */

export const REVIEW_PASSED = 'approved';

export type { MemberRow };

/** A sign-in: the member, and the device token its browser keeps (login-guard.ts). */
export interface SignedIn {
  member: MemberRow;
  device: string;
}

export interface AccountsDeps {
  repo: AccountsRepository;
  limiter: RateLimiter;
  /** The browsers each account signed in from (the login guard's trusted devices). */
  devices: LoginDevicesRepository;
  /** Sign-in attempts per address in 10 minutes. */
  loginAttemptsPerIp: number;
  content: ContentService;
  cartLineCount: (memberId: number) => Promise<number>;
  /** The points balance (the points log's sum, kept by the points module); the header shows it. */
  pointsBalance?: (memberId: number) => Promise<number>;
  /** 药品召回 notices the member has not acknowledged (the header banner). */
  pendingRecalls?: (memberId: number) => Promise<number>;
  sms: SmsService;
  certificates: CertificatesService;
  /** Unread member messages (kept by the messages module, whose table points at members); the header shows them. */
  unreadMessageCount: (memberId: number) => Promise<number>;
  /** null: WeChat sign-in is not configured (WECHAT_OFF). */
  wechat: WechatProvider | null;
}

/** A disabled account signs in nowhere (told only after its password or code was right, so nothing leaks). */
function signInAllowed(member: MemberRow): Result<MemberRow> {
  if (member.disabledAt) return failure('forbidden', `账号已停用${member.disabledReason ? `（${member.disabledReason}）` : ''}，请联系客服`);
  return success(member);
}

/** Sign-in (password, SMS code, WeChat), SMS code requests, the User state and the catalog's Viewer. */
export class AccountsService {
  private readonly loginGuard: LoginGuard;

  constructor(private readonly deps: AccountsDeps) {
    this.loginGuard = new LoginGuard(deps.limiter, deps.devices, {
      realm: 'member',
      perIp: deps.loginAttemptsPerIp,
      lockedHint: '，或使用短信验证码登录',
    });
  }

  member(id: number) {
    return this.deps.repo.findById(id);
  }

  /** The member's approved business scopes with their names. */
  scopesOf(id: number) {
    return this.deps.repo.scopesWithNames(id);
  }

  /** New members per China day in [from, to) and how many wait for review now (the console dashboard). */
  newMembersByDay(from: Date, to: Date) {
    return this.deps.repo.newMembersByDay(from, to);
  }

  pendingReviewCount() {
    return this.deps.repo.pendingReviewCount();
  }

  /**
   * One answer for an unknown name and a wrong password (no enumeration); the limits are the LoginGuard's: this
   * browser's own allowance when the account signed in here before, else per account, name and address. A sign-in
   * makes the browser the account's (`device`, the token for its cookie).
   */
  async login(login: string, password: string, ip: string, device: string | null): Promise<Result<SignedIn>> {
    const checked = await this.checkPassword(login, password, ip, device);
    if (!checked.ok) return checked;
    return success({ member: checked.value.member, device: await checked.value.attempt.succeeded() });
  }

  /** The same checks and limits without signing in (a store linked by its name and password): nothing trusted. */
  async verifyLogin(login: string, password: string, ip: string): Promise<Result<MemberRow>> {
    const checked = await this.checkPassword(login, password, ip, null);
    if (!checked.ok) return checked;
    await checked.value.attempt.withdraw();
    return success(checked.value.member);
  }

  private async checkPassword(login: string, password: string, ip: string, device: string | null) {
    const member = await this.deps.repo.findByLogin(login);
    const attempt = await this.loginGuard.begin({ login, accountId: member?.id ?? null, ip, device });
    if (!attempt.ok) return attempt;
    const good = member ? await verifyPassword(member.passwordHash, password) : (await burnPasswordCheck(password), false);
    if (!member || !good) return attempt.value.failed();
    const allowed = signInAllowed(member);
    if (!allowed.ok) {
      await attempt.value.withdraw();
      return allowed;
    }
    return success({ member, attempt: attempt.value });
  }

  /** Phone + SMS code (purpose login): open to the owner while a password pause holds elsewhere. */
  async loginByCode(phone: string, code: string, ip: string, device: string | null): Promise<Result<SignedIn>> {
    const limited = await this.loginGuard.perAddress(ip);
    if (limited) return limited;
    const member = await this.deps.repo.findByPhone(phone);
    if (!member) return revealing(this.deps.limiter, ip, failure('invalid', '该手机号未注册', 'phone'));
    const checked = await this.deps.sms.verify(phone, 'login', code);
    if (!checked.ok) return checked;
    return this.signedIn(member, device);
  }

  async loginWechat(code: string, ip: string, device: string | null): Promise<Result<SignedIn>> {
    const limited = await this.loginGuard.perAddress(ip);
    if (limited) return limited;
    if (!this.deps.wechat) return failure('conflict', WECHAT_OFF.login);
    const identity = await this.deps.wechat.exchange(code);
    if (!identity) return failure('invalid', '微信授权已失效，请重新扫码', 'code');
    const member = await this.deps.repo.findByWechat(identity.openId);
    if (!member) return failure('not_found', '该微信尚未绑定药采账号，请使用账号登录后在账户中心绑定，或用微信注册');
    return this.signedIn(member, device);
  }

  private async signedIn(member: MemberRow, device: string | null): Promise<Result<SignedIn>> {
    const allowed = signInAllowed(member);
    if (!allowed.ok) return allowed;
    return success({ member, device: await this.loginGuard.trust(member.id, device) });
  }

  /** POST /api/user/create_code: who may ask for which purpose, then the rate-limited send. */
  async requestCode(phone: string, purpose: SmsPurpose, memberId: number | null, ip: string) {
    const { repo, sms } = this.deps;
    const owner = await repo.findByPhone(phone);
    if (purpose === 'register' && owner) return revealing(this.deps.limiter, ip, failure('invalid', '该手机号已注册，请直接登录', 'phone'));
    if ((purpose === 'login' || purpose === 'forget') && !owner)
      return revealing(this.deps.limiter, ip, failure('invalid', '该手机号未注册', 'phone'));
    if (purpose === 'change_phone' || purpose === 'bindbank') {
      if (memberId === null) return failure('unauthenticated', '请先登录');
      if (purpose === 'change_phone' && owner) {
        return failure('invalid', owner.id === memberId ? '新手机号与当前手机号相同' : '该手机号已被其他账号使用', 'phone');
      }
    }
    return sms.issue(phone, purpose, ip);
  }

  /** The catalog's view of a member: approval, business scope, controlled-sales authorisation, contract. */
  async viewer(memberId: number | null): Promise<Viewer> {
    if (memberId === null) return GUEST;
    const facts = await this.deps.repo.viewerFacts(memberId);
    return facts ? viewerFrom(memberId, facts) : GUEST;
  }

  /**
   * The same for a request, from the facts read with its session (no query of its own); `memberId` when the route
   * already required a member (it is the session's).
   */
  viewerOf(session: { memberId: number | null; attached: unknown }, memberId = session.memberId): Promise<Viewer> {
    const facts = attachedPart<ViewerFacts>(session, 'viewer');
    if (memberId !== null && memberId === session.memberId && facts) return Promise.resolve(viewerFrom(memberId, facts));
    return this.viewer(memberId);
  }

  /** For checkout: '' or the Chinese reason a required licence blocks the order (names the licence). */
  licenceBlock(memberId: number): Promise<string> {
    return this.deps.certificates.licenceBlockOf(memberId);
  }

  /** The same in two halves, for checkout's one-trip read: the read, then the reason from its rows. */
  licenceFactsRead(memberId: number) {
    return this.deps.certificates.licenceFactsRead(memberId);
  }

  licenceBlockFrom(rows: LicenceFacts[]): string {
    return this.deps.certificates.licenceBlockFrom(rows[0]);
  }

  async contractSigned(memberId: number): Promise<boolean> {
    const member = await this.deps.repo.findById(memberId);
    return member?.contractVersion === CONTRACT_VERSION;
  }

  /** Spec §3 User state for GET /api/user/base and the header. */
  async userState(memberId: number): Promise<UserState | null> {
    const { repo, content, cartLineCount, unreadMessageCount, certificates, pointsBalance, pendingRecalls } = this.deps;
    const member = await repo.findById(memberId);
    if (!member) return null;
    const [rep, config, cart, messageCount, warning, points, recalls, shelfLifeRules] = await Promise.all([
      this.serviceRepOf(member),
      content.siteConfig(),
      cartLineCount(member.id),
      unreadMessageCount(member.id),
      certificates.firstWarning(member),
      pointsBalance ? pointsBalance(member.id) : member.points,
      pendingRecalls ? pendingRecalls(member.id) : 0,
      repo.shelfLifeRules(member.id),
    ]);
    return {
      id: member.id,
      show: 1,
      username: member.username,
      name: member.contactName,
      phone: maskPhone(member.phone),
      company: member.company,
      face: member.face,
      rank: member.rank,
      admin: { name: rep.name, phone: rep.phone, is_default: rep.is_default },
      address: [member.province, member.city === member.province ? '' : member.city, member.district, member.address].filter(Boolean).join(''),
      is_passed: member.reviewStatus === REVIEW_PASSED ? 1 : 0,
      points,
      cart,
      message_count: messageCount,
      wechat: member.wechatOpenId ? '已绑定' : '',
      // The complaint hotline is the assigned representative's when one is set (issue 4), else the site's.
      common_config: { hot_line: rep.complaintPhone || config.hot_line },
      quality_inspection: qualityInspection(config),
      login_url: '/login',
      hzsj_desc: '',
      master_phone: '',
      cz_max: '10000',
      cz_min: '0.01',
      wxkf: config.wxkf,
      review_status: member.reviewStatus,
      review_reason: member.reviewReason,
      contract_signed: member.contractVersion === CONTRACT_VERSION ? 1 : 0,
      kx_authorized: member.kxAuthorized ? 1 : 0,
      zizhi_warning: warning,
      recall_pending: recalls,
      min_shelf_life_months: member.minShelfLifeMonths,
      shelf_life_categories: shelfLifeRules.map((r) => ({ category_id: r.category_id, months: r.months })),
    };
  }

  /** Spec §3 User state of a visitor who is not signed in: what the header shows anyone, and no member. */
  async guestState(): Promise<GuestState> {
    const config = await this.deps.content.siteConfig();
    return {
      show: 0,
      username: '',
      cart: 0,
      message_count: 0,
      common_config: { hot_line: config.hot_line },
      quality_inspection: qualityInspection(config),
      login_url: '/login',
      wxkf: config.wxkf,
    };
  }

  async defaultServiceRep(): Promise<ServiceRepView> {
    const rep = await this.deps.repo.serviceRep(null);
    return rep ? { name: rep.name, phone: rep.phone, is_default: 1 } : { name: '平台客服', phone: '', is_default: 1 };
  }

  private async serviceRepOf(member: MemberRow): Promise<ServiceRepView & { complaintPhone: string }> {
    const rep = member.serviceRepId === null ? null : await this.deps.repo.serviceRep(member.serviceRepId);
    if (!rep) return { ...(await this.defaultServiceRep()), complaintPhone: '' };
    return { name: rep.name, phone: rep.phone, is_default: rep.isDefault ? 1 : 0, complaintPhone: rep.complaintPhone };
  }
}

/** The header's 质检报告查询 link, or what the search does when the site has none. */
function qualityInspection(config: { quality_inspection_url: string }) {
  return {
    quality_inspection_url: config.quality_inspection_url,
    msg: config.quality_inspection_url ? '' : '可按商品名称或批号查询各批次的药品检验报告',
  };
}

export function maskPhone(phone: string) {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

function viewerFrom(memberId: number, facts: ViewerFacts): Viewer {
  return {
    memberId,
    approved: facts.review_status === REVIEW_PASSED,
    scopes: new Set(facts.scopes),
    kxAuthorized: facts.kx_authorized,
    contractSigned: facts.contract_version === CONTRACT_VERSION,
    minShelfLifeMonths: facts.min_shelf_life_months ?? 0,
    shelfLifeRules: facts.shelf_life_rules ?? [],
  };
}
