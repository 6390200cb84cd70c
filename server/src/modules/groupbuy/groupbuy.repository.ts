import { and, asc, count, desc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { GROUP_BUY_STATUS, GROUP_MEMBER_STATE, GROUP_STATE } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { epochSeconds } from '../../db/sql-helpers.js';
import { memberReference } from '../accounts/public.js';
import { operatorActor, recordAudit } from '../admin/operator-decision.sql.js';
import { goodsFacts, shopFacts } from '../catalog/public.js';
import { orderFacts } from '../orders/public.js';
import { groupBuyCampaigns, groupBuyGroups, groupBuyMembers } from './groupbuy.tables.js';

export type CampaignRow = typeof groupBuyCampaigns.$inferSelect;
export type GroupRow = typeof groupBuyGroups.$inferSelect;
export type MemberRow = typeof groupBuyMembers.$inferSelect;
export type CampaignTerms = Pick<
  CampaignRow,
  'goodsId' | 'shopId' | 'groupPrice' | 'requiredMembers' | 'minNumber' | 'maxNumber' | 'startsAt' | 'endsAt' | 'groupHours'
>;

/** SQL of 拼团: campaigns, groups and the members in them; places taken by conditional updates. */
export class GroupBuyRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  /** Campaigns running at `now` (not ended, inside their window) whose goods is on sale: one page and the total. */
  async running(now: Date, q: { goodsId?: number; limit: number; offset: number }) {
    const where = and(
      eq(groupBuyCampaigns.status, GROUP_BUY_STATUS.active),
      sql`${groupBuyCampaigns.startsAt} <= ${now.toISOString()}`,
      sql`${groupBuyCampaigns.endsAt} > ${now.toISOString()}`,
      eq(goodsFacts.status, 'on_sale'),
      q.goodsId === undefined ? undefined : eq(groupBuyCampaigns.goodsId, q.goodsId),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ campaign: groupBuyCampaigns })
        .from(groupBuyCampaigns)
        .innerJoin(goodsFacts, eq(goodsFacts.id, groupBuyCampaigns.goodsId))
        .where(where)
        .orderBy(desc(goodsFacts.sales), groupBuyCampaigns.id)
        .limit(q.limit)
        .offset(q.offset),
      this.db.select({ n: count() }).from(groupBuyCampaigns).innerJoin(goodsFacts, eq(goodsFacts.id, groupBuyCampaigns.goodsId)).where(where),
    ]);
    return { rows: rows.map((r) => r.campaign), total: Number(total?.n ?? 0) };
  }

  async campaign(id: number, executor: Executor = this.db): Promise<CampaignRow | null> {
    const [row] = await executor.select().from(groupBuyCampaigns).where(eq(groupBuyCampaigns.id, id));
    return row ?? null;
  }

  /**
   * The open groups of these campaigns that still take members at `now`, fullest and soonest closing first, at most
   * `perCampaign` each; the leader's company as the zone shows it.
   */
  openGroups(campaignIds: number[], now: Date, perCampaign: number) {
    if (campaignIds.length === 0) return Promise.resolve([]);
    const ranked = this.db
      .select({
        id: groupBuyGroups.id,
        campaign_id: groupBuyGroups.campaignId,
        leader: memberReference.company,
        members: groupBuyGroups.memberCount,
        required: groupBuyGroups.requiredMembers,
        closes_at: epochSeconds(groupBuyGroups.closesAt).as('closes_at'),
        r: sql<number>`row_number() over (partition by ${groupBuyGroups.campaignId}
          order by ${groupBuyGroups.memberCount} desc, ${groupBuyGroups.closesAt}, ${groupBuyGroups.id})`.as('r'),
      })
      .from(groupBuyGroups)
      .innerJoin(memberReference, eq(memberReference.id, groupBuyGroups.leaderId))
      .where(
        and(
          inArray(groupBuyGroups.campaignId, campaignIds),
          eq(groupBuyGroups.state, GROUP_STATE.open),
          gt(groupBuyGroups.closesAt, now),
          lt(groupBuyGroups.memberCount, groupBuyGroups.requiredMembers),
        ),
      )
      .as('x');
    return this.db
      .select({
        id: ranked.id,
        campaign_id: ranked.campaign_id,
        leader: ranked.leader,
        members: ranked.members,
        required: ranked.required,
        closes_at: ranked.closes_at,
      })
      .from(ranked)
      .where(lte(ranked.r, perCampaign))
      .orderBy(asc(ranked.campaign_id), asc(ranked.r));
  }

  /** Groups formed so far per campaign and the members in them. */
  formedStats(campaignIds: number[]) {
    if (campaignIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        campaign_id: groupBuyGroups.campaignId,
        groups: sql<number>`count(*)::int`,
        members: sql<number>`coalesce(sum(${groupBuyGroups.memberCount}), 0)::int`,
      })
      .from(groupBuyGroups)
      .where(and(inArray(groupBuyGroups.campaignId, campaignIds), eq(groupBuyGroups.state, GROUP_STATE.formed)))
      .groupBy(groupBuyGroups.campaignId);
  }

  /** The group each of these campaigns has the member waiting in. */
  waitingGroups(memberId: number, campaignIds: number[]) {
    if (campaignIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ campaign_id: groupBuyMembers.campaignId, group_id: groupBuyMembers.groupId })
      .from(groupBuyMembers)
      .where(
        and(
          eq(groupBuyMembers.memberId, memberId),
          inArray(groupBuyMembers.campaignId, campaignIds),
          eq(groupBuyMembers.state, GROUP_MEMBER_STATE.waiting),
        ),
      );
  }

  async group(id: number, executor: Executor = this.db): Promise<GroupRow | null> {
    const [row] = await executor.select().from(groupBuyGroups).where(eq(groupBuyGroups.id, id));
    return row ?? null;
  }

  /** Whether the member is in this group already (any state). */
  async inGroup(groupId: number, memberId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: groupBuyMembers.id })
      .from(groupBuyMembers)
      .where(and(eq(groupBuyMembers.groupId, groupId), eq(groupBuyMembers.memberId, memberId)));
    return !!row;
  }

  /** Opens a group with its price and size copied from the campaign; it closes at `closesAt`. */
  async openGroup(tx: Executor, c: CampaignRow, leaderId: number, now: Date, closesAt: Date): Promise<GroupRow> {
    const [row] = await tx
      .insert(groupBuyGroups)
      .values({ campaignId: c.id, leaderId, groupPrice: c.groupPrice, requiredMembers: c.requiredMembers, openedAt: now, closesAt })
      .returning();
    return row;
  }

  /**
   * Takes one place in an open group that has not closed at `now` and is not full: one conditional update, so
   * concurrent joins can never overfill it. Null when no place was left; the new count and the size otherwise.
   */
  async takePlace(tx: Executor, groupId: number, now: Date): Promise<{ members: number; required: number } | null> {
    const [row] = await tx
      .update(groupBuyGroups)
      .set({ memberCount: sql`${groupBuyGroups.memberCount} + 1` })
      .where(
        and(
          eq(groupBuyGroups.id, groupId),
          eq(groupBuyGroups.state, GROUP_STATE.open),
          sql`${groupBuyGroups.closesAt} > ${now.toISOString()}`,
          sql`${groupBuyGroups.memberCount} < ${groupBuyGroups.requiredMembers}`,
        ),
      )
      .returning({ members: groupBuyGroups.memberCount, required: groupBuyGroups.requiredMembers });
    return row ?? null;
  }

  /** The member in the group; null when they are in it already or waiting in another group of the campaign. */
  async addMember(tx: Executor, m: { groupId: number; campaignId: number; memberId: number; number: number; addressId: number; now: Date }) {
    const [row] = await tx
      .insert(groupBuyMembers)
      .values({ groupId: m.groupId, campaignId: m.campaignId, memberId: m.memberId, number: m.number, addressId: m.addressId, joinedAt: m.now })
      .onConflictDoNothing()
      .returning({ id: groupBuyMembers.id });
    return row?.id ?? null;
  }

  async markFormed(tx: Executor, groupId: number, now: Date) {
    await tx.update(groupBuyGroups).set({ state: GROUP_STATE.formed, formedAt: now }).where(eq(groupBuyGroups.id, groupId));
  }

  /** The members of a formed group still waiting for their order. */
  waiting(groupId: number): Promise<MemberRow[]> {
    return this.db
      .select()
      .from(groupBuyMembers)
      .where(and(eq(groupBuyMembers.groupId, groupId), eq(groupBuyMembers.state, GROUP_MEMBER_STATE.waiting)))
      .orderBy(groupBuyMembers.id);
  }

  /** Records the order placed for a waiting member (inside the order's transaction); false when it was settled already. */
  async markOrdered(tx: Executor, id: number, orderId: number): Promise<boolean> {
    const rows = await tx
      .update(groupBuyMembers)
      .set({ state: GROUP_MEMBER_STATE.ordered, orderId, updatedAt: new Date() })
      .where(and(eq(groupBuyMembers.id, id), eq(groupBuyMembers.state, GROUP_MEMBER_STATE.waiting)))
      .returning({ id: groupBuyMembers.id });
    return rows.length === 1;
  }

  /** A waiting member whose order could not be placed, with the reason; false when it was settled already. */
  async markRefused(tx: Executor, id: number, reason: string): Promise<boolean> {
    const rows = await tx
      .update(groupBuyMembers)
      .set({ state: GROUP_MEMBER_STATE.refused, reason, updatedAt: new Date() })
      .where(and(eq(groupBuyMembers.id, id), eq(groupBuyMembers.state, GROUP_MEMBER_STATE.waiting)))
      .returning({ id: groupBuyMembers.id });
    return rows.length === 1;
  }

  /**
   * Fails an open group that is due — its time is up at `now`, or its campaign was ended — and every member waiting in
   * it, in the caller's transaction. The conditional update makes a second run (another process, a retry) a no-op:
   * it answers with nobody.
   */
  async failGroup(tx: Executor, groupId: number, now: Date): Promise<{ campaignId: number; reason: string; memberIds: number[] } | null> {
    const due = or(lte(groupBuyGroups.closesAt, now), eq(groupBuyCampaigns.status, GROUP_BUY_STATUS.ended));
    const [g] = await tx
      .update(groupBuyGroups)
      .set({
        state: GROUP_STATE.failed,
        failedAt: now,
        failReason: sql`case when ${groupBuyGroups.closesAt} <= ${now.toISOString()}
          then '拼团时间已到，未满' || ${groupBuyGroups.requiredMembers} || '人' else '拼团活动已结束' end`,
      })
      .from(groupBuyCampaigns)
      .where(
        and(eq(groupBuyGroups.id, groupId), eq(groupBuyCampaigns.id, groupBuyGroups.campaignId), eq(groupBuyGroups.state, GROUP_STATE.open), due),
      )
      .returning({ campaign_id: groupBuyGroups.campaignId, fail_reason: groupBuyGroups.failReason });
    if (!g) return null;
    const failed = await tx
      .update(groupBuyMembers)
      .set({ state: GROUP_MEMBER_STATE.failed, reason: g.fail_reason, updatedAt: now })
      .where(and(eq(groupBuyMembers.groupId, groupId), eq(groupBuyMembers.state, GROUP_MEMBER_STATE.waiting)))
      .returning({ memberId: groupBuyMembers.memberId });
    return { campaignId: g.campaign_id, reason: g.fail_reason, memberIds: failed.map((f) => f.memberId) };
  }

  /** The member's group buys, newest first, with the goods, the group and the order placed (if any). */
  async mine(memberId: number, limit: number, offset: number, only?: number) {
    const where = and(eq(groupBuyMembers.memberId, memberId), only === undefined ? undefined : eq(groupBuyMembers.id, only));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: groupBuyMembers.id,
          campaign_id: groupBuyMembers.campaignId,
          group_id: groupBuyMembers.groupId,
          goods_id: goodsFacts.id,
          name: goodsFacts.name,
          spec: goodsFacts.spec,
          unit: goodsFacts.unit,
          manufacturer: goodsFacts.manufacturer,
          shop_name: shopFacts.name,
          group_price: groupBuyGroups.groupPrice,
          number: groupBuyMembers.number,
          required: groupBuyGroups.requiredMembers,
          members: groupBuyGroups.memberCount,
          group_state: groupBuyGroups.state,
          state: groupBuyMembers.state,
          reason: groupBuyMembers.reason,
          closes_at: epochSeconds(groupBuyGroups.closesAt),
          order_id: groupBuyMembers.orderId,
          order_no: orderFacts.orderNo,
          order_status: orderFacts.status,
          joined_at: groupBuyMembers.joinedAt,
        })
        .from(groupBuyMembers)
        .innerJoin(groupBuyGroups, eq(groupBuyGroups.id, groupBuyMembers.groupId))
        .innerJoin(groupBuyCampaigns, eq(groupBuyCampaigns.id, groupBuyMembers.campaignId))
        .innerJoin(goodsFacts, eq(goodsFacts.id, groupBuyCampaigns.goodsId))
        .innerJoin(shopFacts, eq(shopFacts.id, goodsFacts.shopId))
        .leftJoin(orderFacts, eq(orderFacts.id, groupBuyMembers.orderId))
        .where(where)
        .orderBy(desc(groupBuyMembers.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(groupBuyMembers).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** The goods a campaign is made for: its shop, list price and whether it is on sale. */
  async goodsFacts(goodsId: number) {
    const [row] = await this.db
      .select({
        id: goodsFacts.id,
        shopId: goodsFacts.shopId,
        basePrice: goodsFacts.basePrice,
        status: goodsFacts.status,
        name: goodsFacts.name,
        unit: goodsFacts.unit,
      })
      .from(goodsFacts)
      .where(eq(goodsFacts.id, goodsId));
    return row ?? null;
  }

  async insertCampaign(tx: Executor, terms: CampaignTerms): Promise<CampaignRow> {
    const [row] = await tx.insert(groupBuyCampaigns).values(terms).returning();
    return row;
  }

  async updateCampaign(tx: Executor, id: number, terms: CampaignTerms, now: Date): Promise<CampaignRow | null> {
    const [row] = await tx
      .update(groupBuyCampaigns)
      .set({ ...terms, updatedAt: now })
      .where(eq(groupBuyCampaigns.id, id))
      .returning();
    return row ?? null;
  }

  /** How many members ever joined a group of the campaign (its price, goods and size are then fixed). */
  async memberCount(campaignId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(groupBuyMembers).where(eq(groupBuyMembers.campaignId, campaignId));
    return Number(row?.n ?? 0);
  }

  /** Ends a running campaign now; its open groups are returned so their close jobs can run at once. */
  async endCampaign(tx: Executor, id: number, now: Date): Promise<number[] | null> {
    const [row] = await tx
      .update(groupBuyCampaigns)
      .set({
        status: GROUP_BUY_STATUS.ended,
        endsAt: sql`least(${groupBuyCampaigns.endsAt}, greatest(${now.toISOString()}::timestamptz, ${groupBuyCampaigns.startsAt} + interval '1 second'))`,
        updatedAt: now,
      })
      .where(and(eq(groupBuyCampaigns.id, id), eq(groupBuyCampaigns.status, GROUP_BUY_STATUS.active)))
      .returning({ id: groupBuyCampaigns.id });
    if (!row) return null;
    const open = await tx
      .select({ id: groupBuyGroups.id })
      .from(groupBuyGroups)
      .where(and(eq(groupBuyGroups.campaignId, id), eq(groupBuyGroups.state, GROUP_STATE.open)));
    return open.map((g) => g.id);
  }

  private adminSelect() {
    const stat = (state: number) =>
      sql<number>`(select count(*)::int from ${groupBuyGroups} where ${groupBuyGroups.campaignId} = ${groupBuyCampaigns.id} and ${groupBuyGroups.state} = ${state})`;
    return this.db
      .select({
        campaign: groupBuyCampaigns,
        goods_name: goodsFacts.name,
        base_price: goodsFacts.basePrice,
        open_groups: stat(GROUP_STATE.open),
        formed_groups: stat(GROUP_STATE.formed),
        failed_groups: stat(GROUP_STATE.failed),
      })
      .from(groupBuyCampaigns)
      .innerJoin(goodsFacts, eq(goodsFacts.id, groupBuyCampaigns.goodsId));
  }

  /** Operator list: every campaign, newest first, with its goods and how its groups went. */
  async adminList(limit: number, offset: number) {
    const [rows, [total]] = await Promise.all([
      this.adminSelect().orderBy(desc(groupBuyCampaigns.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(groupBuyCampaigns),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  async adminOne(id: number) {
    const [row] = await this.adminSelect().where(eq(groupBuyCampaigns.id, id));
    return row ?? null;
  }

  /** The operator audit trail (admin's table, written in the change's transaction as other modules do). */
  async audit(tx: Executor, op: { id: number; username: string }, action: string, targetId: number, detail: Record<string, unknown>) {
    await recordAudit(tx, operatorActor(op), { action, targetId, detail });
  }
}
