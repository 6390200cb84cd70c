import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders, type OrderInvoice } from './orders.tables.js';

/** Sets the header later invoices of the order are issued with, in the caller's transaction (invoices re-issues). */
export async function setOrderInvoice(tx: Executor, orderId: number, header: OrderInvoice): Promise<void> {
  await tx.update(orders).set({ invoice: header }).where(eq(orders.id, orderId));
}
