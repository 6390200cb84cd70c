import { useSyncExternalStore } from 'react';

/** How far the server's clock is ahead of the phone's, in seconds (null until an answer gave the server's time). */
let offset: number | null = null;

/** Keeps the server's time (an answer's `timestamp`, epoch seconds): countdowns follow it, not the phone's clock. */
export function syncServerTime(timestamp: number): void {
  offset = timestamp - Date.now() / 1000;
}

const serverNow = () => (offset === null ? 0 : Math.floor(Date.now() / 1000 + offset));
const everySecond = (onTick: () => void) => {
  const t = setInterval(onTick, 1000);
  return () => clearInterval(t);
};

/** The server's time in epoch seconds, re-rendering each second; 0 until known. */
export function useServerNow(): number {
  return useSyncExternalStore(everySecond, serverNow, serverNow);
}
