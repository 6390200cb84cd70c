import { chinaDay, FEEDBACK_STATUS, FEEDBACK_TYPES, type FeedbackBody, type FeedbackView, type Paged } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import type { OperatorIdentity } from '../../core/http/route-scopes.js';
import { operatorActor } from '../admin/admin.service.js';
import type { UploadsService } from '../accounts/uploads.service.js';
import { uploadUrl } from '../accounts/uploads.service.js';
import type { AdminFeedbackRow, FeedbackRepository, FeedbackRow } from './feedback.repository.js';

/** A member may send this many pieces of feedback a day: enough for real use, too few to flood the operators. */
export const FEEDBACK_PER_DAY = 10;

const view = (r: FeedbackRow): FeedbackView => ({
  id: r.id,
  type: r.type,
  type_name: FEEDBACK_TYPES[r.type] ?? '其他',
  content: r.content,
  images: r.images.map(uploadUrl),
  contact: r.contact,
  status: r.status,
  status_name: r.status === FEEDBACK_STATUS.replied ? '已回复' : '待回复',
  reply: r.reply,
  replied_at: r.repliedAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
});
const adminView = (r: AdminFeedbackRow) => ({ ...view(r), member_id: r.memberId, company: r.company, username: r.username });

/** /yjfk: members send feedback with images; operators reply and the member is told in /wdxx. */
export class FeedbackService {
  constructor(
    private readonly repo: FeedbackRepository,
    private readonly uploads: UploadsService,
    private readonly limiter: RateLimiter,
  ) {}

  async send(memberId: number, body: FeedbackBody): Promise<Result<FeedbackView>> {
    const images = [...new Set(body.images)];
    const owned = await this.uploads.imagesOwnedBy(memberId, images);
    if (images.some((id) => !owned.has(id))) return failure('invalid', '图片无效，请重新上传', 'images');
    const rate = await this.limiter.hit(`feedback:member:${memberId}`, FEEDBACK_PER_DAY, 86400);
    if (!rate.allowed) return failure('rate_limited', `每天最多提交${FEEDBACK_PER_DAY}条反馈，请明天再试`);
    return success(view(await this.repo.insert(memberId, { type: body.type, content: body.content, images, contact: body.contact })));
  }

  async page(memberId: number, q: { page: number; page_size: number }): Promise<Paged<FeedbackView>> {
    const { rows, total } = await this.repo.page(memberId, q.page_size, (q.page - 1) * q.page_size);
    return { list: rows.map(view), total, page: q.page, page_size: q.page_size };
  }

  async adminPage(q: { page: number; page_size: number; status?: number }) {
    const { rows, total } = await this.repo.adminPage(q.status, q.page_size, (q.page - 1) * q.page_size);
    return { list: rows.map(adminView), total, page: q.page, page_size: q.page_size };
  }

  async reply(op: OperatorIdentity, id: number, reply: string): Promise<Result<FeedbackView>> {
    const row = await this.repo.reply(id, reply, operatorActor(op), (f) => ({
      type: 'feedback',
      title: '您的意见反馈已回复',
      body: `您于${chinaDay(f.createdAt)}提交的“${FEEDBACK_TYPES[f.type] ?? '其他'}”反馈已有回复：${reply}`,
    }));
    if (row) return success(view(row));
    return (await this.repo.exists(id)) ? failure('conflict', '该反馈已回复') : failure('not_found', '反馈不存在');
  }
}
