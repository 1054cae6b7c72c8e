import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createCompany, createContact } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
type Headers = Record<string, string>;
const users: Record<'author' | 'colleague' | 'outsider' | 'loner', Headers> = {} as never;
const ids: Record<string, number> = {};
const scopes = ['comments', 'company', 'contact'];

beforeAll(async () => {
  t = await createTestApp();
  const italy = t.db.databases.tenant('italy');
  ids.barilla = (await createCompany(italy, { name: 'Barilla', city: 'Parma' })).id;
  ids.parmalat = (await createCompany(italy, { name: 'Parmalat', city: 'Parma' })).id;
  ids.anna = (await createContact(italy, { name: 'Anna', surname: 'Rossi', company_id: ids.barilla })).id;
  ids.luca = (await createContact(italy, { name: 'Luca', surname: 'Rossini', company_id: ids.barilla })).id;
  const make = async (organisation?: string, name?: string) =>
    (
      await loginAs(
        t,
        await createUser(t, { tenants: { italy: { scopes } }, organisation, name, surname: 'Tester' }),
      )
    ).headers;
  users.author = await make('Acme Media', 'Alice');
  users.colleague = await make('Acme Media', 'Carl');
  users.outsider = await make('Other Agency', 'Olga');
  users.loner = await make(undefined, 'Lena');
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/frontend${url}`, headers, ...(payload ? { payload } : {}) });

async function comment(
  headers: Headers,
  commentType: 'private' | 'public',
  content: string,
  entityId = ids.barilla,
) {
  const response = await call('POST', '/comments', headers, {
    commentType,
    content,
    entityId,
    entityType: 'company',
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; userName: string };
}

const contentsSeenBy = async (headers: Headers, entityId = ids.barilla, entityType = 'company') =>
  (await call('GET', `/comments?entityId=${entityId}&entityType=${entityType}`, headers))
    .json()
    .data.map((row: { content: string }) => row.content);

describe('comment visibility', () => {
  it('shows a private comment only to its author', async () => {
    const created = await comment(users.author, 'private', 'Private note');
    expect(created.userName).toBe('Alice');
    expect(await contentsSeenBy(users.author)).toContain('Private note');
    for (const reader of [users.colleague, users.outsider, users.loner]) {
      expect(await contentsSeenBy(reader)).not.toContain('Private note');
    }
  });

  it('shows a public comment to the same organisation, not to another one or to none', async () => {
    await comment(users.author, 'public', 'Shared note');
    expect(await contentsSeenBy(users.colleague)).toContain('Shared note');
    expect(await contentsSeenBy(users.outsider)).not.toContain('Shared note');
    expect(await contentsSeenBy(users.loner)).not.toContain('Shared note');
  });

  it('keeps a loner public comment to themselves', async () => {
    await comment(users.loner, 'public', 'Loner note');
    expect(await contentsSeenBy(users.loner)).toContain('Loner note');
    expect(await contentsSeenBy(users.author)).not.toContain('Loner note');
  });

  it('refuses a comment on a missing record or with empty content', async () => {
    const missing = await call('POST', '/comments', users.author, {
      commentType: 'public',
      content: 'x',
      entityId: 999_999,
      entityType: 'contact',
    });
    expect([missing.statusCode, missing.json().clientType]).toEqual([404, 'NOT_FOUND']);
    const empty = await call('POST', '/comments', users.author, {
      commentType: 'public',
      content: '   ',
      entityId: ids.barilla,
      entityType: 'company',
    });
    expect([empty.statusCode, empty.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe('only the author edits or deletes', () => {
  it('lets the author edit and delete', async () => {
    const { id } = await comment(users.author, 'public', 'Draft');
    const edited = await call('PUT', `/comments/${id}`, users.author, {
      content: 'Final',
      commentType: 'private',
    });
    expect(edited.json().data).toMatchObject({ content: 'Final', commentType: 'private' });
    expect(await contentsSeenBy(users.colleague)).not.toContain('Final');
    expect((await call('DELETE', `/comments/${id}`, users.author)).statusCode).toBe(200);
    expect(await contentsSeenBy(users.author)).not.toContain('Final');
  });

  it('answers 403 to a colleague who can read it, 404 to one who cannot, and changes nothing', async () => {
    const { id } = await comment(users.author, 'public', 'Untouchable');
    for (const [headers, status, code] of [
      [users.colleague, 403, 'FORBIDDEN_ERROR'],
      [users.outsider, 404, 'NOT_FOUND'],
    ] as const) {
      const put = await call('PUT', `/comments/${id}`, headers, { content: 'Changed' });
      const del = await call('DELETE', `/comments/${id}`, headers);
      expect([put.statusCode, put.json().clientType, del.statusCode, del.json().clientType]).toEqual([
        status,
        code,
        status,
        code,
      ]);
    }
    expect(await contentsSeenBy(users.author)).toContain('Untouchable');
  });
});

describe('access', () => {
  it('needs the comments scope', async () => {
    const headers = (await loginAs(t, await createUser(t, { tenants: { italy: { scopes: ['company'] } } })))
      .headers;
    const response = await call('GET', `/comments?entityId=${ids.barilla}&entityType=company`, headers);
    expect(response.json().clientType).toBe('FORBIDDEN_ERROR');
  });

  it('is refused when the tenant turns comments off', async () => {
    await t.db.databases.core
      .updateTable('tenants')
      .set({ settings: { comments: false } })
      .where('id', '=', 'france')
      .execute();
    const user = await createUser(t, { tenants: { france: { scopes } } });
    const headers = (await loginAs(t, user, 'france')).headers;
    const response = await call('GET', '/comments?entityId=1&entityType=company', headers);
    expect([response.statusCode, response.json().clientType]).toEqual([403, 'FORBIDDEN_ERROR']);
  });
});

describe('search filters over visible comments', () => {
  beforeAll(async () => {
    await call('POST', '/comments', users.author, {
      commentType: 'private',
      content: 'About Anna',
      entityId: ids.anna,
      entityType: 'contact',
    });
  });

  it('keeps the companies with a comment the caller can read (only_with_comments)', async () => {
    const names = async (headers: Headers) =>
      (await call('POST', '/company', headers, { city: ['Parma'], only_with_comments: true }))
        .json()
        .data.map((row: { name: string }) => row.name);
    await comment(users.outsider, 'private', 'Outsider on Parmalat', ids.parmalat);
    expect(await names(users.author)).toEqual(['Barilla']);
    expect(await names(users.outsider)).toEqual(['Parmalat']);
    const all = await call('POST', '/company', users.author, { city: ['Parma'], only_with_comments: false });
    expect(all.json().totalResults).toBe(2);
  });

  it('filters contacts with and without a readable comment (commentsExists)', async () => {
    const surnames = async (headers: Headers, commentsExists: boolean) =>
      (await call('POST', '/contact', headers, { surname: 'Ross', commentsExists }))
        .json()
        .contacts.data.map((row: { surname: string }) => row.surname)
        .sort();
    expect(await surnames(users.author, true)).toEqual(['Rossi']);
    expect(await surnames(users.author, false)).toEqual(['Rossini']);
    expect(await surnames(users.colleague, true)).toEqual([]);
  });
});
