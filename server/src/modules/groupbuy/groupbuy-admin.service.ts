import { formatFen, GROUP_BUY_STATUS, type GroupBuyAdminView, type GroupBuyCampaignBody } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { JobQueue } from '../../core/jobs/job-queue.js';
import type { CampaignRow, CampaignTerms, GroupBuyRepository } from './groupbuy.repository.js';
import { GROUP_CLOSE_QUEUE } from './groupbuy.service.js';

type Operator = { id: number; username: string };
type AdminRow = Awaited<ReturnType<GroupBuyRepository['adminList']>>['rows'][number];

const view = (r: AdminRow): GroupBuyAdminView => ({
  id: r.campaign.id,
  goods_id: r.campaign.goodsId,
  goods_name: r.goods_name,
  shop_id: r.campaign.shopId,
  base_price: r.base_price,
  group_price: r.campaign.groupPrice,
  required_members: r.campaign.requiredMembers,
  min_number: r.campaign.minNumber,
  max_number: r.campaign.maxNumber,
  group_hours: r.campaign.groupHours,
  starts_at: r.campaign.startsAt.toISOString(),
  ends_at: r.campaign.endsAt.toISOString(),
  status: r.campaign.status,
  open_groups: r.open_groups,
  formed_groups: r.formed_groups,
  failed_groups: r.failed_groups,
});

/**
 * Operators' side of 拼团 (/admin/api): campaigns are created, changed and ended here. Once anyone joined, the goods,
 * price and group size are what members joined for and stay fixed; ending fails the open groups at once (by their
 * close jobs) and nobody is charged.
 */
export class GroupBuyAdminService {
  constructor(
    private readonly repo: GroupBuyRepository,
    private readonly jobs: JobQueue,
  ) {}

  async list(q: { page: number; page_size: number }) {
    const { rows, total } = await this.repo.adminList(q.page_size, (q.page - 1) * q.page_size);
    return { list: rows.map(view), total, page: q.page, page_size: q.page_size };
  }

  private async terms(body: GroupBuyCampaignBody, now: Date, creating: boolean): Promise<Result<CampaignTerms>> {
    const g = await this.repo.goodsFacts(body.goods_id);
    if (!g) return failure('invalid', '商品不存在', 'goods_id');
    if (g.status !== 'on_sale') return failure('invalid', '商品已下架，不能发起拼团', 'goods_id');
    if (body.group_price >= g.basePrice) return failure('invalid', `拼团价须低于商品原价¥${formatFen(g.basePrice)}`, 'group_price');
    if (body.group_price <= 0) return failure('invalid', '拼团价须大于0', 'group_price');
    if (body.max_number < body.min_number) return failure('invalid', '每人限拼数量不能小于每人起拼数量', 'max_number');
    if (body.ends_at <= body.starts_at) return failure('invalid', '结束时间须晚于开始时间', 'ends_at');
    if (creating && body.ends_at <= now) return failure('invalid', '结束时间须晚于当前时间', 'ends_at');
    return success({
      goodsId: g.id,
      shopId: g.shopId,
      groupPrice: body.group_price,
      requiredMembers: body.required_members,
      minNumber: body.min_number,
      maxNumber: body.max_number,
      startsAt: body.starts_at,
      endsAt: body.ends_at,
      groupHours: body.group_hours,
    });
  }

  async create(op: Operator, body: GroupBuyCampaignBody, now = new Date()): Promise<Result<GroupBuyAdminView>> {
    const terms = await this.terms(body, now, true);
    if (!terms.ok) return terms;
    const row = await this.repo.transaction(async (tx) => {
      const c = await this.repo.insertCampaign(tx, terms.value);
      await this.repo.audit(tx, op, 'groupbuy.create', c.id, { ...body });
      return c;
    });
    return success(await this.one(row));
  }

  async update(op: Operator, id: number, body: GroupBuyCampaignBody, now = new Date()): Promise<Result<GroupBuyAdminView>> {
    const before = await this.repo.campaign(id);
    if (!before) return failure('not_found', '拼团活动不存在');
    if (before.status !== GROUP_BUY_STATUS.active) return failure('conflict', '拼团活动已结束，不能修改');
    const terms = await this.terms(body, now, false);
    if (!terms.ok) return terms;
    const fixed =
      terms.value.goodsId !== before.goodsId ||
      terms.value.groupPrice !== before.groupPrice ||
      terms.value.requiredMembers !== before.requiredMembers;
    if (fixed && (await this.repo.memberCount(id)) > 0) return failure('conflict', '已有会员参团，不能修改商品、拼团价或成团人数');
    const row = await this.repo.transaction(async (tx) => {
      const c = await this.repo.updateCampaign(tx, id, terms.value, now);
      await this.repo.audit(tx, op, 'groupbuy.update', id, { ...body });
      return c;
    });
    return row ? success(await this.one(row)) : failure('not_found', '拼团活动不存在');
  }

  /** Ends a running campaign now: no new groups or joins; each open group's close job runs at once. */
  async end(op: Operator, id: number, now = new Date()): Promise<Result<GroupBuyAdminView>> {
    const ended = await this.repo.transaction(async (tx) => {
      const open = await this.repo.endCampaign(tx, id, now);
      if (open === null) return false;
      for (const groupId of open) await this.jobs.enqueue(tx, GROUP_CLOSE_QUEUE, `group:${groupId}:ended`, { group_id: groupId }, now);
      await this.repo.audit(tx, op, 'groupbuy.end', id, { open_groups: open.length });
      return true;
    });
    if (!ended) {
      const c = await this.repo.campaign(id);
      return c ? failure('conflict', '拼团活动已结束') : failure('not_found', '拼团活动不存在');
    }
    return success(await this.one((await this.repo.campaign(id))!));
  }

  private async one(c: CampaignRow): Promise<GroupBuyAdminView> {
    return view((await this.repo.adminOne(c.id))!);
  }
}
