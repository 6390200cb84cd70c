import { useEffect, useState } from 'react';

/** Seconds left of a countdown started with `start(n)`; 0 when idle. */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  return { left, start: (seconds: number) => setLeft(Math.max(0, Math.round(seconds))) };
}
