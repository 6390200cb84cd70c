import {
  MERCHANT_APPLICATION_STATUS_NAMES,
  MERCHANT_LICENCES,
  type MerchantApplicationView,
  type MerchantApplyBody,
  type MerchantLicenceKind,
} from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { OperatorIdentity } from '../../core/http/route-scopes.js';
import { operatorActor } from '../admin/admin.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { uploadUrl } from '../uploads/uploads.service.js';
import type { ApplicationRow, OnboardingRepository } from './onboarding.repository.js';

const KINDS = Object.keys(MERCHANT_LICENCES) as MerchantLicenceKind[];

const view = (r: ApplicationRow): MerchantApplicationView => ({
  id: r.id,
  company: r.company,
  credit_code: r.creditCode,
  drug_licence_no: r.drugLicenceNo,
  contact_name: r.contactName,
  contact_phone: r.contactPhone,
  address: r.address,
  scope: r.scope,
  licences: KINDS.flatMap((k) => (r.licences[k] ? [{ kind: k, name: MERCHANT_LICENCES[k], url: uploadUrl(r.licences[k]!) }] : [])),
  status: r.status,
  status_name: MERCHANT_APPLICATION_STATUS_NAMES[r.status],
  review_reason: r.reviewReason,
  reviewed_at: r.reviewedAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
});

/** /help/us/sjrz: applications to sell on the platform, reviewed by operators (the merchant portal is issue 17). */
export class OnboardingService {
  constructor(
    private readonly repo: OnboardingRepository,
    private readonly uploads: UploadsService,
  ) {}

  async apply(memberId: number, body: MerchantApplyBody): Promise<Result<MerchantApplicationView>> {
    const licences: Partial<Record<MerchantLicenceKind, string>> = {};
    for (const k of KINDS) if (body[k]) licences[k] = body[k];
    const ids = Object.values(licences);
    const owned = await this.uploads.ownedBy(memberId, ids);
    const bad = KINDS.find((k) => licences[k] && !owned.has(licences[k]!));
    if (bad) return failure('invalid', `${MERCHANT_LICENCES[bad]}文件无效，请重新上传`, bad);
    const row = await this.repo.insert(memberId, {
      company: body.company,
      creditCode: body.credit_code,
      drugLicenceNo: body.drug_licence_no,
      contactName: body.contact_name,
      contactPhone: body.contact_phone,
      address: body.address,
      scope: body.scope,
      licences,
    });
    return row ? success(view(row)) : failure('conflict', '该企业已有入驻申请正在审核中，请耐心等待');
  }

  async mine(memberId: number) {
    return (await this.repo.mine(memberId)).map(view);
  }

  async page(q: { page: number; page_size: number; status?: number }) {
    const { rows, total } = await this.repo.page(q.status, q.page_size, (q.page - 1) * q.page_size);
    return { list: rows.map((r) => ({ ...view(r), member_id: r.memberId, username: r.username })), total, page: q.page, page_size: q.page_size };
  }

  async review(op: OperatorIdentity, id: number, approve: boolean, reason: string): Promise<Result<MerchantApplicationView>> {
    const row = await this.repo.decide(id, approve, reason, operatorActor(op), (a) => ({
      type: 'merchant',
      title: approve ? '商家入驻申请已通过' : '商家入驻申请未通过',
      body: approve
        ? `“${a.company}”的入驻申请已审核通过，招商经理将在 1 个工作日内联系 ${a.contactName} 签订入驻协议并开通商家后台。`
        : `“${a.company}”的入驻申请未通过：${reason}。您可修改后重新提交。`,
    }));
    if (row) return success(view(row));
    return (await this.repo.exists(id)) ? failure('conflict', '该申请已审核') : failure('not_found', '入驻申请不存在');
  }
}
