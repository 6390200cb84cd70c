import type { Executor } from '../../db/client.js';
import { memberMessages } from './messages.tables.js';

/** A few messages for demo2: its review passed, and its drug licence expires soon (the seed's certificates). */
export async function seedMessages(tx: Executor, seedMembers: Array<{ id: number; username: string }>) {
  const demo2 = seedMembers.find((m) => m.username === 'demo2');
  if (!demo2) return;
  await tx.insert(memberMessages).values([
    { memberId: demo2.id, type: 'review', title: '资质审核已通过', body: '您的资质审核已通过，现在可以查看价格并采购。' },
    {
      memberId: demo2.id,
      type: 'certificate',
      title: '证件即将到期提醒',
      body: '您的药品经营许可证将在30天内到期，请及时在账户中心「资质证照」中更新。',
    },
  ]);
}
