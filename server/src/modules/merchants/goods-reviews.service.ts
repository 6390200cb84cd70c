import {
  GOODS_REVIEWED_FIELDS,
  type GoodsReviewDecisionBody,
  type GoodsReviewQuery,
  type GoodsReviewView,
  type GoodsReviewedField,
  type Paged,
} from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { failure, refusable, type Result } from '../../core/http/errors.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import type { GoodsEditorService } from '../catalog/goods-editor.service.js';
import type { GoodsReviewsRepository } from './goods-reviews.repository.js';

type ReviewRow = Awaited<ReturnType<GoodsReviewsRepository['one']>>;

/** A submission as the lists show it: a new goods by its submitted form, a change by its goods with the new values. */
export function reviewView(r: ReviewRow): GoodsReviewView {
  const after = (field: GoodsReviewedField, current: string | null) => r.changes.find((c) => c.field === field)?.after ?? current ?? '';
  const b = r.body;
  return {
    id: r.id,
    kind: r.kind,
    state: r.state,
    shop_id: r.shop_id,
    shop: r.shop,
    goods_id: r.goods_id,
    name: r.name,
    generic_name: b?.generic_name ?? r.goods_generic_name ?? '',
    spec: b?.spec ?? after('spec', r.goods_spec),
    manufacturer: b?.manufacturer ?? after('manufacturer', r.goods_manufacturer),
    approval_no: b?.approval_no ?? after('approval_no', r.goods_approval_no),
    classification: b?.classification ?? r.goods_classification ?? '',
    category: r.category,
    image: r.image_urls[0] ?? r.goods_images?.[0] ?? null,
    changes: r.changes.map((c) => ({ ...c, label: GOODS_REVIEWED_FIELDS[c.field] })),
    reason: r.reason,
    submitted_by: r.submitted_by,
    decided_by: r.decided_by,
    created_at: r.created_at,
    decided_at: r.decided_at,
  };
}

/**
 * The platform's goods review (catalog area). Approving a new goods writes it as its merchant filled it (checked
 * again: a category or image may have gone since); approving a change writes the reviewed fields; a class that may
 * never be sold online is refused again. The decision, the goods, the search index and the audit are one transaction.
 */
export class GoodsReviewsService {
  constructor(
    private readonly deps: {
      database: Database;
      repo: GoodsReviewsRepository;
      editor: GoodsEditorService;
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
    },
  ) {}

  async list(q: GoodsReviewQuery): Promise<Paged<GoodsReviewView>> {
    const { rows, total } = await this.deps.repo.page(q);
    return { list: rows.map(reviewView), total, page: q.page, page_size: q.page_size };
  }

  async decide(actor: Actor & { operatorId: number }, id: number, b: GoodsReviewDecisionBody): Promise<Result<GoodsReviewView>> {
    const approve = b.approve === 1;
    const { repo, database, editor } = this.deps;
    // A new goods is checked again before the transaction (the checks read outside it): its category, images and
    // warehouses may have gone since it was submitted.
    const submitted = await repo.pending(database.db, id);
    const checked = approve && submitted?.kind === 'create' ? await editor.checked(submitted.body!) : null;
    if (checked && !checked.ok) return failure('invalid', `不能通过：${checked.message}`);
    const decided = await refusable(() =>
      database.db.transaction(async (tx) => {
        const r = await repo.pending(tx, id, true);
        if (!r) return null;
        let goodsId = r.goodsId;
        if (checked?.ok && r.kind === 'create') goodsId = (await editor.writeIn(tx, actor, null, r.body!, checked.value.images)).id;
        if (approve && r.kind === 'change') await editor.applyReviewed(tx, actor, r.goodsId!, r.changes);
        await repo.decide(tx, id, { approve, reason: b.reason, operatorId: actor.operatorId, goodsId });
        await this.deps.audit(tx, actor, {
          action: approve ? 'goods.review.approve' : 'goods.review.refuse',
          targetId: id,
          detail: { kind: r.kind, name: r.name, shop_id: r.shopId, goods_id: goodsId, reason: b.reason },
        });
        return reviewView(await repo.one(tx, id));
      }),
    );
    if (!decided.ok || decided.value) return decided as Result<GoodsReviewView>;
    return (await repo.exists(id)) ? failure('conflict', '该商品已审核') : failure('not_found', '商品审核不存在');
  }
}
