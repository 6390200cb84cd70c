import type { Executor } from '../../db/client.js';
import { memberMessages } from './messages.tables.js';

/** A site message (/wdxx) to one member. */
export interface MessageToMember {
  memberId: number;
  type: string;
  title: string;
  body: string;
}

/**
 * The one writer of member messages, in the transaction of the change they tell about: operator decisions, points,
 * price and arrival alerts, group buys. A message is never sent for a change that rolled back.
 */
export async function deliverMessages(tx: Executor, messages: MessageToMember[]): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(memberMessages).values(messages);
}
