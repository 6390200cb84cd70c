import type { ActivityBody, ActivityDetail, ActivityState, ActivitySummary, AdminActivityView } from '@yaocai/contract';
import type { Executor } from '../../db/client.js';
import { failure, success, type Result } from '../../core/http/errors.js';
import { operatorActor, type Actor, type AuditEntry } from '../../shared/actor.js';
import type { OperatorIdentity } from '../../core/http/route-scopes.js';
import type { Viewer } from '../../shared/viewer.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CouponsService } from '../coupons/coupons.service.js';
import type { ActivitiesRepository, ActivityRow } from './activities.repository.js';

const NOT_FOUND = '活动不存在或已下线';

export function stateAt(a: Pick<ActivityRow, 'startsAt' | 'endsAt'>, now: Date): ActivityState {
  if (now < a.startsAt) return 'not_started';
  return now < a.endsAt ? 'running' : 'ended';
}

const summary = (a: ActivityRow, now: Date): ActivitySummary => ({
  id: a.id,
  slug: a.slug,
  title: a.title,
  subtitle: a.subtitle,
  banner: a.banner || `/media/activity/${a.id}.svg`,
  color: a.color,
  starts_at: a.startsAt.toISOString(),
  ends_at: a.endsAt.toISOString(),
  state: stateAt(a, now),
});

/** Activity pages: what a link leads to, the page with its goods and coupons, and the operator's editing. */
export class ActivitiesService {
  constructor(
    private readonly repo: ActivitiesRepository,
    private readonly catalog: CatalogService,
    private readonly coupons: CouponsService,
    private readonly audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** /loading/activity: where an /activity/{url} link goes, and whether the activity has begun. */
  async tap(url: string) {
    const slug = url.split('/').filter(Boolean)[0] ?? '';
    const row = slug ? await this.repo.tap(slug) : null;
    if (!row) return failure('not_found', NOT_FOUND);
    return success({
      id: row.id,
      state: stateAt(row, this.clock()),
      title: row.title,
      starts_at: row.startsAt.toISOString(),
      route: `/yjh/${row.id}`,
    });
  }

  async current(): Promise<ActivitySummary[]> {
    const now = this.clock();
    return (await this.repo.current(now)).map((a) => summary(a, now));
  }

  async centre(ids: number[]): Promise<ActivitySummary[]> {
    const now = this.clock();
    const rows = new Map((await this.repo.published(ids)).map((a) => [a.id, a]));
    return ids.flatMap((id) => (rows.has(id) ? [summary(rows.get(id)!, now)] : []));
  }

  /** The page: goods priced for the viewer and coupons with the viewer's claims, only while it runs. */
  async detail(viewer: Viewer, id: number): Promise<Result<ActivityDetail>> {
    const row = await this.repo.find(id);
    if (!row || !row.published) return failure('not_found', NOT_FOUND);
    const now = this.clock();
    const base = { ...summary(row, now), rules: row.rules };
    if (base.state !== 'running') return success({ ...base, sections: [] });
    const sections = await this.repo.sections(id);
    const goodsIds = [...new Set(sections.filter((s) => s.kind === 'goods').flatMap((s) => s.ids))];
    const couponIds = [...new Set(sections.filter((s) => s.kind === 'coupons').flatMap((s) => s.ids))];
    const [cards, coupons] = await Promise.all([
      this.catalog.cardsByIds(viewer, goodsIds),
      this.coupons.claimableByIds(viewer.memberId, couponIds, now),
    ]);
    const card = new Map(cards.map((c) => [c.id, c]));
    const coupon = new Map(coupons.map((c) => [c.id, c]));
    return success({
      ...base,
      sections: sections.map((s) => ({
        id: s.id,
        kind: s.kind,
        title: s.title,
        goods: s.kind === 'goods' ? s.ids.flatMap((g) => card.get(g) ?? []) : [],
        coupons: s.kind === 'coupons' ? s.ids.flatMap((c) => coupon.get(c) ?? []) : [],
      })),
    });
  }

  async adminList() {
    const now = this.clock();
    return (await this.repo.all()).map((r) => ({
      ...summary(r.a, now),
      published: r.a.published ? 1 : 0,
      taps: r.a.taps,
      section_count: Number(r.sections),
    }));
  }

  /** The editor's activity: its sections with the names of the goods and coupons they hold. */
  async adminView(id: number): Promise<Result<AdminActivityView>> {
    const row = await this.repo.find(id);
    if (!row) return failure('not_found', NOT_FOUND);
    const sections = await this.repo.sections(id);
    const names = await this.repo.names(
      sections.filter((s) => s.kind === 'goods').flatMap((s) => s.ids),
      sections.filter((s) => s.kind === 'coupons').flatMap((s) => s.ids),
    );
    return success({
      ...summary(row, this.clock()),
      published: row.published ? 1 : 0,
      taps: row.taps,
      section_count: sections.length,
      rules: row.rules,
      sections: sections.map((s) => ({
        kind: s.kind,
        title: s.title,
        ids: s.ids,
        items: s.ids.map((i) => ({ id: i, name: (s.kind === 'goods' ? names.goods : names.coupons).get(i) ?? `#${i}（已删除）` })),
      })),
    });
  }

  async save(op: OperatorIdentity, id: number | null, body: ActivityBody): Promise<Result<ActivitySummary>> {
    if (await this.repo.slugTaken(body.slug, id)) return failure('conflict', '活动地址已被其他活动使用');
    // What a section holds must exist: a page of missing goods or coupons would show empty blocks.
    const names = await this.repo.names(
      body.sections.filter((s) => s.kind === 'goods').flatMap((s) => s.ids),
      body.sections.filter((s) => s.kind === 'coupons').flatMap((s) => s.ids),
    );
    for (const [i, s] of body.sections.entries()) {
      const known = s.kind === 'goods' ? names.goods : names.coupons;
      const missing = s.ids.filter((x) => !known.has(x));
      if (missing.length)
        return failure('invalid', `${s.kind === 'goods' ? '商品' : '优惠券'}不存在：${missing.slice(0, 5).join('、')}`, `sections.${i}.ids`);
    }
    const fields = {
      slug: body.slug,
      title: body.title,
      subtitle: body.subtitle,
      banner: body.banner,
      color: body.color,
      rules: body.rules,
      startsAt: body.starts_at,
      endsAt: body.ends_at,
      published: body.published === 1,
    };
    const row = await this.repo.save(
      id,
      fields,
      body.sections.map((s) => ({ kind: s.kind, title: s.title, ids: [...new Set(s.ids)] })),
      op.id,
      (tx, row, before) =>
        this.audit(tx, operatorActor(op), {
          action: id === null ? 'activity.create' : 'activity.update',
          targetId: row.id,
          detail: { title: row.title, before, after: { row, sections: body.sections } },
        }),
    );
    return row ? success(summary(row, this.clock())) : failure('not_found', NOT_FOUND);
  }
}
