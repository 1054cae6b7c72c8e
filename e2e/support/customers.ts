import { randomBytes } from 'node:crypto';
import { createPasswordHasher } from '../../apps/server/src/platform/auth/password-hasher.ts';
import { createDatabases } from '../../apps/server/src/platform/database/databases.ts';
import { e2eServer } from './e2e-server.ts';

export interface CustomerOptions {
  /** The start of the address: the rest is random, so each test gets its own account. */
  emailPrefix: string;
  password: string;
  scopes: readonly string[];
  name: string;
  surname: string;
}

/** A fresh, verified customer with a licence for italy holding `scopes`, valid for a day. */
export async function createItalyCustomer(options: CustomerOptions): Promise<{ id: number; email: string }> {
  const databases = createDatabases({ url: e2eServer().databaseUrl });
  try {
    const email = `${options.emailPrefix}-${randomBytes(4).toString('hex')}@adatlas.test`;
    const { id } = await databases.core
      .insertInto('users')
      .values({
        email,
        password_hash: await createPasswordHasher().hash(options.password),
        user_group: 'CUSTOMER',
        context: 'CUSTOMER',
        email_verified_at: new Date(),
        active: true,
        tags: [],
        name: options.name,
        surname: options.surname,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await databases.core
      .insertInto('licence_tenants')
      .values({
        user_id: id,
        tenant_id: 'italy',
        scopes: [...options.scopes],
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .execute();
    return { id, email };
  } finally {
    await databases.close();
  }
}
