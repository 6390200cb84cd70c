import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { loginDevices } from './login-devices.tables.js';

export type Realm = 'member' | 'operator';

/** Every browser of an account stops being trusted (its password changed), in the caller's executor. */
export async function forgetDevices(executor: Executor, realm: Realm, accountId: number): Promise<void> {
  await executor.delete(loginDevices).where(and(eq(loginDevices.realm, realm), eq(loginDevices.accountId, accountId)));
}

/** SQL of the trusted browsers (table login_devices). */
export class LoginDevicesRepository {
  constructor(private readonly database: Database) {}

  /** Whether this browser signed in to this account since `since`. */
  async trusted(tokenHash: string, realm: Realm, accountId: number, since: Date): Promise<boolean> {
    const rows = await this.database.db
      .select({ at: loginDevices.signedInAt })
      .from(loginDevices)
      .where(
        and(
          eq(loginDevices.tokenHash, tokenHash),
          eq(loginDevices.realm, realm),
          eq(loginDevices.accountId, accountId),
          gte(loginDevices.signedInAt, since),
        ),
      );
    return rows.length === 1;
  }

  /** Records (or renews) a sign-in of this account from this browser. */
  async trust(tokenHash: string, realm: Realm, accountId: number) {
    await this.database.db
      .insert(loginDevices)
      .values({ tokenHash, realm, accountId })
      .onConflictDoUpdate({ target: [loginDevices.tokenHash, loginDevices.realm, loginDevices.accountId], set: { signedInAt: sql`now()` } });
  }

  /** Every browser of an account stops being trusted (its password changed). */
  async forget(realm: Realm, accountId: number) {
    await forgetDevices(this.database.db, realm, accountId);
  }

  async prune(before: Date) {
    await this.database.db.delete(loginDevices).where(lt(loginDevices.signedInAt, before));
  }
}
