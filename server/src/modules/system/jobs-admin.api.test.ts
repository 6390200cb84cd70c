import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DB_KINDS, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { JobsRepository } from '../../core/jobs/jobs.repository.js';

describe.each(DB_KINDS)('console job queue /admin/api/jobs on %s', (kind) => {
  let t: TestApp, operator: string;
  useApiSuite(kind, (s) => ({ t, operator } = s), { operator: true });

  const insertJob = async (values: { key: string; error?: string; done?: boolean; locked?: boolean }) => {
    const [row] = await t.database.rows<{
      id: number;
    }>(sql`insert into jobs (queue, key, payload, run_at, attempts, last_error, done_at, locked_until)
      values ('console-test', ${values.key}, '{}'::jsonb, now() + interval '1 hour', ${values.error ? 3 : 0}, ${values.error ?? null},
        ${values.done ? sql`now()` : null}, ${values.locked ? sql`now() + interval '1 minute'` : null}) returning id::int as id`);
    return row.id;
  };
  const list = async (query: string) => {
    const res = await t.call({ method: 'GET', url: `/admin/api/jobs?${query}`, cookie: operator });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      list: Array<{ id: number; state: string; last_error: string | null }>;
      total: number;
      counts: Record<string, number>;
      queues: string[];
    };
  };
  const retry = (id: number) => t.call({ method: 'POST', url: `/admin/api/jobs/${id}/retry`, cookie: operator });

  it('claims a due job once under its lease, with its id as a number, and leaves jobs not yet due', async () => {
    const [due, later] = await t.database.rows<{ id: number }>(
      sql`insert into jobs (queue, key, payload, run_at) values ('claim-test', 'due', '{"n": 1}'::jsonb, now() - interval '1 minute'),
        ('claim-test', 'later', '{}'::jsonb, now() + interval '1 hour') returning id::int as id`,
    );
    const repo = new JobsRepository(t.database);
    const claimed = await repo.claimDue(20, new Date(), 60);
    expect(claimed.filter((j) => j.queue === 'claim-test')).toEqual([{ id: due.id, queue: 'claim-test', payload: { n: 1 }, attempts: 1 }]);
    expect(claimed.some((j) => j.id === later.id)).toBe(false);
    // Held under its lease: a second worker's claim skips it.
    expect((await repo.claimDue(20, new Date(), 60)).some((j) => j.id === due.id)).toBe(false);
    await t.database.rows(sql`delete from jobs where queue = 'claim-test'`);
  });

  it('lists jobs by state with counts, and runs a failed one again at once with an audit row', async () => {
    const failed = await insertJob({ key: 'failed', error: '短信通道超时' });
    const done = await insertJob({ key: 'done', done: true });
    const running = await insertJob({ key: 'running', locked: true });
    const waiting = await insertJob({ key: 'waiting' });
    const failedPage = await list('state=failed&queue=console-test');
    expect(failedPage.list.map((j) => [j.id, j.state, j.last_error])).toEqual([[failed, 'failed', '短信通道超时']]);
    const all = await list('queue=console-test');
    expect(Object.fromEntries(all.list.map((j) => [j.id, j.state]))).toEqual({
      [failed]: 'failed',
      [done]: 'done',
      [running]: 'running',
      [waiting]: 'pending',
    });
    expect(all.queues).toContain('console-test');
    expect(all.counts.failed).toBeGreaterThanOrEqual(1);

    const res = await retry(failed);
    expect([res.statusCode, res.json().msg]).toEqual([200, '已安排立即重试']);
    const [row] = await t.database.rows<{ due: boolean }>(sql`select run_at <= now() as due from jobs where id = ${failed}`);
    expect(row.due).toBe(true);
    const [audit] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from operator_audit where action = 'job.retry' and target_id = ${failed}`,
    );
    expect(audit.n).toBe(1);

    for (const id of [done, running, waiting]) expect((await retry(id)).statusCode).toBe(409);
    expect((await retry(99999999)).statusCode).toBe(404);
    const bad = await t.call({ method: 'GET', url: '/admin/api/jobs?state=lost', cookie: operator });
    expect([bad.statusCode, Object.keys(bad.json().errors)]).toEqual([422, ['state']]);
  });
});
