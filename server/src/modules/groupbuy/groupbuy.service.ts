import {
  formatFen,
  GROUP_BUY_ITEM_TYPE,
  GROUP_BUY_STATUS,
  GROUP_MEMBER_STATE_NAMES,
  GROUP_STATE,
  GROUP_STATE_NAMES,
  type GoodsCard,
  type GroupBuyDetail,
  type GroupBuyPage,
  type GroupBuyView,
  type JoinGroupBuyBody,
  type JoinGroupBuyResult,
  type MyGroupBuyView,
  type OpenGroupView,
} from '@yaocai/contract';
import { failure, refusable, refuse, success, type Result } from '../../core/http/errors.js';
import type { JobQueue } from '../../core/jobs/job-queue.js';
import type { Viewer } from '../../shared/viewer.js';
import type { AddressesService } from '../addresses/addresses.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CheckoutService } from '../checkout/checkout.service.js';
import type { MessagesService } from '../messages/messages.service.js';
import type { CampaignRow, GroupBuyRepository, GroupRow, MemberRow } from './groupbuy.repository.js';

/** Fires at a group's closing time (or at once when its campaign is ended): a group still short fails. */
export const GROUP_CLOSE_QUEUE = 'groupbuy.close';
/** Enqueued in the transaction that forms a group: places every member's order (the join call does it at once too). */
export const GROUP_FORM_QUEUE = 'groupbuy.form';
/** Members are rarely online when their group forms: the unpaid order keeps its stock a day (checkout's is 30 minutes). */
export const GROUP_ORDER_PAY_MINUTES = 24 * 60;
const MESSAGE_TYPE = 'groupbuy';
const OPEN_GROUPS_IN_LIST = 3;
const OPEN_GROUPS_IN_DETAIL = 10;

export const GROUP_BUY_TEXT = {
  notFound: '拼团活动不存在',
  notStarted: '活动未开始',
  ended: '拼团活动已结束',
  groupNotFound: '拼团不存在',
  groupClosed: '该团已满员或已结束，请参加其他团或发起新团',
  alreadyInGroup: '您已在该团中，请勿重复参团',
  alreadyWaiting: '您已参加该活动的一个拼团，请等待成团后再参加',
  address: '请选择收货地址',
  minNumber: (n: number, unit: string) => `每人最少拼${n}${unit}`,
  maxNumber: (n: number, unit: string) => `每人限拼${n}${unit}`,
} as const;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** 益康连锁大药房 → 益康**药房: the zone shows who leads a group without naming them. */
export function maskCompany(company: string): string {
  const chars = [...company.replace(/（.*?）/g, '')];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  return `${chars.slice(0, 2).join('')}**${chars.slice(-2).join('')}`;
}

export interface GroupBuyDeps {
  repo: GroupBuyRepository;
  catalog: CatalogService;
  checkout: CheckoutService;
  addresses: AddressesService;
  messages: MessagesService;
  jobs: JobQueue;
  /** Who a member is now (approval, scopes, 控销, contract): read again when their group forms. */
  viewerOf: (memberId: number) => Promise<Viewer>;
}

/**
 * 拼团: the zone's campaigns with their open groups, joining (nothing reserved, nothing charged), forming a group
 * (each member's order placed at the group price through checkout, one transaction per order) and closing a group that
 * stayed short (its members told, nothing charged). Forming and closing run as PostgreSQL jobs and are idempotent.
 */
export class GroupBuyService {
  constructor(private readonly d: GroupBuyDeps) {}

  /** GET /api/groupbuy: running campaigns (or one goods' campaigns) with their open groups. */
  async list(viewer: Viewer, q: { goods_id?: number; page: number; page_size: number }, now = new Date()): Promise<GroupBuyPage> {
    const { rows, total } = await this.d.repo.running(now, { goodsId: q.goods_id, limit: q.page_size, offset: (q.page - 1) * q.page_size });
    return { timestamp: seconds(now), list: await this.views(viewer, rows, now, OPEN_GROUPS_IN_LIST), total, page: q.page, page_size: q.page_size };
  }

  /** GET /api/groupbuy/{id}: one campaign (also after it ended) with up to ten open groups. */
  async detail(viewer: Viewer, id: number, now = new Date()): Promise<Result<GroupBuyDetail>> {
    const c = await this.d.repo.campaign(id);
    if (!c) return failure('not_found', GROUP_BUY_TEXT.notFound);
    const [view] = await this.views(viewer, [c], now, OPEN_GROUPS_IN_DETAIL);
    return view ? success({ ...view, timestamp: seconds(now) }) : failure('not_found', GROUP_BUY_TEXT.notFound);
  }

  private async views(viewer: Viewer, rows: CampaignRow[], now: Date, groupsEach: number): Promise<GroupBuyView[]> {
    const ids = rows.map((c) => c.id);
    const [cards, open, stats, mine] = await Promise.all([
      this.d.catalog.cardsByIds(viewer, [...new Set(rows.map((c) => c.goodsId))]),
      this.d.repo.openGroups(ids, now, groupsEach),
      this.d.repo.formedStats(ids),
      viewer.memberId === null ? Promise.resolve([]) : this.d.repo.waitingGroups(viewer.memberId, ids),
    ]);
    const cardOf = new Map<number, GoodsCard>(cards.map((g) => [g.id, g]));
    return rows.flatMap((c) => {
      const goods = cardOf.get(c.goodsId);
      if (!goods) return [];
      const stat = stats.find((s) => s.campaign_id === c.id);
      const groups: OpenGroupView[] = open
        .filter((g) => g.campaign_id === c.id)
        .map((g) => ({
          id: g.id,
          leader: maskCompany(g.leader),
          members: g.members,
          required: g.required,
          missing: g.required - g.members,
          closes_at: g.closes_at,
        }));
      return [
        {
          id: c.id,
          goods,
          group_price: goods.base_price === null ? null : c.groupPrice,
          required_members: c.requiredMembers,
          min_number: c.minNumber,
          max_number: c.maxNumber,
          group_hours: c.groupHours,
          starts_at: seconds(c.startsAt),
          ends_at: seconds(c.endsAt),
          status: c.status,
          formed_groups: stat?.groups ?? 0,
          joined_members: stat?.members ?? 0,
          open_groups: groups,
          my_group_id: mine.find((m) => m.campaign_id === c.id)?.group_id ?? null,
        },
      ];
    });
  }

  /**
   * POST /api/groupbuy/join: joins an open group (`group_id`) or opens one. Vetted now with checkout's rules (approval,
   * licences, scope, 控销, stock as a hint, quantity) but nothing is reserved or charged. The member who takes the last
   * place forms the group, and every member's order is placed before this call answers.
   */
  async join(viewer: Viewer, body: JoinGroupBuyBody, now = new Date()): Promise<Result<JoinGroupBuyResult>> {
    // Joining commits to an order when the group forms: the signed e-contract first (459 → /dzht, spec §8).
    if (!viewer.contractSigned) return failure('contract_required', '请先签署电子合同');
    const memberId = viewer.memberId!;
    const c = await this.d.repo.campaign(body.campaign_id);
    if (!c) return failure('not_found', GROUP_BUY_TEXT.notFound);
    if (c.status === GROUP_BUY_STATUS.ended || now >= c.endsAt) return failure('conflict', GROUP_BUY_TEXT.ended);
    if (now < c.startsAt) return failure('conflict', GROUP_BUY_TEXT.notStarted);
    const facts = await this.d.repo.goodsFacts(c.goodsId);
    const unit = facts?.unit || '件';
    if (body.number < c.minNumber) return failure('invalid', GROUP_BUY_TEXT.minNumber(c.minNumber, unit), 'number');
    if (body.number > c.maxNumber) return failure('invalid', GROUP_BUY_TEXT.maxNumber(c.maxNumber, unit), 'number');
    const vetted = await this.d.checkout.vet(viewer, [{ goodsId: c.goodsId, number: body.number }]);
    if (!vetted.ok) return vetted;
    if (!(await this.d.addresses.get(memberId, body.address_id)).ok) return failure('invalid', GROUP_BUY_TEXT.address, 'address_id');

    let group: GroupRow | null = null;
    if (body.group_id !== undefined) {
      group = await this.d.repo.group(body.group_id);
      if (!group || group.campaignId !== c.id) return failure('not_found', GROUP_BUY_TEXT.groupNotFound);
      if (await this.d.repo.inGroup(group.id, memberId)) return failure('conflict', GROUP_BUY_TEXT.alreadyInGroup);
      if (group.state !== GROUP_STATE.open || group.closesAt <= now || group.memberCount >= group.requiredMembers)
        return failure('conflict', GROUP_BUY_TEXT.groupClosed);
    }
    if ((await this.d.repo.waitingGroups(memberId, [c.id])).length > 0) return failure('conflict', GROUP_BUY_TEXT.alreadyWaiting);

    const joined = await refusable(() =>
      this.d.repo.transaction(async (tx) => {
        let g = group;
        if (!g) {
          const closesAt = new Date(Math.min(now.getTime() + c.groupHours * 3_600_000, c.endsAt.getTime()));
          g = await this.d.repo.openGroup(tx, c, memberId, now, closesAt);
          await this.d.jobs.enqueue(tx, GROUP_CLOSE_QUEUE, `group:${g.id}`, { group_id: g.id }, closesAt);
        }
        const place = await this.d.repo.takePlace(tx, g.id, now);
        if (!place) refuse(GROUP_BUY_TEXT.groupClosed);
        const id = await this.d.repo.addMember(tx, {
          groupId: g.id,
          campaignId: c.id,
          memberId,
          number: body.number,
          addressId: body.address_id,
          now,
        });
        if (id === null) refuse(GROUP_BUY_TEXT.alreadyWaiting);
        const formed = place.members === place.required;
        if (formed) {
          await this.d.repo.markFormed(tx, g.id, now);
          await this.d.jobs.enqueue(tx, GROUP_FORM_QUEUE, `group:${g.id}`, { group_id: g.id }, now);
        }
        return { id, groupId: g.id, formed };
      }),
    );
    if (!joined.ok) return joined;
    // The orders are placed before answering; should that fail unexpectedly, the form job committed with the forming
    // places them (the member sees 待成团 until it has).
    if (joined.value.formed) await this.form(joined.value.groupId, now).catch(() => undefined);
    const participation = await this.one(memberId, joined.value.id);
    return success({ participation: participation!, formed: joined.value.formed });
  }

  /** GET /api/groupbuy/mine: the member's group buys, newest first. */
  async mine(memberId: number, q: { page: number; page_size: number }, now = new Date()) {
    const { rows, total } = await this.d.repo.mine(memberId, q.page_size, (q.page - 1) * q.page_size);
    return { list: rows.map(mineView), total, page: q.page, page_size: q.page_size, timestamp: seconds(now) };
  }

  private async one(memberId: number, id: number): Promise<MyGroupBuyView | null> {
    const { rows } = await this.d.repo.mine(memberId, 1, 0, id);
    return rows[0] ? mineView(rows[0]) : null;
  }

  /**
   * A formed group: each waiting member's order at the group price, one transaction per order (placing it and marking
   * the member ordered commit together). A member whose order fails checkout's rules (stock ran out, scope or licence
   * lapsed) is marked refused with the reason and told; the others still get theirs. Safe to run twice or in two
   * processes at once: orders are keyed per member (`groupbuy:<id>`) and members are settled by conditional updates.
   */
  async form(groupId: number, now = new Date()) {
    const g = await this.d.repo.group(groupId);
    if (!g || g.state !== GROUP_STATE.formed) return;
    const c = (await this.d.repo.campaign(g.campaignId))!;
    const name = (await this.d.repo.goodsFacts(c.goodsId))?.name ?? '';
    for (const m of await this.d.repo.waiting(groupId)) await this.placeFor(m, g, c, name, now);
  }

  private async placeFor(m: MemberRow, g: GroupRow, c: CampaignRow, name: string, now: Date) {
    const viewer = await this.d.viewerOf(m.memberId);
    // The address joined with, or the default one when it was deleted meanwhile.
    const own = await this.d.addresses.get(m.memberId, m.addressId);
    const addressId = own.ok ? m.addressId : ((await this.d.addresses.defaultOf(m.memberId))?.id ?? m.addressId);
    const placed = await this.d.checkout.placeAtPrice(
      viewer,
      {
        idemKey: `groupbuy:${m.id}`,
        addressId,
        lines: [{ goodsId: c.goodsId, number: m.number, price: g.groupPrice, type: GROUP_BUY_ITEM_TYPE, activityId: c.id }],
        remark: `拼团订单（团号${g.id}）`,
        payMinutes: GROUP_ORDER_PAY_MINUTES,
        within: async (tx, p) => {
          const order = p.orders[0];
          if (!(await this.d.repo.markOrdered(tx, m.id, order.id))) refuse('拼团订单已处理');
          await this.d.messages.notify(
            m.memberId,
            MESSAGE_TYPE,
            '拼团成功',
            `您参加的「${name}」拼团已成团，已按拼团价¥${formatFen(g.groupPrice)}为您生成订单${order.order_no}（应付¥${formatFen(order.pay_amount)}），请在24小时内完成支付，逾期订单将自动取消。`,
            tx,
          );
        },
      },
      now,
    );
    if (placed.ok) return;
    await this.d.repo.transaction(async (tx) => {
      if (await this.d.repo.markRefused(tx, m.id, placed.message))
        await this.d.messages.notify(
          m.memberId,
          MESSAGE_TYPE,
          '拼团下单失败',
          `您参加的「${name}」拼团已成团，但未能为您生成订单：${placed.message}。本次拼团不会向您收取任何费用。`,
          tx,
        );
    });
  }

  /**
   * The close job: a group still open when its time is up (or its campaign was ended) fails; each waiting member is
   * told in the same transaction. Nothing was reserved or charged, so nothing is given back. A second run is a no-op.
   */
  async close(groupId: number, now = new Date()): Promise<'failed' | 'settled' | 'not_due'> {
    const g = await this.d.repo.group(groupId);
    if (!g || g.state !== GROUP_STATE.open) return 'settled';
    const c = (await this.d.repo.campaign(g.campaignId))!;
    if (g.closesAt > now && c.status !== GROUP_BUY_STATUS.ended) return 'not_due';
    const name = (await this.d.repo.goodsFacts(c.goodsId))?.name ?? '';
    return this.d.repo.transaction(async (tx) => {
      const failed = await this.d.repo.failGroup(tx, groupId, now);
      if (!failed) return 'settled';
      for (const memberId of failed.memberIds)
        await this.d.messages.notify(
          memberId,
          MESSAGE_TYPE,
          '拼团失败',
          `很遗憾，您参加的「${name}」拼团未能成团（${failed.reason}）。本次拼团未生成订单，不会向您收取任何费用。`,
          tx,
        );
      return 'failed';
    });
  }

  /**
   * The close job. Run early (a process whose clock is behind the one that enqueued it) it fails, so the queue tries
   * again later instead of marking it done with the group still open.
   */
  async runCloseJob(payload: Record<string, unknown>, now: Date) {
    if ((await this.close(Number(payload.group_id), now)) === 'not_due') throw new Error(`group ${String(payload.group_id)} is not due yet`);
  }

  async runFormJob(payload: Record<string, unknown>, now: Date) {
    await this.form(Number(payload.group_id), now);
  }
}

type MineRow = Awaited<ReturnType<GroupBuyRepository['mine']>>['rows'][number];

function mineView(r: MineRow): MyGroupBuyView {
  return {
    ...r,
    image: `/media/goods/${r.goods_id}.svg`,
    amount: r.group_price * r.number,
    group_state_text: GROUP_STATE_NAMES[r.group_state] ?? '',
    state_text: GROUP_MEMBER_STATE_NAMES[r.state] ?? '',
    order_no: r.order_no ?? null,
    order_status: r.order_status ?? null,
    joined_at: r.joined_at.toISOString(),
  };
}
