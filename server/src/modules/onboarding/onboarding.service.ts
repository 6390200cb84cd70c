import {
  chinaDay,
  MERCHANT_APPLICATION_STATUS_NAMES,
  MERCHANT_LICENCES,
  type MerchantApplicationView,
  type MerchantApplyBody,
  type MerchantLicenceKind,
  type MerchantReviewBody,
} from '@yaocai/contract';
import { maskPhone, type MerchantsService, type OpenedShop } from '../merchants/merchants.service.js';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { OperatorIdentity } from '../../core/http/route-scopes.js';
import { operatorActor } from '../admin/admin.service.js';
import type { UploadsService } from '../accounts/uploads.service.js';
import { uploadUrl } from '../accounts/uploads.service.js';
import type { ApplicationRow, OnboardingRepository } from './onboarding.repository.js';

const KINDS = Object.keys(MERCHANT_LICENCES) as MerchantLicenceKind[];

/** The licence dates an approval records, with the licence each names. */
const LICENCE_DATES = [
  ['licence_expires', '药品经营许可证'],
  ['business_licence_expires', '营业执照'],
  ['gsp_expires', 'GSP证书'],
] as const;

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

/** /help/us/sjrz: applications to sell on the platform, reviewed by operators; approval opens the merchant's shop. */
export class OnboardingService {
  constructor(
    private readonly repo: OnboardingRepository,
    private readonly uploads: UploadsService,
    private readonly merchants: MerchantsService,
    private readonly clock: () => Date = () => new Date(),
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

  /**
   * The operator's decision. Approving needs the licences valid today (China date) as the operator checked them; it
   * opens the shop with its first 店铺管理员 in the same transaction, then sends the login by SMS with the console's
   * address at `origin` (the shop's public address: core/http/public-origin.ts).
   */
  async review(op: OperatorIdentity, id: number, b: MerchantReviewBody, origin: string): Promise<Result<MerchantApplicationView>> {
    const approve = b.approve === 1;
    if (approve) {
      const today = chinaDay(this.clock());
      const lapsed = LICENCE_DATES.find(([field]) => b[field] !== undefined && b[field]! < today);
      if (lapsed) return failure('invalid', `${lapsed[1]}已过期，不能通过入驻审核`, lapsed[0]);
    }
    const actor = operatorActor(op);
    const decided = await this.repo.decide(id, approve, b.reason, actor, async (tx, a) => {
      const opened: OpenedShop | null = approve ? await this.merchants.openShop(tx, actor, a, b) : null;
      return {
        opened,
        shopId: opened?.shopId ?? null,
        notice: {
          type: 'merchant',
          title: approve ? '商家入驻申请已通过' : '商家入驻申请未通过',
          body: opened
            ? `“${a.company}”的入驻申请已审核通过，店铺“${opened.shortName}”已开通。商家后台（/admin）登录名：${opened.username}，初始密码已通过短信发送至 ${maskPhone(a.contactPhone)}，请登录后立即修改密码。`
            : `“${a.company}”的入驻申请未通过：${b.reason}。您可修改后重新提交。`,
        },
      };
    });
    if (decided) {
      if (decided.outcome.opened) await this.merchants.tellOpened(decided.outcome.opened, origin);
      return success(view(decided.row));
    }
    return (await this.repo.exists(id)) ? failure('conflict', '该申请已审核') : failure('not_found', '入驻申请不存在');
  }
}
