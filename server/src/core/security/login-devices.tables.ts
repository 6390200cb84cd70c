import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Browsers an account signed in from (OWASP "device cookies"): the `yc_dev` cookie holds a random token, this table its
 * SHA-256 with each account that signed in there. A password attempt from such a browser is the owner's own client
 * and keeps a small allowance of its own while guessing from elsewhere has the account paused (login-guard.ts).
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    tokenHash: text('token_hash').notNull(),
    /** 'member' or 'operator' (console accounts, merchants' staff included). */
    realm: text('realm').notNull(),
    accountId: integer('account_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last sign-in from this browser: trust ends TRUST_DAYS after it. */
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.realm, t.accountId] }), index('login_devices_account_idx').on(t.realm, t.accountId)],
);
