import type { BatchService } from './batches/batches.service.js';
import { chinaToday, GOODS_ZONES, type AdminGoodsQuery, type AdminGoodsRow, type GoodsZoneBody } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { failure, refusable, refuse, success, type Result } from '../../core/http/errors.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import type { CatalogAdminRepository } from './catalog-admin.repository.js';
import type { CatalogService } from './catalog.service.js';
import { prohibitedClassOf } from './prohibited-classes.js';

type Row = Awaited<ReturnType<CatalogAdminRepository['page']>>['rows'][number];

const zonesOf = (r: Row) =>
  (
    [
      ['yx', r.is_yx],
      ['zy', r.is_zy],
      ['kx', r.is_kx],
      ['free_shipping', r.is_free_shipping],
      ['welfare', r.is_welfare],
    ] as const
  )
    .filter(([, on]) => on)
    .map(([k]) => GOODS_ZONES[k]);

/**
 * The console's catalogue: the goods list over every state with the operator's filters, and putting goods on or off
 * the shelves — a class that may never be sold online (NMPA prohibited list) is refused with its reason, the search
 * index follows in the same transaction, and the change leaves one audit row.
 */
export class CatalogAdminService {
  constructor(
    private readonly deps: {
      database: Database;
      repo: CatalogAdminRepository;
      catalog: CatalogService;
      /** Brings the search index in line with the goods, inside the caller's transaction. */
      reindex: (tx: Executor, ids: number[]) => Promise<unknown>;
      /** The audit trail's writer (admin's), inside the caller's transaction. */
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
      /** The first of the goods whose batch a recall covers (recalls module): such a goods cannot go on sale. */
      recalled?: (tx: Executor, ids: number[]) => Promise<{ name: string; batch_no: string } | null>;
      /** Batches past their date locked and off the sellable stock (FEFO's expiry side); unset where none are kept. */
      batches?: Pick<BatchService, 'lockExpired'>;
    },
  ) {}

  /** The ids of the goods the list's filters match, in its order, at most `limit`. */
  async matchingIds(q: Omit<AdminGoodsQuery, 'page' | 'page_size'>, limit: number): Promise<Result<number[]>> {
    let categoryIds: number[] | undefined;
    if (q.category_id) {
      const tree = await this.deps.catalog.categorySubtree(q.category_id);
      if (!tree) return failure('invalid', '分类不存在', 'category_id');
      categoryIds = tree.ids;
    }
    return success(await this.deps.repo.ids(q, categoryIds, limit));
  }

  async list(q: AdminGoodsQuery): Promise<Result<{ list: AdminGoodsRow[]; total: number; capped: boolean; page: number; page_size: number }>> {
    let categoryIds: number[] | undefined;
    if (q.category_id) {
      const tree = await this.deps.catalog.categorySubtree(q.category_id);
      if (!tree) return failure('invalid', '分类不存在', 'category_id');
      categoryIds = tree.ids;
    }
    const { rows, total, capped } = await this.deps.repo.page(q, categoryIds);
    const list = rows.map((r) => {
      const { is_yx: _yx, is_zy: _zy, is_kx: _kx, is_free_shipping: _free, is_welfare: _welfare, ...row } = r;
      return { ...row, zones: zonesOf(r) };
    });
    return success({ list, total, capped, page: q.page, page_size: q.page_size });
  }

  /** `shopId`: a merchant's — goods of another shop are not found, and nothing changes. */
  async setStatus(actor: Actor, ids: number[], status: 'on_sale' | 'off_sale', shopId?: number): Promise<Result<{ changed: number }>> {
    const unique = [...new Set(ids)];
    const known = new Set(await this.deps.repo.existing(unique, shopId));
    const missing = unique.filter((id) => !known.has(id));
    if (missing.length) return failure('not_found', `商品不存在：${missing.join('、')}`);
    return refusable(() =>
      this.deps.database.db.transaction(async (tx) => {
        const changing = await this.deps.repo.changing(tx, unique, status);
        if (status === 'on_sale') {
          for (const g of changing) {
            const banned = prohibitedClassOf(g);
            if (banned) refuse(`「${g.name}」不能上架：${banned.reason}`);
          }
          const recalled = await this.deps.recalled?.(
            tx,
            changing.map((g) => g.id),
          );
          if (recalled) refuse(`「${recalled.name}」批号${recalled.batch_no}已召回，不能上架`);
          const [expired] = await this.deps.repo.expired(tx, chinaToday(), unique);
          if (expired) refuse(`「${expired.name}」已过有效期（有效期至${expired.expiry_date}），请更新批号和效期后再上架`);
        }
        const changed = changing.map((g) => g.id);
        await this.deps.repo.setStatus(tx, changed, status);
        await this.deps.reindex(tx, changed);
        if (changed.length) {
          await this.deps.audit(tx, actor, {
            action: 'goods.status',
            targetId: changed.length === 1 ? changed[0] : undefined,
            detail: { status, goods: changing.map((g) => ({ id: g.id, name: g.name, before: g.status, after: status })) },
          });
        }
        return { changed: changed.length };
      }),
    );
  }

  /**
   * The expiry lock (issue 47): every goods whose batch expired before China day `today` goes off sale in the caller's
   * transaction (search index and audit with it), never to be sold or left in a cart; the goods it changed.
   */
  async lockExpired(tx: Executor, actor: Actor, today: string): Promise<Array<{ id: number; name: string }>> {
    // Expired batches first: a goods whose later batch still has units shows that batch and stays on sale.
    const batches = (await this.deps.batches?.lockExpired(tx, today)) ?? [];
    if (batches.length) {
      await this.deps.audit(tx, actor, {
        action: 'goods.batches_expired',
        detail: {
          day: today,
          batches: batches.map((b) => ({ goods_id: b.goods_id, ck_id: b.ck_id, batch_no: b.batch_no, expiry_date: b.expiry_date, number: b.number })),
        },
      });
    }
    const expired = await this.deps.repo.expired(tx, today);
    const ids = expired.map((g) => g.id);
    if (ids.length === 0) return [];
    await this.deps.repo.setStatus(tx, ids, 'off_sale');
    await this.deps.reindex(tx, ids);
    await this.deps.audit(tx, actor, {
      action: 'goods.status',
      detail: {
        status: 'off_sale',
        reason: 'expired',
        day: today,
        goods: expired.map((g) => ({ id: g.id, name: g.name, expiry_date: g.expiry_date, before: g.status, after: 'off_sale' })),
      },
    });
    return expired.map((g) => ({ id: g.id, name: g.name }));
  }

  /** Takes recalled goods off sale in the recall's transaction (search index and audit with it); the ids it changed. */
  async stopForRecall(tx: Executor, actor: Actor, ids: number[], recallId: number): Promise<number[]> {
    if (ids.length === 0) return [];
    const changing = await this.deps.repo.changing(tx, ids, 'off_sale');
    const changed = changing.map((g) => g.id);
    await this.deps.repo.setStatus(tx, changed, 'off_sale');
    await this.deps.reindex(tx, changed);
    if (changed.length) {
      await this.deps.audit(tx, actor, {
        action: 'goods.status',
        detail: {
          status: 'off_sale',
          recall_id: recallId,
          goods: changing.map((g) => ({ id: g.id, name: g.name, before: g.status, after: 'off_sale' })),
        },
      });
    }
    return changed;
  }

  /**
   * Puts goods into a zone or takes them out (免邮 with the quantity that ships free). A goods in a package not yet
   * ended may not become 控销: the package would sell it past the authorisation it then needs.
   */
  async setZone(actor: Actor, b: GoodsZoneBody): Promise<Result<{ changed: number }>> {
    const unique = [...new Set(b.ids)];
    const known = new Set(await this.deps.repo.existing(unique));
    const missing = unique.filter((id) => !known.has(id));
    if (missing.length) return failure('not_found', `商品不存在：${missing.join('、')}`);
    const on = b.member === 'in';
    const fsn = b.zone === 'free_shipping' && on ? b.free_shipping_number : undefined;
    return refusable(() =>
      this.deps.database.db.transaction(async (tx) => {
        const changing = await this.deps.repo.zoneChanging(tx, unique, b.zone, on, fsn);
        const ids = changing.map((g) => g.id);
        if (b.zone === 'kx' && on && ids.length) {
          const [packed] = await this.deps.repo.inPackages(tx, ids);
          if (packed) refuse(`「${packed.name}」在未结束的组合套餐中，请先结束套餐再加入控销专区`, 'invalid', 'ids');
        }
        await this.deps.repo.setZone(tx, ids, b.zone, on, fsn);
        await this.deps.reindex(tx, ids);
        if (ids.length) {
          await this.deps.audit(tx, actor, {
            action: on ? 'goods.zone.add' : 'goods.zone.remove',
            targetId: ids.length === 1 ? ids[0] : undefined,
            detail: { zone: GOODS_ZONES[b.zone], ...(fsn === undefined ? {} : { free_shipping_number: fsn }), goods: changing },
          });
        }
        return { changed: ids.length };
      }),
    );
  }
}
