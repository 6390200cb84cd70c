import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { members } from '../modules/accounts/accounts.tables.js';
import { operators } from '../modules/admin/admin.tables.js';
import { DEMO_MERCHANTS, DEMO_OPERATORS } from '../modules/admin/admin.seed.js';
import { verifyPassword } from '../modules/accounts/password.js';
import { readSeed } from './load-seed.js';
import { DEMO_BUYERS, DEMO_BUYER_PASSWORD } from './history/buyers.js';

/** An account the demo data creates, with the password README and this source publish. */
export interface PublishedAccount {
  kind: 'operator' | 'member';
  id: number;
  username: string;
  password: string;
  /** A merchant's shop (operators), else null. */
  shopId: number | null;
}

function published() {
  return {
    operators: new Map([...DEMO_OPERATORS, ...DEMO_MERCHANTS].map((o) => [o.username, o.password])),
    members: new Map([
      ...readSeed().content.members.map((m) => [m.username, m.password] as const),
      // The demo history's buyers (loaded only in demo mode, but a demo database may later be started as production).
      ...DEMO_BUYERS.map((b) => [b.username, DEMO_BUYER_PASSWORD] as const),
    ]),
  };
}

/**
 * The demo accounts that still accept their published password (a production server refuses to start while one
 * does: anyone who read README could sign in as it, the 超级管理员 included). One argon2 check per account found.
 */
export async function accountsOnPublishedPasswords(database: Database): Promise<PublishedAccount[]> {
  const known = published();
  const [ops, mems] = await Promise.all([
    database.db
      .select({ id: operators.id, username: operators.username, hash: operators.passwordHash, shopId: operators.shopId })
      .from(operators)
      .where(inArray(operators.username, [...known.operators.keys()])),
    database.db
      .select({ id: members.id, username: members.username, hash: members.passwordHash })
      .from(members)
      .where(inArray(members.username, [...known.members.keys()])),
  ]);
  const candidates: Array<PublishedAccount & { hash: string }> = [
    ...ops.map((o) => ({ kind: 'operator' as const, ...o, password: known.operators.get(o.username)! })),
    ...mems.map((m) => ({ kind: 'member' as const, ...m, shopId: null, password: known.members.get(m.username)! })),
  ];
  const open = await Promise.all(candidates.map(async (c) => ((await verifyPassword(c.hash, c.password)) ? c : null)));
  return open.filter((c) => c !== null).map(({ hash: _hash, ...c }) => c);
}

/** A fresh password that passes every password rule (letters and digits, 8–32 characters). */
export function freshPassword(): string {
  return `Yc${randomBytes(8).toString('hex')}${randomBytes(1)[0] % 10}`;
}
