import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { memberRegisteredAddress as registered } from '../accounts/public.js';
import { memberAddresses } from './addresses.tables.js';

export type AddressRow = typeof memberAddresses.$inferSelect;
export type AddressFields = Pick<AddressRow, 'consignee' | 'phone' | 'province' | 'city' | 'district' | 'address'>;

export class AddressesRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  list(memberId: number): Promise<AddressRow[]> {
    return this.db
      .select()
      .from(memberAddresses)
      .where(eq(memberAddresses.memberId, memberId))
      .orderBy(desc(memberAddresses.isDefault), asc(memberAddresses.id));
  }

  async find(memberId: number, id: number): Promise<AddressRow | null> {
    const [row] = await this.findRows(memberId, id);
    return row ?? null;
  }

  /** The member's own address `id`, as rows (none or one). */
  findRows(memberId: number, id: number) {
    return this.database.shaped('addresses.find', { memberId, id }, (v) =>
      this.db
        .select()
        .from(memberAddresses)
        .where(and(eq(memberAddresses.id, v('id')), eq(memberAddresses.memberId, v('memberId'))))
        .limit(1),
    );
  }

  async count(memberId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(memberAddresses).where(eq(memberAddresses.memberId, memberId));
    return Number(row?.n ?? 0);
  }

  /** Inserts, making it the default (and clearing the old default) when asked or when it is the first. */
  async insert(memberId: number, fields: AddressFields, makeDefault: boolean): Promise<AddressRow> {
    return this.db.transaction(async (tx) => {
      if (makeDefault) await tx.update(memberAddresses).set({ isDefault: false }).where(eq(memberAddresses.memberId, memberId));
      const [row] = await tx
        .insert(memberAddresses)
        .values({ memberId, ...fields, isDefault: makeDefault })
        .returning();
      return row;
    });
  }

  async update(memberId: number, id: number, fields: AddressFields, makeDefault: boolean): Promise<AddressRow | null> {
    return this.db.transaction(async (tx) => {
      if (makeDefault) {
        await tx
          .update(memberAddresses)
          .set({ isDefault: false })
          .where(and(eq(memberAddresses.memberId, memberId), ne(memberAddresses.id, id)));
      }
      const [row] = await tx
        .update(memberAddresses)
        .set({ ...fields, ...(makeDefault ? { isDefault: true } : {}), updatedAt: new Date() })
        .where(and(eq(memberAddresses.id, id), eq(memberAddresses.memberId, memberId)))
        .returning();
      return row ?? null;
    });
  }

  async setDefault(memberId: number, id: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [own] = await tx
        .select({ id: memberAddresses.id })
        .from(memberAddresses)
        .where(and(eq(memberAddresses.id, id), eq(memberAddresses.memberId, memberId)));
      if (!own) return false;
      await tx.update(memberAddresses).set({ isDefault: false }).where(eq(memberAddresses.memberId, memberId));
      await tx.update(memberAddresses).set({ isDefault: true, updatedAt: new Date() }).where(eq(memberAddresses.id, id));
      return true;
    });
  }

  /** Deletes the member's own address; when it was the default, the oldest remaining one becomes default. */
  async delete(memberId: number, id: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(memberAddresses)
        .where(and(eq(memberAddresses.id, id), eq(memberAddresses.memberId, memberId)))
        .returning();
      if (!gone) return false;
      if (gone.isDefault) {
        const [next] = await tx
          .select({ id: memberAddresses.id })
          .from(memberAddresses)
          .where(eq(memberAddresses.memberId, memberId))
          .orderBy(asc(memberAddresses.id))
          .limit(1);
        if (next) await tx.update(memberAddresses).set({ isDefault: true }).where(eq(memberAddresses.id, next.id));
      }
      return true;
    });
  }
}

/**
 * The company address given at registration becomes the first delivery address (default) once the member is approved,
 * so a new buyer does not type it again at checkout. Only when the member has no address yet. Runs in the approving
 * transaction (the review console's, or the demo seed's).
 */
export async function adoptRegisteredAddresses(tx: Executor, memberIds: number[]): Promise<void> {
  if (memberIds.length === 0) return;
  await tx.execute(sql`
    insert into member_addresses (member_id, consignee, phone, province, city, district, address, is_default)
    select ${registered.id}, ${registered.contactName}, ${registered.phone}, ${registered.province}, ${registered.city},
      ${registered.district}, ${registered.address}, true
    from ${registered}
    where ${registered.id} in ${memberIds} and ${registered.address} <> '' and ${registered.contactName} <> ''
      and not exists (select 1 from member_addresses a where a.member_id = ${registered.id})`);
}
