import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';

const iso = (col: string) => sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

export interface CreditBillRow {
  id: number;
  order_id: number;
  order_no: string;
  amount: number;
  repaid_amount: number;
  due_at: string;
  created_at: string;
  settled_at: string | null;
  overdue: boolean;
}

/** 账期 SQL: the credit line (locked while spending it), bills, and settling bills oldest first. */
export class CreditRepository {
  constructor(private readonly database: Database) {}

  async line(memberId: number, tx?: Executor, lock = false): Promise<{ credit_limit: number; due_days: number } | null> {
    const [row] = await this.database.rows<{ credit_limit: number; due_days: number }>(
      sql`
      select credit_limit, due_days from credit_lines where member_id = ${memberId} ${lock ? sql`for update` : sql``}`,
      tx,
    );
    return row ? { credit_limit: Number(row.credit_limit), due_days: Number(row.due_days) } : null;
  }

  async setLine(memberId: number, limit: number, dueDays: number, tx?: Executor) {
    await this.database.rows(
      sql`
      insert into credit_lines (member_id, credit_limit, due_days) values (${memberId}, ${limit}, ${dueDays})
      on conflict (member_id) do update set credit_limit = excluded.credit_limit, due_days = excluded.due_days, updated_at = now()`,
      tx,
    );
  }

  async addBill(tx: Executor, memberId: number, orderId: number, amount: number, dueDays: number) {
    await this.database.rows(
      sql`
      insert into credit_bills (member_id, order_id, amount, due_at) values (${memberId}, ${orderId}, ${amount}, now() + make_interval(days => ${dueDays}))`,
      tx,
    );
  }

  /** Applies `amount` to the member's open bills, oldest due first; returns what was left over. */
  async settle(tx: Executor, memberId: number, amount: number, onlyOrder?: number): Promise<number> {
    let left = amount;
    const open = await this.database.rows<{ id: number; outstanding: number }>(
      sql`
      select id, amount - repaid_amount as outstanding from credit_bills
      where member_id = ${memberId} and repaid_amount < amount ${onlyOrder ? sql`and order_id = ${onlyOrder}` : sql``}
      order by due_at, id for update`,
      tx,
    );
    for (const b of open) {
      if (left <= 0) break;
      const part = Math.min(left, Number(b.outstanding));
      await this.database.rows(
        sql`
        update credit_bills set repaid_amount = repaid_amount + ${part}, settled_at = case when repaid_amount + ${part} = amount then now() else settled_at end
        where id = ${b.id}`,
        tx,
      );
      left -= part;
    }
    return left;
  }

  async bills(memberId: number, type: number, limit: number, offset: number) {
    const state = type === 1 ? sql`and b.repaid_amount < b.amount` : type === 2 ? sql`and b.repaid_amount = b.amount` : sql``;
    const [rows, [count]] = await Promise.all([
      this.database.rows<CreditBillRow>(sql`
        select b.id, b.order_id, o.order_no, b.amount, b.repaid_amount, ${iso('b.due_at')} as due_at, ${iso('b.created_at')} as created_at,
               ${iso('b.settled_at')} as settled_at, (b.repaid_amount < b.amount and b.due_at < now()) as overdue
        from credit_bills b join orders o on o.id = b.order_id where b.member_id = ${memberId} ${state} order by b.id desc limit ${limit} offset ${offset}`),
      this.database.rows<{ n: number }>(sql`select count(*)::int as n from credit_bills b where b.member_id = ${memberId} ${state}`),
    ]);
    return { rows, total: Number(count.n) };
  }

  async dues(memberId: number) {
    const [row] = await this.database.rows<{ overdue: number; next_due_at: string | null }>(sql`
      select coalesce(sum(amount - repaid_amount) filter (where due_at < now()), 0)::int as overdue,
             ${iso('min(due_at)')} as next_due_at
      from credit_bills where member_id = ${memberId} and repaid_amount < amount`);
    return { overdue: Number(row.overdue), next_due_at: row.next_due_at };
  }
}
