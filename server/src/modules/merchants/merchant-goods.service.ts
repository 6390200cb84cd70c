import { GOODS_REVIEWED_FIELDS, type GoodsFormBody, type GoodsReviewView, type GoodsReviewedField, type MerchantGoodsSaved } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { failure, refusable, refuse, success, type Result } from '../../core/http/errors.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import type { GoodsEditorService } from '../catalog/goods-editor.service.js';
import type { GoodsReviewsRepository } from './goods-reviews.repository.js';
import { reviewView } from './goods-reviews.service.js';

const REVIEWED = Object.keys(GOODS_REVIEWED_FIELDS) as GoodsReviewedField[];
const notOurs = () => failure('forbidden', '只能管理本店铺的商品', 'shop_id');

/**
 * A merchant's goods, its own shop's only: the platform's goods editor and list with the shop fixed. A new goods
 * and a change of 批准文号/规格/生产厂家 go to the platform's goods review (GoodsReviewsService) before they are sold;
 * everything else a merchant saves applies at once. Another shop's goods is not found, and nothing changes.
 */
export class MerchantGoodsService {
  constructor(
    private readonly deps: {
      database: Database;
      editor: GoodsEditorService;
      reviewsRepo: GoodsReviewsRepository;
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
    },
  ) {}

  /** A new goods: checked like the platform's (prohibited classes refused at once), then waits for the goods review. */
  async submit(actor: Actor & { operatorId: number }, shopId: number, body: GoodsFormBody): Promise<Result<GoodsReviewView>> {
    if (body.shop_id !== shopId) return notOurs();
    const checked = await this.deps.editor.checked(body);
    if (!checked.ok) return checked;
    const { reviewsRepo, database } = this.deps;
    return success(
      await database.db.transaction(async (tx) => {
        const id = await reviewsRepo.insert(tx, {
          shopId,
          kind: 'create',
          name: body.name,
          body,
          imageUrls: checked.value.images,
          submittedBy: actor.operatorId,
        });
        await this.deps.audit(tx, actor, {
          action: 'goods.review.submit',
          targetId: id,
          detail: { kind: 'create', name: body.name, shop_id: shopId },
        });
        return reviewView(await reviewsRepo.one(tx, id));
      }),
    );
  }

  /**
   * Saves one of the shop's goods. The reviewed fields keep their approved values; when the body changes them, the
   * change goes to review (replacing one already waiting) and the goods sells as approved until it passes.
   */
  async update(actor: Actor & { operatorId: number }, shopId: number, id: number, body: GoodsFormBody): Promise<Result<MerchantGoodsSaved>> {
    const current = await this.deps.editor.view(id, shopId);
    if (!current.ok) return current;
    if (body.shop_id !== shopId) return notOurs();
    const checked = await this.deps.editor.checked(body);
    if (!checked.ok) return checked;
    const { editor, reviewsRepo, database } = this.deps;
    return refusable(() =>
      database.db.transaction(async (tx) => {
        const row = await editor.lockedRow(tx, id);
        if (!row || row.shop_id !== shopId) refuse('商品不存在', 'not_found');
        const changes = REVIEWED.filter((f) => body[f] !== row[f]).map((field) => ({ field, before: row[field], after: body[field] }));
        const kept = { ...body, approval_no: row.approval_no, spec: row.spec, manufacturer: row.manufacturer };
        const goods = await editor.writeIn(tx, actor, id, kept, checked.value.images);
        if (changes.length === 0) return { goods, review: null };
        await reviewsRepo.dropPendingChange(tx, id);
        const reviewId = await reviewsRepo.insert(tx, {
          shopId,
          kind: 'change',
          goodsId: id,
          name: body.name,
          changes,
          submittedBy: actor.operatorId,
        });
        await this.deps.audit(tx, actor, { action: 'goods.review.submit', targetId: reviewId, detail: { kind: 'change', goods_id: id, changes } });
        return { goods, review: reviewView(await reviewsRepo.one(tx, reviewId)) };
      }),
    );
  }
}
