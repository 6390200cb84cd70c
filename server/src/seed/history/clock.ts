import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/**
 * The demo history's clock. Services take the simulated instant where they take a `now` (pricing, payment deadlines,
 * order numbers, timeouts, the settlement's month); what the database stamps with its own now() (created_at, paid_at,
 * shipped_at…) is written at the real instant and mapped afterwards. Each event marks the database's clock when it
 * starts together with its simulated instant; `redate` then moves every instant written since the first mark, in
 * every timestamp column, to its event's simulated instant plus the time it took. The history is played in simulated
 * order, so the mapping keeps the order of everything written, and it changes only instants, never amounts, states or
 * rows: the ledger, stock, points and invoices hold by construction, and once re-dated every row reads as if written
 * on its day.
 */
export class HistoryClock {
  private marks: Array<{ real: string; sim: string }> = [];
  private last = -Infinity;
  /** The simulated instant of the event being played. */
  now = new Date(0);

  constructor(private readonly database: Database) {}

  /** Starts an event at `sim` (never before the previous one: the mapping must keep their order). */
  async at(sim: number): Promise<Date> {
    const t = Math.max(sim, this.last + 1);
    this.last = t;
    // The first tick of the database's clock after this statement began, so it is later than everything the previous
    // event wrote (PGlite's clock counts whole milliseconds: an event can end in the millisecond the next one begins).
    const [row] = await this.database.rows<{ t: string }>(sql`
      with recursive tick(t) as (select clock_timestamp() union all select clock_timestamp() from tick where t <= statement_timestamp())
      select max(t)::text as t from tick`);
    this.marks.push({ real: row!.t, sim: new Date(t).toISOString() });
    this.now = new Date(t);
    return this.now;
  }

  /**
   * Moves every instant written since the first mark not yet applied to its event's simulated instant, in one
   * transaction. One statement runs the whole mapping (the columns are found in the catalogue: whatever a service
   * stamps, in whichever table, is moved).
   */
  async redate(): Promise<void> {
    if (this.marks.length === 0) return;
    const marks = this.marks;
    this.marks = [];
    // The next pass maps only what is written after this one: its events need keep order only among themselves.
    this.last = -Infinity;
    await this.database.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table history_marks (real_at timestamptz primary key, sim_at timestamptz not null) on commit drop`);
      await tx.execute(sql`insert into history_marks
        select r, s from unnest(${`{${marks.map((m) => `"${m.real}"`).join(',')}}`}::timestamptz[],
                                ${`{${marks.map((m) => m.sim).join(',')}}`}::timestamptz[]) as x(r, s)
        on conflict (real_at) do update set sim_at = excluded.sim_at`);
      await tx.execute(
        sql.raw(`do $$
        declare c record; lo timestamptz; hi timestamptz := clock_timestamp();
        begin
          select min(real_at) into lo from history_marks;
          for c in select col.table_name, col.column_name from information_schema.columns col
                   join information_schema.tables tab on tab.table_schema = col.table_schema and tab.table_name = col.table_name
                   where col.table_schema = current_schema() and tab.table_type = 'BASE TABLE'
                     and col.data_type = 'timestamp with time zone' and col.table_name <> 'history_marks' loop
            execute format(
              'update %1$I t set %2$I = (select m.sim_at + (t.%2$I - m.real_at) from history_marks m
                                         where m.real_at <= t.%2$I order by m.real_at desc limit 1)
               where t.%2$I >= %3$L and t.%2$I <= %4$L', c.table_name, c.column_name, lo, hi);
          end loop;
        end $$`),
      );
    });
  }
}
