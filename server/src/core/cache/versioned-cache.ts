import type { DataVersionsRepository, Versions } from './data-versions.repository.js';

/**
 * Caches that are never stale: every entry belongs to one version of its source data, and a read first asks the
 * database for the current version (data-versions.tables.ts: counters bumped by triggers in the writing
 * transaction, visible at its commit). An entry is used only while the version it was loaded under is still the current one, so a process
 * answers exactly what the database holds — several processes need no invalidation messages between them.
 */

/**
 * Coalesces version reads: a caller gets the result of a read that *started after* its call, so every change
 * committed before the call is counted, yet concurrent callers share one query (at most one running, one queued).
 */
export function freshReader<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const p: Promise<T> = read().finally(() => {
      if (running === p) running = null;
    });
    running = p;
    return p;
  };
  return () => {
    if (queued) return queued;
    if (!running) return start();
    // The running read may have been sent before this call: wait for it, then read again for everyone queued.
    const next = running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return start();
      });
    queued = next;
    return next;
  };
}

/** Entries of one source version, bounded (oldest inserted dropped first). */
export class VersionedCache<V> {
  private version = -1;
  private readonly entries = new Map<string | number, V>();

  constructor(private readonly max: number) {}

  /** The entry when it was loaded under `version`; moving to a newer version empties the cache. */
  get(version: number, key: string | number): V | undefined {
    if (version > this.version) {
      this.version = version;
      this.entries.clear();
      return undefined;
    }
    return version === this.version ? this.entries.get(key) : undefined;
  }

  /** Keeps a value loaded after `version` was read; a value of an older version than the cache's is dropped. */
  set(version: number, key: string | number, value: V) {
    if (version > this.version) {
      this.version = version;
      this.entries.clear();
    }
    if (version !== this.version) return;
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** The data versions as of now, shared by every cache of this process (one coalesced query for all of them). */
export class DataVersions {
  private readonly read: () => Promise<Versions>;

  constructor(private readonly repo: DataVersionsRepository) {
    this.read = freshReader(() => repo.read());
  }

  /**
   * Versions counting every change committed before this call. Callers may start it beside their own query and
   * await it later: a rejection not yet awaited is not reported as unhandled (it surfaces where it is awaited).
   */
  current(): Promise<Versions> {
    const v = this.read();
    v.catch(() => undefined);
    return v;
  }

  /**
   * The versions as a read to fold into the caller's own statement (db/one-trip.ts): as fresh as current(), and no
   * round trip of its own. Its row's values are numbers (Number() them: they come through JSON).
   */
  shapedRead() {
    return this.repo.shapedRead();
  }
}
