import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';

const iso = (col: string) => sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

export interface PointsGoodsRow {
  id: number;
  name: string;
  description: string;
  points: number;
  stock: number;
  per_member_limit: number;
}
export interface PointsOrderRow {
  id: number;
  order_no: string;
  member_id: number;
  goods_id: number;
  goods_name: string;
  number: number;
  points: number;
  source: string;
  address: { consignee: string; phone: string; full_address: string };
  status: number;
  carrier: string;
  tracking_no: string;
  created_at: string;
  shipped_at: string | null;
}

const ORDER_COLUMNS = sql`id, order_no, member_id, goods_id, goods_name, number, points, source, address, status, carrier, tracking_no,
  ${iso('created_at')} as created_at, ${iso('shipped_at')} as shipped_at`;
const GOODS_COLUMNS = sql`id, name, description, points, stock, per_member_limit`;

/** Points log, points mall goods and points orders: SQL only; stock and balance move by conditional updates. */
export class PointsRepository {
  constructor(private readonly database: Database) {}

  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    return this.database.db.transaction(fn);
  }

  async log(memberId: number, limit: number, offset: number) {
    const rows = await this.database.rows<{ id: number; amount: number; kind: string; memo: string; created_at: string; total: number }>(sql`
      select id, amount, kind, memo, ${iso('created_at')} as created_at, count(*) over () as total
      from points_log where member_id = ${memberId} order by id desc limit ${limit} offset ${offset}`);
    return { rows: rows.map(({ total: _t, ...r }) => ({ ...r, amount: Number(r.amount) })), total: Number(rows[0]?.total ?? 0) };
  }

  async goodsPage(limit: number, offset: number) {
    const rows = await this.database.rows<PointsGoodsRow & { total: number }>(sql`
      select ${GOODS_COLUMNS}, count(*) over () as total from points_goods where is_on_sale
      order by sort, id limit ${limit} offset ${offset}`);
    return { rows: rows.map(({ total: _t, ...r }) => r), total: Number(rows[0]?.total ?? 0) };
  }

  async goods(id: number, tx?: Executor): Promise<PointsGoodsRow | null> {
    const [row] = await this.database.rows<PointsGoodsRow>(sql`select ${GOODS_COLUMNS} from points_goods where id = ${id} and is_on_sale`, tx);
    return row ?? null;
  }

  /** How many of a gift the member already exchanged (lottery wins do not count against the limit). */
  async exchanged(memberId: number, goodsId: number, tx?: Executor): Promise<number> {
    const [row] = await this.database.rows<{ n: number }>(
      sql`
      select coalesce(sum(number), 0)::int as n from points_orders where member_id = ${memberId} and goods_id = ${goodsId} and source = 'exchange'`,
      tx,
    );
    return Number(row?.n ?? 0);
  }

  /** Locks the member's balance row: exchanges of one member run one after another (the per-member limit holds). */
  async lockBalance(tx: Executor, memberId: number): Promise<number | null> {
    const [row] = await this.database.rows<{ balance: number }>(sql`select balance from member_points where member_id = ${memberId} for update`, tx);
    return row ? Number(row.balance) : null;
  }

  /** Takes `n` from stock; false when fewer are left. */
  async takeStock(tx: Executor, goodsId: number, n: number): Promise<boolean> {
    const rows = await this.database.rows(sql`update points_goods set stock = stock - ${n} where id = ${goodsId} and stock >= ${n} returning id`, tx);
    return rows.length === 1;
  }

  async insertOrder(
    tx: Executor,
    o: {
      orderNo: string;
      memberId: number;
      goodsId: number;
      goodsName: string;
      number: number;
      points: number;
      source: string;
      address: PointsOrderRow['address'];
    },
  ): Promise<number> {
    const [row] = await this.database.rows<{ id: number }>(
      sql`
      insert into points_orders (order_no, member_id, goods_id, goods_name, number, points, source, address)
      values (${o.orderNo}, ${o.memberId}, ${o.goodsId}, ${o.goodsName}, ${o.number}, ${o.points}, ${o.source}, ${JSON.stringify(o.address)}::jsonb)
      returning id`,
      tx,
    );
    return row.id;
  }

  async orders(filter: { memberId?: number; status?: number }, limit: number, offset: number) {
    const conds: SQL[] = [sql`true`];
    if (filter.memberId !== undefined) conds.push(sql`member_id = ${filter.memberId}`);
    if (filter.status !== undefined) conds.push(sql`status = ${filter.status}`);
    const rows = await this.database.rows<PointsOrderRow & { total: number }>(sql`
      select ${ORDER_COLUMNS}, count(*) over () as total from points_orders where ${sql.join(conds, sql` and `)}
      order by id desc limit ${limit} offset ${offset}`);
    return { rows: rows.map(({ total: _t, ...r }) => r), total: Number(rows[0]?.total ?? 0) };
  }

  async order(id: number, memberId?: number, tx?: Executor): Promise<PointsOrderRow | null> {
    const owner = memberId === undefined ? sql`` : sql`and member_id = ${memberId}`;
    const [row] = await this.database.rows<PointsOrderRow>(sql`select ${ORDER_COLUMNS} from points_orders where id = ${id} ${owner}`, tx);
    return row ?? null;
  }

  /** 待发货 → 已发货, once. */
  async ship(tx: Executor, id: number, carrier: string, trackingNo: string): Promise<boolean> {
    const rows = await this.database.rows(
      sql`
      update points_orders set status = 1, carrier = ${carrier}, tracking_no = ${trackingNo}, shipped_at = now() where id = ${id} and status = 0 returning id`,
      tx,
    );
    return rows.length === 1;
  }

  async companyAddress(memberId: number): Promise<PointsOrderRow['address']> {
    const [m] = await this.database.rows<PointsOrderRow['address']>(sql`
      select contact_name as consignee, phone, province || (case when city = province then '' else city end) || district || address as full_address
      from members where id = ${memberId}`);
    return m ?? { consignee: '', phone: '', full_address: '' };
  }

  async memberExists(memberId: number): Promise<boolean> {
    return (await this.database.rows(sql`select 1 from members where id = ${memberId}`)).length === 1;
  }

  async notify(tx: Executor, memberId: number, title: string, body: string) {
    await this.database.rows(sql`insert into member_messages (member_id, type, title, body) values (${memberId}, 'points', ${title}, ${body})`, tx);
  }

  async audit(
    tx: Executor,
    op: { id: number; username: string },
    action: string,
    memberId: number,
    targetId: number,
    detail: Record<string, unknown>,
  ) {
    await this.database.rows(
      sql`
      insert into operator_audit (actor, operator_id, action, member_id, target_id, detail)
      values (${`operator:${op.username}`}, ${op.id}, ${action}, ${memberId}, ${targetId}, ${JSON.stringify(detail)}::jsonb)`,
      tx,
    );
  }
}
