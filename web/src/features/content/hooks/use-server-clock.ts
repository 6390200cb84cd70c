import { useSyncExternalStore } from 'react';
import { serverNow, subscribeServerClock } from '../model/server-clock';

/** Server time in seconds, re-rendering every second; 0 until GET /api/focus/common answered. */
export function useServerClock(): number {
  return useSyncExternalStore(subscribeServerClock, serverNow, serverNow);
}
