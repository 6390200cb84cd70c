import {
  MAX_OPEN_WANTED,
  WANTED_STATUS,
  WANTED_STATUS_NAMES,
  type Paged,
  type WantedBody,
  type WantedDetail,
  type WantedStatus,
  type WantedView,
} from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { OperatorIdentity } from '../../core/http/route-scopes.js';
import type { Viewer } from '../../shared/viewer.js';
import { operatorActor } from '../admin/admin.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { AdminWantedRow, WantedRepository, WantedRow } from './wanted.repository.js';

const view = (r: WantedRow): WantedView => ({
  id: r.id,
  name: r.name,
  spec: r.spec,
  maker: r.maker,
  approval_no: r.approvalNo,
  quantity: r.quantity,
  unit: r.unit,
  expected_price: r.expectedPrice,
  remark: r.remark,
  status: r.status,
  status_name: WANTED_STATUS_NAMES[r.status],
  reply: r.reply,
  replied_at: r.repliedAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
  goods_count: r.goodsIds.length,
});
const adminView = (r: AdminWantedRow) => ({ ...view(r), member_id: r.memberId, company: r.company, username: r.username, goods_ids: r.goodsIds });

const NOT_FOUND = '求购信息不存在';

/** /pzqg: a member asks for a variety the site lacks; an operator answers with goods or says none can be had. */
export class WantedService {
  constructor(
    private readonly repo: WantedRepository,
    private readonly catalog: CatalogService,
  ) {}

  async create(memberId: number, body: WantedBody): Promise<Result<WantedView>> {
    const row = await this.repo.insert(
      memberId,
      {
        name: body.name,
        spec: body.spec,
        maker: body.maker,
        approvalNo: body.approval_no,
        quantity: body.quantity,
        unit: body.unit,
        expectedPrice: body.expected_price ?? null,
        remark: body.remark,
      },
      MAX_OPEN_WANTED,
    );
    return row ? success(view(row)) : failure('conflict', `待处理的求购最多${MAX_OPEN_WANTED}条，请等待处理或撤销后再提交`);
  }

  async page(memberId: number, q: { page: number; page_size: number; status?: number }): Promise<Paged<WantedView>> {
    const { rows, total } = await this.repo.page(memberId, q.status, q.page_size, (q.page - 1) * q.page_size);
    return { list: rows.map(view), total, page: q.page, page_size: q.page_size };
  }

  /** The request with its linked goods as the viewer would buy them now (deleted goods drop out). */
  async detail(memberId: number, viewer: Viewer, id: number): Promise<Result<WantedDetail>> {
    const row = await this.repo.find(memberId, id);
    if (!row) return failure('not_found', NOT_FOUND);
    const goods = row.goodsIds.length > 0 ? await this.catalog.cardsByIds(viewer, row.goodsIds) : [];
    return success({ ...view(row), goods });
  }

  async cancel(memberId: number, id: number): Promise<Result<WantedView>> {
    const row = await this.repo.cancel(memberId, id);
    if (row) return success(view(row));
    return (await this.repo.find(memberId, id)) ? failure('conflict', '该求购已处理，不能撤销') : failure('not_found', NOT_FOUND);
  }

  async adminPage(q: { page: number; page_size: number; status?: number }) {
    const { rows, total } = await this.repo.adminPage(q.status, q.page_size, (q.page - 1) * q.page_size);
    return { list: rows.map(adminView), total, page: q.page, page_size: q.page_size };
  }

  async reply(op: OperatorIdentity, id: number, body: { status: WantedStatus; reply: string; goods_ids?: number[] }): Promise<Result<WantedView>> {
    const goodsIds = body.status === WANTED_STATUS.supplied ? [...new Set(body.goods_ids ?? [])] : [];
    const known = new Set(await this.repo.existingGoods(goodsIds));
    if (goodsIds.some((g) => !known.has(g))) return failure('invalid', '关联的商品不存在', 'goods_ids');
    const row = await this.repo.reply(id, { status: body.status, reply: body.reply, goodsIds }, operatorActor(op), (w) => ({
      type: 'wanted',
      title: body.status === WANTED_STATUS.supplied ? `您求购的“${w.name}”已找到货源` : `您求购的“${w.name}”暂无货源`,
      body: `${body.reply}${body.status === WANTED_STATUS.supplied ? `（可在 品种求购 → 求购详情 中查看并加入购物车，编号 ${w.id}）` : ''}`,
    }));
    if (row) return success(view(row));
    return (await this.repo.exists(id)) ? failure('conflict', '该求购已处理') : failure('not_found', NOT_FOUND);
  }
}
