import type { Executor } from '../../db/client.js';
import { adoptRegisteredAddresses } from './addresses.repository.js';

/** Approved demo members deliver to their registered address, as an approval in the console would have set it. */
export async function seedRegisteredAddresses(tx: Executor, seedMembers: Array<{ id: number; review_status: string }>) {
  await adoptRegisteredAddresses(
    tx,
    seedMembers.filter((m) => m.review_status === 'approved').map((m) => m.id),
  );
}
