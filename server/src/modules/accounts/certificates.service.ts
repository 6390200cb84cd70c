import {
  CERTIFICATE_KINDS,
  chinaDay,
  chinaDaysBetween,
  requiredCertificates,
  type CertificateInput,
  type CertificateKind,
  type CertificateView,
} from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import { uploadUrl, type UploadsService } from './uploads.service.js';
import type { MemberRow } from './accounts.repository.js';
import type { CertificateRow, CertificateState, CertificatesRepository, LicenceFacts } from './certificates.repository.js';

/** The member centre warns this many days before a certificate expires. */
export const EXPIRY_WARN_DAYS = 30;

const STATUS_TEXT: Record<string, string> = { pending: '待审核', approved: '已通过', rejected: '未通过', superseded: '已更新' };

export const kindName = (kind: string) => CERTIFICATE_KINDS[kind as CertificateKind] ?? kind;

/** valid through its expiry date; expiring within 30 days; expired the day after. */
export function expiryOf(expiresOn: string, today: string) {
  const daysLeft = chinaDaysBetween(today, expiresOn);
  const state = daysLeft < 0 ? 'expired' : daysLeft <= EXPIRY_WARN_DAYS ? 'expiring' : 'valid';
  return { state, daysLeft } as const;
}

export function certificateView(r: CertificateRow, today: string): CertificateView {
  const expiry = expiryOf(r.expiresOn, today);
  return {
    id: r.id,
    kind: r.kind,
    name: kindName(r.kind),
    number: r.number,
    expires_on: r.expiresOn,
    status: r.status,
    status_text: STATUS_TEXT[r.status] ?? r.status,
    review_reason: r.reviewReason,
    expiry_state: expiry.state,
    days_left: expiry.daysLeft,
    file: r.uploadId ? { id: r.uploadId, url: uploadUrl(r.uploadId), mime: r.mime ?? '' } : null,
    created_at: r.createdAt.toISOString(),
  };
}

interface KindState<R extends CertificateState = CertificateRow> {
  kind: string;
  required: boolean;
  /** The approved row in force, or (before any approval) the newest submitted one. */
  current: R | null;
  /** A newer submission waiting for (or refused at) review. */
  renewal: R | null;
}

/** Per kind (required ones first): the certificate in force and a newer one under review. */
function statesOf<R extends CertificateState>(companyType: string, rows: R[]): KindState<R>[] {
  const required = requiredCertificates(companyType);
  const kinds = [...required, ...new Set(rows.map((r) => r.kind).filter((k) => !required.includes(k as CertificateKind)))];
  return kinds.map((kind) => {
    const ofKind = rows.filter((r) => r.kind === kind && r.status !== 'superseded');
    const approved = ofKind.find((r) => r.status === 'approved') ?? null;
    const newer = ofKind.find((r) => r.status !== 'approved' && (!approved || r.id > approved.id)) ?? null;
    return { kind, required: required.includes(kind as CertificateKind), current: approved ?? newer, renewal: approved ? newer : null };
  });
}

/** Qualification certificates: submission, renewal, the /zzzj view, expiry warnings and the checkout licence check. */
export class CertificatesService {
  constructor(
    private readonly repo: CertificatesRepository,
    private readonly uploads: UploadsService,
    readonly clock: () => Date = () => new Date(),
  ) {}

  find(id: number) {
    return this.repo.find(id);
  }

  today() {
    return chinaDay(this.clock());
  }

  async states(member: MemberRow): Promise<KindState[]> {
    return statesOf(member.companyType, await this.repo.ofMember(member.id));
  }

  /** Chinese warnings for certificates expiring within 30 days or expired. */
  warnings(states: KindState[], today: string): string[] {
    const out: string[] = [];
    for (const s of states) {
      if (!s.current || s.current.status === 'rejected') continue;
      const { state, daysLeft } = expiryOf(s.current.expiresOn, today);
      const pending = s.renewal?.status === 'pending' ? '（新证件审核中）' : '';
      if (state === 'expired') out.push(`《${kindName(s.kind)}》已于${s.current.expiresOn}过期，请尽快上传新证件${pending}`);
      else if (state === 'expiring') out.push(`《${kindName(s.kind)}》将于${s.current.expiresOn}到期（剩余${daysLeft}天），请及时更新${pending}`);
    }
    return out;
  }

  /** '' or why an approved member may not check out: a required licence expired (or was never approved). */
  async licenceBlock(member: MemberRow): Promise<string> {
    return member.reviewStatus === 'approved' ? this.blockOf(statesOf(member.companyType, await this.repo.ofMember(member.id))) : '';
  }

  /** The same for checkout, from one query. */
  async licenceBlockOf(memberId: number): Promise<string> {
    return this.licenceBlockFrom(await this.repo.licenceFacts(memberId));
  }

  /** `licenceBlockOf` in two halves: the read (for a caller's one-trip read), then the block from its row. */
  licenceFactsRead(memberId: number) {
    return this.repo.licenceFactsRead(memberId);
  }

  licenceBlockFrom(facts: LicenceFacts | null | undefined): string {
    return facts?.reviewStatus === 'approved' ? this.blockOf(statesOf(facts.companyType, facts.certificates)) : '';
  }

  private blockOf(states: KindState<CertificateState>[]): string {
    const today = this.today();
    for (const s of states) {
      if (!s.required) continue;
      const approved = s.current?.status === 'approved' ? s.current : null;
      if (!approved) return `您的资质证件缺少《${kindName(s.kind)}》，暂不能下单，请在账户中心「资质证照」中补充`;
      if (expiryOf(approved.expiresOn, today).state === 'expired') {
        return `您的《${kindName(s.kind)}》已于${approved.expiresOn}过期，暂不能下单，请在账户中心「资质证照」中更新`;
      }
    }
    return '';
  }

  async zizhi(member: MemberRow) {
    const today = this.today();
    const states = await this.states(member);
    return {
      company_type: member.companyType,
      review_status: member.reviewStatus,
      items: states.map((s) => ({
        kind: s.kind,
        name: kindName(s.kind),
        required: s.required ? 1 : 0,
        current: s.current ? certificateView(s.current, today) : null,
        renewal: s.renewal ? certificateView(s.renewal, today) : null,
      })),
      warnings: this.warnings(states, today),
      licence_block: await this.licenceBlock(member),
    };
  }

  /** The first warning only, for the header (GET /api/user/base). */
  async firstWarning(member: MemberRow): Promise<string> {
    return this.warnings(await this.states(member), this.today())[0] ?? '';
  }

  async views(memberId: number): Promise<CertificateView[]> {
    const today = this.today();
    return (await this.repo.ofMember(memberId)).map((r) => certificateView(r, today));
  }

  /** Registration step 2 and resubmission after a rejection: every required certificate, then to review. */
  async submit(member: MemberRow, certs: CertificateInput[]): Promise<Result<null>> {
    if (member.reviewStatus === 'approved') return failure('conflict', '资质已审核通过，如需更新证件请在账户中心「资质证照」中提交');
    const required = requiredCertificates(member.companyType);
    const seen = new Set<string>();
    for (const [i, c] of certs.entries()) {
      if (!required.includes(c.kind)) return failure('invalid', `${member.companyType}无需提交${kindName(c.kind)}`, `certificates.${i}.kind`);
      if (seen.has(c.kind)) return failure('invalid', `${kindName(c.kind)}重复提交`, `certificates.${i}.kind`);
      seen.add(c.kind);
    }
    const missing = required.filter((k) => !seen.has(k));
    if (missing.length) return failure('invalid', `请上传${missing.map(kindName).join('、')}`, 'certificates');
    const bad = await this.checkInputs(member.id, certs);
    if (bad) return bad;
    await this.repo.submitForReview(
      member.id,
      certs.map((c) => ({ kind: c.kind, number: c.number, expiresOn: c.expires_on, uploadId: c.upload_id })),
      this.clock(),
    );
    return success(null);
  }

  /** /zzzj renew: a new certificate of one kind goes to review; the one in force stays until it is approved. */
  async renew(member: MemberRow, c: CertificateInput): Promise<Result<CertificateView>> {
    if (member.reviewStatus !== 'approved') return failure('conflict', '资质审核通过前，请在注册第二步「上传资质」中提交证件');
    const states = await this.states(member);
    if (!states.some((s) => s.kind === c.kind)) return failure('invalid', `${member.companyType}无需提交${kindName(c.kind)}`, 'kind');
    const bad = await this.checkInputs(member.id, [c], '');
    if (bad) return bad;
    const id = await this.repo.addRenewal(member.id, { kind: c.kind, number: c.number, expiresOn: c.expires_on, uploadId: c.upload_id });
    const row = await this.repo.find(id);
    return success(certificateView(row!, this.today()));
  }

  /** Not yet expired, and the file is one this member uploaded (another member's upload id is refused). */
  private async checkInputs(memberId: number, certs: CertificateInput[], prefix = 'certificates.') {
    const today = this.today();
    const owned = await this.uploads.ownedBy(
      memberId,
      certs.map((c) => c.upload_id),
    );
    for (const [i, c] of certs.entries()) {
      const at = prefix ? `${prefix}${i}.` : '';
      if (c.expires_on < today) return failure('invalid', `${kindName(c.kind)}已过期，请上传有效期内的证件`, `${at}expires_on`);
      if (!owned.has(c.upload_id)) return failure('invalid', `${kindName(c.kind)}的文件不存在，请重新上传`, `${at}upload_id`);
    }
    return null;
  }
}
