import { sql, type SQL } from 'drizzle-orm';
import type { TemperatureReading } from '@yaocai/contract';
import type { Database } from '../../db/client.js';
import { isoUtc } from '../../db/sql-helpers.js';
import { goodsFacts } from '../catalog/public.js';
import { orderItems, orders, shipmentTemperatures, shipments } from './orders.tables.js';

/** Whether the parcel `shipmentId` holds a cold-chain (冷链) goods: a line of its items whose goods is marked. */
export const holdsColdChain = (shipmentId: SQL | typeof shipments.id, items: SQL | typeof shipments.items) =>
  sql<boolean>`exists (select 1 from jsonb_array_elements(${items}) e
    join ${orderItems} oi on oi.id = (e->>'order_item_id')::int
    join ${goodsFacts} on ${goodsFacts.id} = oi.goods_id
    where ${goodsFacts.coldChain} and ${shipmentId} is not null)`;

/** 冷链 temperature records of parcels (orders own the parcels; the records are theirs). */
export class ColdChainRepository {
  constructor(private readonly database: Database) {}

  /** The parcel, its order's shop and buyer, and whether it carries cold-chain goods; undefined when none. */
  async shipment(id: number) {
    const [row] = await this.database.rows<{ id: number; shop_id: number; member_id: number; cold_chain: boolean }>(
      sql`select ${shipments.id} as id, ${orders.shopId} as shop_id, ${orders.memberId} as member_id,
                 ${holdsColdChain(shipments.id, shipments.items)} as cold_chain
          from ${shipments} join ${orders} on ${orders.id} = ${shipments.orderId} where ${shipments.id} = ${id}`,
    );
    return row;
  }

  async save(shipmentId: number, readings: TemperatureReading[], operatorId: number | null): Promise<void> {
    const min = Math.min(...readings.map((r) => r.celsius));
    const max = Math.max(...readings.map((r) => r.celsius));
    await this.database.db
      .insert(shipmentTemperatures)
      .values({ shipmentId, readings, minCelsius: min, maxCelsius: max, operatorId })
      .onConflictDoUpdate({
        target: shipmentTemperatures.shipmentId,
        set: { readings, minCelsius: min, maxCelsius: max, operatorId, recordedAt: sql`now()` },
      });
  }

  async find(shipmentId: number) {
    const [row] = await this.database.rows<{ readings: TemperatureReading[]; min: number; max: number; recorded_at: string }>(
      sql`select readings, min_celsius as min, max_celsius as max, ${isoUtc(sql`recorded_at`)} as recorded_at
          from ${shipmentTemperatures} where shipment_id = ${shipmentId}`,
    );
    return row;
  }
}
