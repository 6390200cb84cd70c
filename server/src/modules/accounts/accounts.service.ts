import type { UserState } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import type { ContentService, ServiceRepView } from '../content/content.service.js';
import type { AccountsRepository, MemberRow } from './accounts.repository.js';
import { burnPasswordCheck, verifyPassword } from './password.js';
import { GUEST, type Viewer } from './viewer.js';

const LOCK_AFTER_FAILURES = 5;
const LOCK_MINUTES = 15;
/** Per-IP login attempts per 10 minutes, across accounts (credential stuffing). */
const LOGIN_IP_LIMIT = 30;

export const REVIEW_PASSED = 'approved';

export interface AccountsDeps {
  repo: AccountsRepository;
  limiter: RateLimiter;
  content: ContentService;
  cartLineCount: (memberId: number) => Promise<number>;
}

export class AccountsService {
  constructor(private readonly deps: AccountsDeps) {}

  async login(login: string, password: string, ip: string): Promise<Result<MemberRow>> {
    const { repo, limiter } = this.deps;
    const perIp = await limiter.hit(`login:ip:${ip}`, LOGIN_IP_LIMIT, 600);
    if (!perIp.allowed) return failure('rate_limited', `登录尝试过于频繁，请${Math.ceil(perIp.retryAfterSec / 60)}分钟后再试`);
    const member = await repo.findByLogin(login);
    if (!member) {
      await burnPasswordCheck(password);
      return failure('invalid', '用户名或密码错误', 'password');
    }
    if (member.lockedUntil && member.lockedUntil.getTime() > Date.now()) {
      const minutes = Math.ceil((member.lockedUntil.getTime() - Date.now()) / 60000);
      return failure('forbidden', `密码错误次数过多，账户已锁定，请${minutes}分钟后再试`);
    }
    if (!(await verifyPassword(member.passwordHash, password))) {
      await repo.recordFailedLogin(member.id, LOCK_AFTER_FAILURES, LOCK_MINUTES);
      const left = LOCK_AFTER_FAILURES - (member.failedLogins + 1);
      return failure(
        'invalid',
        left > 0 ? `用户名或密码错误，还可尝试${left}次` : `密码错误次数过多，账户已锁定，请${LOCK_MINUTES}分钟后再试`,
        'password',
      );
    }
    if (member.failedLogins > 0 || member.lockedUntil) await repo.clearFailedLogins(member.id);
    return success(member);
  }

  /** The catalog's view of a member: approval, business scope, controlled-sales authorisation. */
  async viewer(memberId: number | null): Promise<Viewer> {
    if (memberId === null) return GUEST;
    const [member, scopes] = await Promise.all([this.deps.repo.findById(memberId), this.deps.repo.scopesOf(memberId)]);
    if (!member) return GUEST;
    return { memberId, approved: member.reviewStatus === REVIEW_PASSED, scopes: new Set(scopes), kxAuthorized: member.kxAuthorized };
  }

  /** Spec §3 User state for GET /api/user/base and the header. */
  async userState(memberId: number): Promise<UserState | null> {
    const { repo, content, cartLineCount } = this.deps;
    const member = await repo.findById(memberId);
    if (!member) return null;
    const [rep, config, cart, messageCount] = await Promise.all([
      this.serviceRepOf(member),
      content.siteConfig(),
      cartLineCount(member.id),
      repo.unreadMessageCount(member.id),
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
      admin: rep,
      address: [member.province, member.city, member.district, member.address].filter(Boolean).join(''),
      is_passed: member.reviewStatus === REVIEW_PASSED ? 1 : 0,
      points: member.points,
      cart,
      message_count: messageCount,
      wechat: member.wechatOpenId ? '已绑定' : '',
      common_config: { hot_line: config.hot_line },
      quality_inspection: {
        quality_inspection_url: config.quality_inspection_url,
        msg: config.quality_inspection_url ? '' : '质检报告查询暂未开通，请联系您的专属客服获取',
      },
      login_url: '/login',
      hzsj_desc: '',
      master_phone: '',
      cz_max: '10000',
      cz_min: '0.01',
      wxkf: config.wxkf,
    };
  }

  async defaultServiceRep(): Promise<ServiceRepView> {
    const rep = await this.deps.repo.serviceRep(null);
    return rep ? { name: rep.name, phone: rep.phone, is_default: 1 } : { name: '平台客服', phone: '', is_default: 1 };
  }

  private async serviceRepOf(member: MemberRow): Promise<ServiceRepView> {
    if (member.serviceRepId === null) return this.defaultServiceRep();
    const rep = await this.deps.repo.serviceRep(member.serviceRepId);
    return rep ? { name: rep.name, phone: rep.phone, is_default: rep.isDefault ? 1 : 0 } : this.defaultServiceRep();
  }
}

export function maskPhone(phone: string) {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
