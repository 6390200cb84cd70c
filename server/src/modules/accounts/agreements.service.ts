import { failure, success, type Result } from '../../core/http/errors.js';
import type { AccountsRepository } from './accounts.repository.js';
import type { AgreementsRepository, KxApplicationRow } from './agreements.repository.js';
import { CONTRACT_CONTENT, CONTRACT_TITLE, CONTRACT_VERSION } from './contract-text.js';

const KX_STATUS_TEXT: Record<string, string> = { pending: '审核中', approved: '已授权', rejected: '未通过' };

export const kxApplicationView = (r: KxApplicationRow) => ({
  id: r.id,
  status: r.status,
  status_text: KX_STATUS_TEXT[r.status] ?? r.status,
  contact_name: r.contactName,
  phone: r.phone,
  remark: r.remark,
  review_reason: r.reviewReason,
  created_at: r.createdAt.toISOString(),
  decided_at: r.decidedAt?.toISOString() ?? null,
});

/** /dzht electronic contract (read, sign) and /kxdl controlled-sales applications. */
export class AgreementsService {
  constructor(
    private readonly repo: AgreementsRepository,
    private readonly accounts: AccountsRepository,
  ) {}

  async contract(memberId: number) {
    const [member, last] = await Promise.all([this.accounts.findById(memberId), this.repo.lastSignature(memberId)]);
    const signed = member?.contractVersion === CONTRACT_VERSION;
    return {
      version: CONTRACT_VERSION,
      title: CONTRACT_TITLE,
      content: CONTRACT_CONTENT,
      signed: signed ? 1 : 0,
      signed_at: signed ? (member?.contractSignedAt?.toISOString() ?? null) : null,
      signer_name: signed && last ? last.signerName : '',
    };
  }

  /** Only approved members sign: the contract binds a reviewed company. Signing again is harmless. */
  async sign(memberId: number, signerName: string, ip: string): Promise<Result<null>> {
    const member = await this.accounts.findById(memberId);
    if (!member) return failure('unauthenticated', '请先登录');
    if (member.reviewStatus !== 'approved') return failure('forbidden', '资质审核通过后才能签署电子合同');
    if (member.contractVersion === CONTRACT_VERSION) return success(null);
    await this.repo.sign(memberId, CONTRACT_VERSION, signerName, ip, new Date());
    return success(null);
  }

  async kxStatus(memberId: number) {
    const [member, last] = await Promise.all([this.accounts.findById(memberId), this.repo.lastKxApplication(memberId)]);
    return { kx_authorized: member?.kxAuthorized ? 1 : 0, application: last ? kxApplicationView(last) : null };
  }

  /** POST /api/agent/apply: one open application at a time, approved members only. */
  async applyKx(memberId: number, b: { contact_name: string; phone: string; remark: string }): Promise<Result<ReturnType<typeof kxApplicationView>>> {
    const member = await this.accounts.findById(memberId);
    if (!member) return failure('unauthenticated', '请先登录');
    if (member.reviewStatus !== 'approved') return failure('forbidden', '资质审核通过后才能申请控销授权');
    if (member.kxAuthorized) return failure('conflict', '您已获得控销授权，无需重复申请');
    const last = await this.repo.lastKxApplication(memberId);
    if (last?.status === 'pending') return failure('conflict', '您的控销授权申请正在审核中，请耐心等待');
    const created = await this.repo.insertKxApplication({ memberId, contactName: b.contact_name, phone: b.phone, remark: b.remark });
    return success(kxApplicationView(created));
  }
}
