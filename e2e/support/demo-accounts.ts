import { seedDemoAccounts } from '../../apps/server/src/modules/profile/users.seed.ts';
import { createDatabases } from '../../apps/server/src/platform/database/databases.ts';

export { DEMO_PASSWORD } from '../../apps/server/src/modules/profile/users.seed.ts';

/** The contract's demo accounts the e2e tests sign in with (AUTH-CONTRACT.md). */
export const DEMO_ACCOUNTS = {
  /** Every scope in every country. */
  pro: { email: 'pro@adatlas.test', name: 'Paola Demo' },
  /** Only the `company` scope, italy. */
  basic: { email: 'basic@adatlas.test', name: 'Bruno Demo' },
} as const;

/** The account the suite's local companion mailer accepts (global-setup). */
export const E2E_MAILER_ACCOUNT = { username: 'paola-mailer', password: 'mailer-secret' };

/** Creates (or resets) the demo accounts with the server's own seed, whether or not start-up ran it. */
export async function ensureDemoAccounts(databaseUrl: string): Promise<void> {
  const databases = createDatabases({ url: databaseUrl });
  try {
    await seedDemoAccounts(databases);
  } finally {
    await databases.close();
  }
}
