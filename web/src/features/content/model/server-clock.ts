/**
 * Spec §4: the server timestamp is stored and incremented every second (countdowns use server time, not the PC's).
 * Kept as an offset from the local clock so a throttled background tab does not fall behind.
 */
let offsetMs: number | null = null;
let timer: ReturnType<typeof setInterval> | null = null;
let now = 0;
const listeners = new Set<() => void>();

function tick() {
  if (offsetMs === null) return;
  now = Math.floor((Date.now() + offsetMs) / 1000);
  listeners.forEach((l) => l());
}

/** `timestamp` is 10-digit seconds (spec §9); 13-digit milliseconds are accepted too. */
export function syncServerClock(timestamp: number) {
  if (!Number.isFinite(timestamp) || timestamp <= 0) return;
  const ms = timestamp < 1e11 ? timestamp * 1000 : timestamp;
  offsetMs = ms - Date.now();
  tick();
  timer ??= setInterval(tick, 1000);
}

export function subscribeServerClock(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Server time in seconds; 0 until the common data arrived. */
export function serverNow() {
  return now;
}
