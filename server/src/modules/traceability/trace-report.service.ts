import type { TraceReportPage, TraceReportsQuery } from '@yaocai/contract';
import type { JobQueue } from '../../core/jobs/job-queue.js';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { Executor } from '../../db/client.js';
import type { ExportedFile } from '../../shared/table-export.js';
import { buildShipmentReport, type TraceReportAnswer, type TraceReportSink } from './trace-report.js';
import type { TraceReportRepository } from './trace-report.repository.js';

export const TRACE_REPORT_QUEUE = 'trace.report';

/** Codes refused in one answer that are kept (a report holds at most a parcel's boxes), and the reason's length. */
const MAX_REJECTED = 10000;
const MAX_REASON = 200;

/**
 * Reports of shipped 追溯码 to the national platforms through an outbox: the report is written in the ship transaction
 * (with its job when an adapter is configured), so a parcel and its report commit together; the job sends it through
 * the `TraceReportSink` and records the answer. A transport failure is thrown so the queue retries with its backoff;
 * codes the platform refuses are kept with the answer and not sent again. Without an adapter reports stay pending.
 */
export class TraceReports {
  constructor(
    private readonly repo: TraceReportRepository,
    private readonly jobs: JobQueue,
    private readonly sink: TraceReportSink | null,
  ) {}

  /** After a parcel's codes were written, in the same transaction: its 出库 report (once), queued to be sent. */
  async shipped(tx: Executor, shopId: number, shipmentId: number): Promise<void> {
    const facts = await this.repo.facts(tx, shipmentId);
    if (!facts || facts.lines.length === 0) return;
    const id = await this.repo.insert(tx, shopId, buildShipmentReport(facts));
    if (id !== null && this.sink) await this.queue(tx, id);
  }

  /** At start (with an adapter): queue the reports written while none was configured, or whose job was lost. */
  async schedule(db: Executor): Promise<void> {
    if (!this.sink) return;
    for (const id of await this.repo.unsent(5000)) await this.queue(db, id);
  }

  async runJob(p: Record<string, unknown>): Promise<void> {
    const id = Number(p.report_id);
    const report = await this.repo.find(id);
    if (!report || report.status === 'sent') return;
    // Queued while an adapter was configured, run after it was taken away: left for the queue until there is one again.
    if (!this.sink) throw new Error('未配置国家药品追溯平台接口，报告保留待上报');
    let answer: TraceReportAnswer;
    try {
      answer = await this.sink.send(report.payload);
    } catch (err) {
      await this.repo.failed(id, String((err as Error)?.message ?? err));
      throw err;
    }
    await this.repo.sent(id, {
      accepted: Math.max(0, Math.trunc(Number(answer.accepted) || 0)),
      rejected: (answer.rejected ?? []).slice(0, MAX_REJECTED).map((x) => ({ code: String(x.code), reason: String(x.reason).slice(0, MAX_REASON) })),
    });
  }

  /** The console's list with the status counts, and whether reports are being sent at all. */
  async page(q: TraceReportsQuery): Promise<TraceReportPage> {
    const { list, counts } = await this.repo.page(q);
    const byStatus = { pending: 0, sent: 0, failed: 0 };
    for (const c of counts) byStatus[c.status] = c.n;
    const total = q.status === 'all' ? byStatus.pending + byStatus.sent + byStatus.failed : byStatus[q.status];
    return { list, total, counts: byStatus, configured: this.sink !== null, page: q.page, page_size: q.page_size };
  }

  /** One report as the platform gets it (JSON), for a manual upload while no adapter is configured. */
  async file(id: number): Promise<Result<ExportedFile>> {
    const row = await this.repo.payload(id);
    if (!row) return failure('not_found', '上报记录不存在');
    const ascii = `trace-report-${row.shipment_id}-${row.event === '出库' ? 'ship' : 'receive'}.json`;
    return success({
      data: Buffer.from(JSON.stringify(row.payload, null, 2)),
      type: 'application/json',
      name: `追溯码上报-${row.shipment_id}-${row.event}.json`,
      asciiName: ascii,
    });
  }

  private queue(tx: Executor, id: number) {
    return this.jobs.enqueue(tx, TRACE_REPORT_QUEUE, `trace-report:${id}`, { report_id: id }, new Date());
  }
}
