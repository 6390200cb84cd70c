import type { OperatorRole } from '@yaocai/contract';
import type { Executor } from '../../db/client.js';
import { hashPassword } from '../accounts/password.js';
import { operators } from './admin.tables.js';

/** The demo console accounts, one per role (README lists them). `admin` manages the others. */
export const DEMO_OPERATORS: ReadonlyArray<{ username: string; password: string; name: string; role: OperatorRole }> = [
  { username: 'admin', password: 'admin123456', name: '平台管理员', role: 'super' },
  { username: 'yunying', password: 'yunying123456', name: '运营专员', role: 'ops' },
  { username: 'kefu', password: 'kefu123456', name: '客服专员', role: 'service' },
  { username: 'shenji', password: 'shenji123456', name: '审计专员', role: 'audit' },
];
/** The 超级管理员 of the demo (tests, CLI docs). */
export const DEMO_OPERATOR = DEMO_OPERATORS[0];

export async function seedOperators(tx: Executor) {
  const rows = await Promise.all(
    DEMO_OPERATORS.map(async (o) => ({ username: o.username, passwordHash: await hashPassword(o.password), name: o.name, role: o.role })),
  );
  await tx.insert(operators).values(rows);
}
