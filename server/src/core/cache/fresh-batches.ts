/**
 * Reads by key shared by the requests that arrive together, never stale: a caller gets its key from a read that
 * *started after* its call (so every change committed before the call is seen), yet the callers waiting meanwhile
 * share one statement (at most one read running; the keys asked for while it runs are read together next). An idle
 * process reads at once; a busy one sends one statement for many requests instead of one each — every signed-in
 * request reads its session, and a page's parallel calls carry the same one.
 */
export function freshBatches<K, V>(readMany: (keys: K[]) => Promise<Map<K, V>>, maxKeys = 500): (key: K) => Promise<V | undefined> {
  type Waiter = { resolve: (v: V | undefined) => void; reject: (e: unknown) => void };
  let running = false;
  const waiting = new Map<K, Waiter[]>();

  const run = () => {
    const batch = new Map<K, Waiter[]>();
    for (const [key, waiters] of waiting) {
      if (batch.size >= maxKeys) break;
      batch.set(key, waiters);
    }
    for (const key of batch.keys()) waiting.delete(key);
    running = true;
    readMany([...batch.keys()])
      .then(
        (found) => {
          for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key));
        },
        (err: unknown) => {
          for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
        },
      )
      .finally(() => {
        running = false;
        if (waiting.size > 0) run();
      });
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      if (!running) run();
    });
}
