import { FULL_CUSTOMER_SCOPES } from '@adatlas/domain/scopes';
import { TENANT_IDS, type TenantId } from '@adatlas/domain/tenants';
import { createPasswordHasher } from '../../apps/server/src/platform/auth/password-hasher.ts';
import { createPool } from '../../apps/server/src/platform/database/connection.ts';

export const DEMO_PASSWORD = 'AdAtlas-demo-2026';

interface DemoAccount {
  email: string;
  name: string;
  surname: string;
  licence: Partial<Record<TenantId, readonly string[]>>;
}

/** The contract's demo accounts the e2e tests sign in with (AUTH-CONTRACT.md). */
export const DEMO_ACCOUNTS = {
  pro: {
    email: 'pro@adatlas.test',
    name: 'Paola',
    surname: 'Rossi',
    licence: Object.fromEntries(TENANT_IDS.map((tenant) => [tenant, FULL_CUSTOMER_SCOPES])),
  },
  basic: { email: 'basic@adatlas.test', name: 'Bruno', surname: 'Bianchi', licence: { italy: ['company'] } },
} satisfies Record<string, DemoAccount>;

/**
 * Creates the demo accounts with the server's own password hasher, unless the server's seed
 * already made them (then they are left as they are).
 */
export async function ensureDemoAccounts(databaseUrl: string): Promise<void> {
  const pool = createPool(databaseUrl, { max: 1 });
  const passwordHash = await createPasswordHasher().hash(DEMO_PASSWORD);
  const yearAhead = new Date(Date.now() + 365 * 86_400_000);
  try {
    for (const account of Object.values(DEMO_ACCOUNTS) as DemoAccount[]) {
      const inserted = await pool.query<{ id: number }>(
        `INSERT INTO core.users (email, password_hash, name, surname, email_verified_at)
         VALUES ($1, $2, $3, $4, now()) ON CONFLICT (email) DO NOTHING RETURNING id`,
        [account.email, passwordHash, account.name, account.surname],
      );
      const id = inserted.rows[0]?.id;
      if (id === undefined) continue;
      for (const [tenant, scopes] of Object.entries(account.licence)) {
        await pool.query(
          'INSERT INTO core.licence_tenants (user_id, tenant_id, expires_at, scopes) VALUES ($1, $2, $3, $4)',
          [id, tenant, yearAhead, scopes],
        );
      }
    }
  } finally {
    await pool.end();
  }
}
