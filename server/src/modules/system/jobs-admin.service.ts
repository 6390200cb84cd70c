import type { AdminJobsQuery } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { failure, refusable, refuse, type Result } from '../../core/http/errors.js';
import type { JobsAdminRepository } from '../../core/jobs/jobs.repository.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';

/** 任务队列 in the console: what waits, runs, failed and finished; a failed job can be run again at once. */
export class JobsAdminService {
  constructor(
    private readonly deps: {
      database: Database;
      repo: JobsAdminRepository;
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
    },
  ) {}

  async list(q: AdminJobsQuery) {
    const [page, counts, queues] = await Promise.all([this.deps.repo.page(q), this.deps.repo.counts(), this.deps.repo.queues()]);
    return { ...page, counts, queues, page: q.page, page_size: q.page_size };
  }

  async retry(actor: Actor, id: number): Promise<Result<{ id: number }>> {
    if (!(await this.deps.repo.exists(id))) return failure('not_found', '任务不存在');
    return refusable(() =>
      this.deps.database.db.transaction(async (tx) => {
        const job = await this.deps.repo.retryNow(tx, id);
        if (!job) refuse('只能重试失败的任务（等待中的任务按计划时间执行）');
        await this.deps.audit(tx, actor, { action: 'job.retry', targetId: id, detail: { queue: job.queue, last_error: job.last_error } });
        return { id };
      }),
    );
  }
}
