import type { AdminKxGroup, KxGroupBody, KxGroupCard, KxGroupView } from '@yaocai/contract';
import type { OperatorIdentity } from '../../core/http/route-scopes.js';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { KxGroupListRow, KxGroupsRepository } from './kx-groups.repository.js';

const NOT_FOUND = '控销分组不存在';

function card(r: KxGroupListRow): KxGroupCard {
  return {
    id: r.id,
    url: r.url,
    title: r.title,
    subtitle: r.subtitle,
    ad_ids: r.ad_ids,
    goods_count: r.goods_count,
    images: r.sample_ids.map((id) => `/media/goods/${id}.svg`),
  };
}

/** 控销 groups: the storefront's group pages and the operator's editing of them. */
export class KxGroupsService {
  constructor(private readonly repo: KxGroupsRepository) {}

  async list(): Promise<KxGroupCard[]> {
    return (await this.repo.list()).map(card);
  }

  async view(url: string): Promise<Result<KxGroupView>> {
    const [row] = await this.repo.list({ url });
    return row ? success({ ...card(row), intro: row.intro }) : failure('not_found', NOT_FOUND);
  }

  async adminList(): Promise<AdminKxGroup[]> {
    const rows = await this.repo.list({ all: true });
    const goodsIds = await this.repo.goodsIdsOf(rows.map((r) => r.id));
    return rows.map((r) => this.admin(r, goodsIds.get(r.id)!));
  }

  /** Create (id null) or replace a group; its goods must all exist and be 控销. */
  async save(op: OperatorIdentity, id: number | null, body: KxGroupBody): Promise<Result<AdminKxGroup>> {
    const ids = [...new Set(body.goods_ids)];
    const found = new Map((await this.repo.kxGoods(ids)).map((g) => [g.id, g]));
    const missing = ids.filter((g) => !found.has(g));
    if (missing.length > 0) return failure('invalid', `商品不存在：${missing.slice(0, 5).join('、')}`);
    const plain = ids.map((g) => found.get(g)!).filter((g) => !g.is_kx);
    if (plain.length > 0)
      return failure(
        'invalid',
        `仅控销商品可加入控销分组：${plain
          .slice(0, 3)
          .map((g) => g.name)
          .join('、')}`,
      );
    if (await this.repo.urlTaken(body.url, id)) return failure('conflict', '分组地址已被其他分组使用');
    const saved = await this.repo.save(
      id,
      {
        url: body.url,
        title: body.title,
        subtitle: body.subtitle,
        intro: body.intro,
        adIds: [...new Set(body.ad_ids)],
        sort: body.sort,
        published: body.published === 1,
        updatedBy: op.id,
      },
      ids,
    );
    if (saved === null) return failure('not_found', NOT_FOUND);
    const [[row], goodsIds] = await Promise.all([this.repo.list({ all: true, id: saved }), this.repo.goodsIdsOf([saved])]);
    return success(this.admin(row!, goodsIds.get(saved)!));
  }

  private admin(r: KxGroupListRow, goodsIds: number[]): AdminKxGroup {
    return { ...card(r), intro: r.intro, sort: r.sort, published: r.published ? 1 : 0, goods_ids: goodsIds };
  }
}
