import { describe, expect, it } from 'vitest';
import { isReadStatement } from './read-routing.ts';

describe('isReadStatement', () => {
  it.each([
    'select "id", "name" from "tenant_it"."companies" where "id" = $1',
    '  SELECT count(*) FROM core.sessions',
    'with page as (select id from "tenant_it"."contacts") select * from page',
    '(select 1) union all (select 2)',
    'select "deleted_at", "updated_at" from "tenant_it"."tags"',
  ])('sends %j to a replica', (sql) => {
    expect(isReadStatement(sql)).toBe(true);
  });

  it.each([
    'begin',
    'start transaction isolation level serializable',
    'insert into "core"."record_opens" ("user_id") values ($1)',
    'update "tenant_it"."tags" set "name" = $1 where "id" = $2',
    'delete from "tenant_it"."tags" where "id" = $1',
    'with moved as (delete from "core"."mail_outbox" returning *) select * from moved',
    'select * from "core"."licence_plugins" where "user_id" = $1 for update',
    'select pg_advisory_xact_lock($1)',
    "select nextval('core.users_id_seq')",
    "select pg_notify('adatlas_tenant_data', 'tenant_it')",
  ])('keeps %j on the primary', (sql) => {
    expect(isReadStatement(sql)).toBe(false);
  });
});
