import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type DbKind, type TestApp } from './test-app.js';

type AppOptions = Parameters<typeof createTestApp>[1];

/** What a suite signs in once: the demo buyer, and on request a second buyer (demo2) and an operator. */
export interface SuiteParties {
  t: TestApp;
  cookie: string;
  /** demo2's session ('' unless asked for). */
  other: string;
  /** An operator's session ('' unless asked for). */
  operator: string;
}

/**
 * The set-up most API suites share: a fresh seeded app on `kind` opened before the suite's tests, its parties signed
 * in, handed to `fill` (the suite keeps them in its own variables), and the app closed after the tests.
 */
export function useApiSuite(
  kind: DbKind,
  fill: (parties: SuiteParties) => void,
  sign: { other?: boolean; operator?: boolean; app?: AppOptions } = {},
) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(kind, sign.app);
    const cookie = await app.login();
    const other = sign.other ? await app.login('demo2') : '';
    const operator = sign.operator ? await app.operatorLogin() : '';
    fill({ t: app, cookie, other, operator });
  });
  afterAll(() => app?.close());
}
