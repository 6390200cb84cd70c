import { MAX_FAVORITES, type FavoriteItem, type Paged } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { Viewer } from '../../shared/viewer.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { FavoritesRepository } from './favorites.repository.js';

const unique = (ids: number[]) => [...new Set(ids)];

/** /star: the member's favourites, shown with today's price and stock for that member. */
export class FavoritesService {
  constructor(
    private readonly repo: FavoritesRepository,
    private readonly catalog: CatalogService,
  ) {}

  async page(memberId: number, viewer: Viewer, q: { page: number; page_size: number }): Promise<Paged<FavoriteItem>> {
    const { rows, total } = await this.repo.page(memberId, q.page_size, (q.page - 1) * q.page_size);
    const cards = new Map(
      (
        await this.catalog.cardsByIds(
          viewer,
          rows.map((r) => r.goodsId),
        )
      ).map((c) => [c.id, c]),
    );
    const list = rows.flatMap((r) => {
      const card = cards.get(r.goodsId);
      return card ? [{ ...card, favorited_at: r.createdAt.toISOString() }] : [];
    });
    return { list, total, page: q.page, page_size: q.page_size };
  }

  async check(memberId: number, goodsIds: number[]) {
    return { goods_ids: await this.repo.kept(memberId, unique(goodsIds)) };
  }

  async add(memberId: number, goodsIds: number[]): Promise<Result<{ goods_ids: number[]; total: number }>> {
    const ids = unique(goodsIds);
    const known = new Set(await this.repo.existingGoods(ids));
    if (ids.some((id) => !known.has(id))) return failure('not_found', '商品不存在或已删除');
    const added = await this.repo.add(memberId, ids, MAX_FAVORITES);
    if (!added) return failure('conflict', `收藏最多${MAX_FAVORITES}个商品，请先取消不需要的收藏`);
    return success({ goods_ids: ids, total: await this.repo.count(memberId) });
  }

  /** Cancelling goods that are not kept is not an error: the end state is what the member asked for. */
  async cancel(memberId: number, goodsIds: number[]) {
    await this.repo.remove(memberId, unique(goodsIds));
    return { goods_ids: unique(goodsIds), total: await this.repo.count(memberId) };
  }
}
