/**
 * Pure rules of the 拼团 pages: time left on the server clock, how full a group is, the quantities a member may pick.
 */

/** Seconds left until `until` (epoch seconds) at `now` (server epoch seconds); never negative. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.floor(until - now));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 03:04:05; hours keep counting past a day (a 24-hour group shows 24:00:00); from 100 hours on, 5天 03:04:05. */
export function formatLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const tail = `${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  if (s < 100 * 3600) return `${pad(Math.floor(s / 3600))}:${tail}`;
  return `${Math.floor(s / 86_400)}天 ${pad(Math.floor((s % 86_400) / 3600))}:${tail}`;
}

/** Share of a group's places taken, 0–100. */
export function progressPercent(members: number, required: number): number {
  if (required <= 0) return 0;
  return Math.round((Math.min(members, required) / required) * 100);
}

/**
 * The quantities a member may pick: the campaign's limits, in steps of the goods' middle pack (the server refuses a
 * quantity that is not a multiple). `null` when no multiple of the pack fits between the limits.
 */
export function quantityBounds(minNumber: number, maxNumber: number, middlePack: number): { min: number; max: number; step: number } | null {
  const step = Math.max(1, middlePack);
  const min = Math.ceil(Math.max(1, minNumber) / step) * step;
  const max = Math.floor(maxNumber / step) * step;
  return min <= max ? { min, max, step } : null;
}

/** The group price's saving against the list price, in fen (0 when either is hidden). */
export function saving(groupPrice: number | null, basePrice: number | null): number {
  return groupPrice === null || basePrice === null ? 0 : Math.max(0, basePrice - groupPrice);
}
