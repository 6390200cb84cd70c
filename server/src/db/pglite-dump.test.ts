import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { dumpCheckpointed } from './pglite-dump.js';

describe('a checkpointed PGlite dump', () => {
  it('leaves out the WAL segments ahead of the write position, and its copy reads and writes on', async () => {
    const source = await PGlite.create({ dataDir: 'memory://' });
    await source.exec(`create table t (id int primary key, body text)`);
    // ~40 MB of WAL: PostgreSQL then keeps segments ahead of the write position for reuse.
    for (let i = 0; i < 4; i++) {
      await source.exec(`insert into t select g, repeat('x', 1000) from generate_series(${i * 10_000 + 1}, ${(i + 1) * 10_000}) g`);
      await source.exec('checkpoint');
    }
    const full = await source.dumpDataDir('none');
    const dump = await dumpCheckpointed(source);
    await source.close();
    expect(dump.length).toBeLessThan(full.size - 16 * 1024 * 1024);

    const copy = await PGlite.create({ dataDir: 'memory://', loadDataDir: new Blob([dump]) });
    expect((await copy.query<{ n: number }>('select count(*)::int as n from t')).rows[0]!.n).toBe(40_000);
    // Writing on past the kept segment: the copy makes the segments it needs.
    await copy.exec(`insert into t select g, repeat('y', 1000) from generate_series(40001, 80000) g`);
    await copy.exec('checkpoint');
    expect((await copy.query<{ n: number }>('select count(*)::int as n from t')).rows[0]!.n).toBe(80_000);
    await copy.close();
  }, 60_000);
});
