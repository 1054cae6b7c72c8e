import { LICENCE_PLUGINS } from '@adatlas/domain/auth';
import { SCOPES } from '@adatlas/domain/scopes';
import type { TenantId } from '@adatlas/domain/tenants';
import { createUser, loginAs, type TestUser } from '../auth-helpers.ts';
import { createBrand, createCompany, createContact } from '../factories.ts';
import type { TestApp } from '../test-app.ts';

export const PERSONAS = [
  'anonymous',
  'noScope',
  'withScope',
  'expired',
  'otherTenant',
  'admin',
  'superAdmin',
] as const;
export type Persona = (typeof PERSONAS)[number];

export interface World {
  users: Record<Exclude<Persona, 'anonymous'>, TestUser>;
  ids: {
    company: number;
    contact: number;
    brand: number;
    tag: number;
    comment: number;
    savedSearch: number;
    setting: number;
  };
}

/** One user per persona and one owned record of each kind in italy, all owned by `withScope`. */
export async function createWorld(t: TestApp): Promise<World> {
  const all = [...SCOPES];
  const yearAgo = new Date(Date.now() - 365 * 86_400_000);
  const users = {
    noScope: await createUser(t, { tenants: { italy: { scopes: [] } } }),
    withScope: await createUser(t, { tenants: { italy: { scopes: all } }, organisation: 'Org A' }),
    expired: await createUser(t, { tenants: { italy: { scopes: all, expiresAt: yearAgo } } }),
    otherTenant: await createUser(t, { tenants: { france: { scopes: all } } }),
    admin: await createUser(t, { group: 'ADMIN', tenants: {} }),
    superAdmin: await createUser(t, { group: 'SUPER-ADMIN', tenants: {} }),
  };
  // Holding everything includes the public API (webhook endpoints answer only such a licence).
  await t.db.databases.core
    .insertInto('licence_plugins')
    .values({ user_id: users.withScope.id, tenant_id: 'italy', name: LICENCE_PLUGINS.api })
    .execute();
  const italy = t.db.databases.tenant('italy');
  const company = await createCompany(italy);
  const contact = await createContact(italy);
  const brand = await createBrand(italy);
  const owner = users.withScope.id;
  const tag = await italy.db
    .insertInto('tags')
    .values({ user_id: owner, name: 'Mine', color: 'FF0000' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const comment = await italy.db
    .insertInto('comments')
    .values({
      user_id: owner,
      comment_type: 'private',
      content: 'Private note',
      entity_type: 'company',
      entity_id: company.id,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const savedSearch = await italy.db
    .insertInto('saved_searches')
    .values({ user_id: owner, type: 'company', name: 'Mine', data: JSON.stringify({}) } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const setting = await italy.db
    .insertInto('settings')
    .values({ user_id: owner, key: 'alert', data: JSON.stringify({}) } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    users,
    ids: {
      company: company.id,
      contact: contact.id,
      brand: brand.id,
      tag: Number(tag.id),
      comment: Number(comment.id),
      savedSearch: Number(savedSearch.id),
      setting: Number(setting.id),
    },
  };
}

/** Headers of a fresh session for the persona, always asking for italy. */
export async function headersFor(
  t: TestApp,
  world: World,
  persona: Persona,
  tenant: TenantId = 'italy',
): Promise<Record<string, string>> {
  if (persona === 'anonymous') return { 'x-tenant': tenant };
  const signed = await loginAs(t, world.users[persona], 'italy');
  return { ...signed.headers, 'x-tenant': tenant };
}

/** The URL with each path parameter replaced by an existing record's id. */
export function fillPath(url: string, world: World): string {
  const { ids } = world;
  const byPrefix: [RegExp, string][] = [
    [/\/admin\/user\/:id/, `/admin/user/${world.users.withScope.id}`],
    [/\/brand\/:id/, `/brand/${ids.brand}`],
    [/\/comments\/:id/, `/comments/${ids.comment}`],
    [/\/contact\/:id/, `/contact/${ids.contact}`],
    [/\/contact\/field\/:field/, '/contact/field/city'],
    [/\/company\/field\/:field/, '/company/field/city'],
    [/\/entityNews\/:entityType\/:entityId/, `/entityNews/company/${ids.company}`],
    [/\/media\/crea\/:file/, '/media/crea/1.svg'],
    [/\/maps\/places\/:id/, `/maps/places/${encodeURIComponent('city:it:Milano')}`],
    [/\/i18n\/:language/, '/i18n/en'],
    [/\/saved-searches\/:id/, `/saved-searches/${ids.savedSearch}`],
    [/\/settings\/:id/, `/settings/${ids.setting}`],
    [/\/tag\/:tagId\/:associatedId/, `/tag/${ids.tag}/${ids.company}`],
    [/\/tag\/:id/, `/tag/${ids.tag}`],
    [/\/tenant\/:id/, '/tenant/italy'],
    [/\/checkout\/local\/:sessionId/, '/checkout/local/cs_unknown'],
    [/:keyId/, '1'],
    [/:deliveryId/, '00000000-0000-4000-8000-000000000000'],
    [/:id/, String(ids.company)],
  ];
  let filled = url;
  for (const [pattern, replacement] of byPrefix) filled = filled.replace(pattern, replacement);
  return filled;
}

export function hasBody(method: string): boolean {
  return method === 'POST' || method === 'PUT' || method === 'PATCH';
}
