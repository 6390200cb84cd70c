/** Seconds until unpaid orders are cancelled (`expiresAt` ISO), never negative. */
export function secondsLeft(expiresAt: string | null | undefined, nowMs: number): number {
  if (!expiresAt) return 0;
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.floor((end - nowMs) / 1000));
}

/** 29分05秒, 1小时02分03秒; 0 → 已超时. */
export function formatLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s === 0) return '已超时';
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = `${pad(m)}分${pad(s % 60)}秒`;
  return h > 0 ? `${h}小时${rest}` : rest;
}
