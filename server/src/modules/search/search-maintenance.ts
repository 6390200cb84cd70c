import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../core/jobs/job-queue.js';
import type { SearchIndexer } from './search-index.repository.js';

export const TERM_COUNTS_QUEUE = 'search.term_counts';
const HOUR_MS = 3_600_000;

/**
 * The search index's upkeep as a job: every hour the Latin term counts' delta rows written by single-goods edits are
 * folded (bulk writes fold their own). One job per hour whatever the number of processes (the queue's key).
 */
export class SearchMaintenance {
  constructor(
    private readonly indexer: SearchIndexer,
    private readonly jobs: JobQueue,
    private readonly database: Database,
  ) {}

  /** Makes sure the run of the hour after `now` is queued (each run queues the next). */
  async schedule(now = new Date()): Promise<void> {
    const hour = Math.floor(now.getTime() / HOUR_MS) + 1;
    await this.jobs.enqueue(this.database.db, TERM_COUNTS_QUEUE, `hour:${hour}`, {}, new Date(hour * HOUR_MS));
  }

  async runJob(now: Date): Promise<void> {
    await this.indexer.compactTermCounts();
    await this.schedule(now);
  }
}
