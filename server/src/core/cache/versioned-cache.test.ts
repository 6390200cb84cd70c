import { describe, expect, it } from 'vitest';
import { freshReader, VersionedCache } from './versioned-cache.js';

/** A version source whose reads are answered by hand: each read sees the value at the moment it started. */
function source() {
  let value = 1;
  const reads: Array<{ seen: number; answer: () => void }> = [];
  const read = () =>
    new Promise<number>((resolve) => {
      const seen = value;
      reads.push({ seen, answer: () => resolve(seen) });
    });
  return { read, reads, commit: () => void value++ };
}

describe('freshReader', () => {
  it('answers every caller from a read that started after its call, sharing reads between concurrent callers', async () => {
    const s = source();
    const current = freshReader(s.read);
    const a = current();
    s.commit(); // committed after a's read was sent: a may miss it, b and c must not
    const b = current();
    const c = current();
    expect(s.reads).toHaveLength(1);
    s.reads[0].answer();
    expect(await a).toBe(1);
    await Promise.resolve();
    expect(s.reads).toHaveLength(2); // b and c share the one read queued behind a's
    s.reads[1].answer();
    expect([await b, await c]).toEqual([2, 2]);
    const d = current();
    expect(s.reads).toHaveLength(3);
    s.reads[2].answer();
    expect(await d).toBe(2);
  });

  it('passes a failed read to its callers and reads again for the next', async () => {
    let fail = true;
    const current = freshReader(async () => {
      if (fail) throw new Error('db down');
      return 7;
    });
    await expect(current()).rejects.toThrow('db down');
    fail = false;
    expect(await current()).toBe(7);
  });
});

describe('VersionedCache', () => {
  it('serves an entry only for the version it was loaded under and forgets everything on a newer version', () => {
    const cache = new VersionedCache<string>(10);
    cache.set(5, 'a', 'row a v5');
    expect(cache.get(5, 'a')).toBe('row a v5');
    expect(cache.get(4, 'a')).toBeUndefined(); // an older reader never gets a newer entry's key space mixed up
    expect(cache.get(6, 'a')).toBeUndefined();
    cache.set(5, 'a', 'late write of an old version');
    expect(cache.get(6, 'a')).toBeUndefined();
    cache.set(6, 'a', 'row a v6');
    expect(cache.get(6, 'a')).toBe('row a v6');
  });

  it('keeps at most max entries, dropping the oldest', () => {
    const cache = new VersionedCache<number>(2);
    cache.set(1, 1, 1);
    cache.set(1, 2, 2);
    cache.set(1, 3, 3);
    expect([cache.get(1, 1), cache.get(1, 2), cache.get(1, 3)]).toEqual([undefined, 2, 3]);
  });
});
