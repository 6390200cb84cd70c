/**
 * A read-through cache of one value with a time-to-live, for reference data that changes rarely (categories, tags,
 * business scopes, site config). Each process keeps its own copy, so a change is seen everywhere within `ttlMs`;
 * nothing here is state that must be shared between processes. Concurrent callers share one in-flight load.
 */
export function memo<T>(ttlMs: number, load: () => Promise<T>): { get(): Promise<T>; clear(): void } {
  let value: Promise<T> | null = null;
  let loadedAt = 0;
  return {
    get() {
      if (value && Date.now() - loadedAt < ttlMs) return value;
      loadedAt = Date.now();
      value = load().catch((err) => {
        value = null;
        throw err;
      });
      return value;
    },
    clear() {
      value = null;
    },
  };
}
