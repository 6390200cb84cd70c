import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../core/jobs/job-queue.js';
import type { SearchIndexer } from './search-index.repository.js';
import { SEARCH_DOCUMENT_VERSION } from './search-document.js';

export const TERM_COUNTS_QUEUE = 'search.term_counts';
export const REINDEX_QUEUE = 'search.reindex';
const HOUR_MS = 3_600_000;
/** Goods rebuilt per job run (one transaction): about a second's work, far inside the queue's 60-second lease. */
export const REINDEX_CHUNK = 1000;

/**
 * The search index's upkeep as jobs: every hour the Latin term counts' delta rows written by single-goods edits are
 * folded (bulk writes fold their own); and after an upgrade that changed the documents (SEARCH_DOCUMENT_VERSION
 * above the index's), every goods is indexed again. One job per hour, and one rebuild per version, whatever the number
 * of processes (the queue's key).
 */
export class SearchMaintenance {
  constructor(
    private readonly indexer: SearchIndexer,
    private readonly jobs: JobQueue,
    private readonly database: Database,
  ) {}

  /** Makes sure the run of the hour after `now` is queued (each run queues the next), and a rebuild if one is due. */
  async schedule(now = new Date()): Promise<void> {
    const hour = Math.floor(now.getTime() / HOUR_MS) + 1;
    await this.jobs.enqueue(this.database.db, TERM_COUNTS_QUEUE, `hour:${hour}`, {}, new Date(hour * HOUR_MS));
    if ((await this.indexer.documentVersion()) < SEARCH_DOCUMENT_VERSION) {
      await this.jobs.enqueue(
        this.database.db,
        REINDEX_QUEUE,
        reindexKey(SEARCH_DOCUMENT_VERSION, 0),
        { version: SEARCH_DOCUMENT_VERSION, after: 0 },
        now,
      );
    }
  }

  async runJob(now: Date): Promise<void> {
    await this.indexer.compactTermCounts();
    await this.schedule(now);
  }

  /**
   * One chunk of a rebuild: the next goods by id, and in the same transaction the job of the chunk after it (a
   * restart resumes after the last chunk committed), or at the end the version the index now has. Searches meanwhile
   * read the old documents of the goods not yet rebuilt; each chunk's locks last its own transaction only, so orders
   * and catalog edits never wait for the whole catalogue.
   */
  async runReindexJob(payload: Record<string, unknown>, now: Date): Promise<void> {
    const version = Number(payload.version);
    const after = Number(payload.after ?? 0);
    const finished = await this.database.db.transaction(async (tx) => {
      const { count, last } = await this.indexer.reindexAfter(tx, after, REINDEX_CHUNK);
      if (count === REINDEX_CHUNK) {
        await this.jobs.enqueue(tx, REINDEX_QUEUE, reindexKey(version, last), { version, after: last }, now);
        return false;
      }
      await this.indexer.recordVersion(tx, version);
      return true;
    });
    // The chunks' count deltas, folded once at the end.
    if (finished) await this.indexer.compactTermCounts();
  }
}

const reindexKey = (version: number, after: number) => `v${version}:after:${after}`;
