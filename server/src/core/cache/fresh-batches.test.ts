import { describe, expect, it } from 'vitest';
import { freshBatches } from './fresh-batches.js';

/** A read whose answers the test releases by hand, recording the keys of each statement. */
function manualReads() {
  const calls: Array<{ keys: string[]; release: (v?: Map<string, string>) => void; fail: (e: Error) => void }> = [];
  const readMany = (keys: string[]) =>
    new Promise<Map<string, string>>((resolve, reject) => {
      calls.push({ keys, release: (v) => resolve(v ?? new Map(keys.map((k) => [k, `${k}@${calls.length}`]))), fail: reject });
    });
  return { calls, readMany };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('freshBatches', () => {
  it('reads at once when idle, and each caller gets its own key', async () => {
    const { calls, readMany } = manualReads();
    const read = freshBatches(readMany);
    const a = read('a');
    expect(calls.map((c) => c.keys)).toEqual([['a']]);
    calls[0].release();
    expect(await a).toBe('a@1');
  });

  it('reads the keys asked for while a read runs together next, once each, in a read that starts after them', async () => {
    const { calls, readMany } = manualReads();
    const read = freshBatches(readMany);
    const first = read('a');
    // Asked for during the first read: even 'a' again, since the running read may predate the change it must see.
    const later = [read('a'), read('b'), read('b'), read('c')];
    await tick();
    expect(calls.map((c) => c.keys)).toEqual([['a']]);
    calls[0].release();
    expect(await first).toBe('a@1');
    await tick();
    expect(calls.map((c) => c.keys)).toEqual([['a'], ['a', 'b', 'c']]);
    calls[1].release();
    expect(await Promise.all(later)).toEqual(['a@2', 'b@2', 'b@2', 'c@2']);
  });

  it('answers undefined for a key the read did not find, and fails only the callers of a failed read', async () => {
    const { calls, readMany } = manualReads();
    const read = freshBatches(readMany);
    const a = read('a');
    const b = read('b');
    calls[0].fail(new Error('connection lost'));
    await expect(a).rejects.toThrow('connection lost');
    await tick();
    calls[1].release(new Map());
    expect(await b).toBeUndefined();
    const c = read('c');
    await tick();
    calls[2].release();
    expect(await c).toBe('c@3');
  });

  it('caps a statement at maxKeys and reads the rest right after', async () => {
    const { calls, readMany } = manualReads();
    const read = freshBatches(readMany, 2);
    const first = read('x');
    const rest = ['a', 'b', 'c'].map((k) => read(k));
    calls[0].release();
    await first;
    await tick();
    calls[1].release();
    await tick();
    calls[2].release();
    expect(await Promise.all(rest)).toEqual(['a@2', 'b@2', 'c@3']);
    expect(calls.map((c) => c.keys)).toEqual([['x'], ['a', 'b'], ['c']]);
  });
});
