import type { LicenceTenantInput } from '@adatlas/domain/admin';
import type { Language } from '@adatlas/domain/languages';
import type { UserGroup } from '@adatlas/domain/scopes';
import { escapeLike } from '@adatlas/domain/search';
import { type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { CoreDatabase, UsersTable } from '../../platform/database/schema.ts';

type Core = Kysely<CoreDatabase> | Transaction<CoreDatabase>;

export interface UserSearch {
  q?: string;
  group?: UserGroup;
  limit: number;
  offset: number;
}

export async function findUserPage(core: Kysely<CoreDatabase>, search: UserSearch) {
  let query = core.selectFrom('users');
  if (search.q) {
    const like = `%${escapeLike(search.q.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([
        eb('email', 'like', like),
        eb(sql<string>`lower(coalesce(name, '') || ' ' || coalesce(surname, ''))`, 'like', like),
      ]),
    );
  }
  if (search.group) query = query.where('user_group', '=', search.group);
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'email', 'name', 'surname', 'user_group', 'active', 'last_interaction_at', 'created_at'])
      .orderBy('id', 'desc')
      .limit(search.limit)
      .offset(search.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findLicenceExpiries(core: Kysely<CoreDatabase>, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return core
    .selectFrom('licence_tenants')
    .select(['user_id', 'tenant_id', 'expires_at'])
    .where('user_id', 'in', userIds)
    .orderBy('tenant_id')
    .execute();
}

export async function insertUser(
  core: Core,
  user: {
    email: string;
    name: string | null;
    surname: string | null;
    group: UserGroup;
    language: Language | null;
    passwordHash: string;
    now: Date;
  },
): Promise<number | null> {
  const row = await core
    .insertInto('users')
    .values({
      email: user.email,
      name: user.name,
      surname: user.surname,
      user_group: user.group,
      context: user.group === 'CUSTOMER' ? 'CUSTOMER' : 'admin',
      language: user.language,
      password_hash: user.passwordHash,
      created_at: user.now,
      modified_at: user.now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function upsertLicenceTenant(
  trx: Transaction<CoreDatabase>,
  userId: number,
  tenant: string,
  licence: LicenceTenantInput,
): Promise<void> {
  await trx
    .insertInto('licence_tenants')
    .values({
      user_id: userId,
      tenant_id: tenant,
      expires_at: new Date(licence.expiresAt),
      scopes: [...new Set(licence.scopes)],
      profiles: [...new Set(licence.profiles)],
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'tenant_id']).doUpdateSet((eb) => ({
        expires_at: eb.ref('excluded.expires_at'),
        scopes: eb.ref('excluded.scopes'),
        profiles: eb.ref('excluded.profiles'),
      })),
    )
    .execute();
  await trx
    .deleteFrom('licence_plugins')
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenant)
    .execute();
  if (licence.plugins.length === 0) return;
  await trx
    .insertInto('licence_plugins')
    .values(
      licence.plugins.map((plugin) => ({
        user_id: userId,
        tenant_id: tenant,
        name: plugin.name,
        period: plugin.period,
        period_start: plugin.periodStartDateTime ? new Date(plugin.periodStartDateTime) : null,
        company_limit: plugin.companyLimit,
        contact_limit: plugin.contactLimit,
        exported_count: plugin.exportedCount,
        request_limit: plugin.requestLimit,
        requests_per_minute: plugin.requestsPerMinute,
      })),
    )
    .execute();
}

export async function updateUser(
  trx: Transaction<CoreDatabase>,
  userId: number,
  update: Updateable<UsersTable>,
) {
  await trx.updateTable('users').set(update).where('id', '=', userId).execute();
}

export async function deleteLicenceTenant(trx: Transaction<CoreDatabase>, userId: number, tenant: string) {
  await trx
    .deleteFrom('licence_plugins')
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenant)
    .execute();
  const result = await trx
    .deleteFrom('licence_tenants')
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenant)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
