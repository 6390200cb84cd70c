import type { TraceReport, TraceReportAnswer, TraceReportSink } from './trace-report.js';

/**
 * The test double of a national platform (no network): it keeps every report it is sent, accepts each code but those
 * it was told to refuse, and can be made unreachable (it throws, as an adapter does on a transport failure). A report
 * sent again with the same idempotency key gets the first answer, as the format asks of a receiver.
 */
export class RecordingTraceSink implements TraceReportSink {
  readonly sent: TraceReport[] = [];
  private readonly refused = new Map<string, string>();
  private readonly answers = new Map<string, TraceReportAnswer>();
  private down: string | null = null;

  /** The platform refuses this code with this reason (e.g. 追溯码未激活, 追溯码已被使用). */
  refuse(code: string, reason: string): this {
    this.refused.set(code, reason);
    return this;
  }

  /** Every send throws this message from now on; `unreachable(null)` makes the platform reachable again. */
  unreachable(message: string | null = '追溯平台连接超时'): this {
    this.down = message;
    return this;
  }

  async send(report: TraceReport): Promise<TraceReportAnswer> {
    if (this.down !== null) throw new Error(this.down);
    const before = this.answers.get(report.idempotency_key);
    if (before) return before;
    this.sent.push(structuredClone(report));
    const codes = report.lines.flatMap((l) => l.codes);
    const rejected = codes.filter((c) => this.refused.has(c)).map((code) => ({ code, reason: this.refused.get(code)! }));
    const answer = { accepted: codes.length - rejected.length, rejected };
    this.answers.set(report.idempotency_key, answer);
    return answer;
  }
}
