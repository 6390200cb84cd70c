/**
 * A small per-process LRU map whose entries expire after `ttlMs`. Used for derived, re-computable results
 * (search rankings) where a few seconds of staleness is acceptable; never for state that must be shared.
 */
export class TtlLru<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert: Map iteration order is insertion order, so the oldest key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V) {
    if (!this.enabled) return;
    this.entries.delete(key);
    this.entries.set(key, { value, at: Date.now() });
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}
