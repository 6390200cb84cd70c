import { chinaFormat } from '@yaocai/contract';
/**
 * Flash-sale countdown (spec §4, §9): driven by the server clock in 10-digit seconds, never the PC's clock.
 */
export type SpikePhase = 'upcoming' | 'running' | 'ended' | 'none';

export interface SpikeSession {
  start_time: number;
  end_time: number;
}

export interface Countdown {
  phase: SpikePhase;
  /** Seconds left until the start (upcoming) or the end (running); 0 otherwise. */
  seconds: number;
  /** 距开始 / 距结束 / 已结束 */
  label: string;
}

const LABELS: Record<SpikePhase, string> = { upcoming: '距开始', running: '距结束', ended: '已结束', none: '暂无秒杀' };

/** Accepts 13-digit milliseconds too, as the server clock does. */
export function toSeconds(t: number): number {
  return t > 1e11 ? Math.floor(t / 1000) : Math.floor(t);
}

export function countdown(session: SpikeSession | null | undefined, nowSeconds: number): Countdown {
  if (!session) return { phase: 'none', seconds: 0, label: LABELS.none };
  const now = toSeconds(nowSeconds);
  const start = toSeconds(session.start_time);
  const end = toSeconds(session.end_time);
  const phase: SpikePhase = now < start ? 'upcoming' : now < end ? 'running' : 'ended';
  const seconds = phase === 'upcoming' ? start - now : phase === 'running' ? end - now : 0;
  return { phase, seconds, label: LABELS[phase] };
}

/** hh:mm:ss; hours keep counting past 24 (a session starting tomorrow shows 30:00:00). */
export function clockParts(totalSeconds: number): [string, string, string] {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return [pad(Math.floor(s / 3600)), pad(Math.floor((s % 3600) / 60)), pad(s % 60)];
}

export function formatClock(totalSeconds: number): string {
  return clockParts(totalSeconds).join(':');
}

/** Share already sold, 0–100, for the progress bar. */
export function soldPercent(stockLeft: number, total: number): number {
  if (total <= 0) return 100;
  const sold = Math.min(total, Math.max(0, total - stockLeft));
  return Math.round((sold / total) * 100);
}

/** `HH:mm` of a session time (China time), for 10:00场. */
export function sessionLabel(seconds: number): string {
  return chinaFormat(toSeconds(seconds), 'HH:mm');
}
