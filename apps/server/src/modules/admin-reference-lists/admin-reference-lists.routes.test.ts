import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type SignedIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, await createUser(t, { group: 'ADMIN' }), 'france');
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/v1/admin${url}`,
    headers: admin.headers,
    ...(payload ? { payload } : {}),
  });

describe('reference trees', () => {
  it('adds, renames, deactivates and moves nodes in the x-tenant tenant, keeping paths', async () => {
    const root = (await call('POST', '/reference/trees/sectors', { key: 'Media' })).json().data;
    const child = (await call('POST', '/reference/trees/sectors', { key: 'Press', parentId: root.id })).json()
      .data;
    const grandchild = (
      await call('POST', '/reference/trees/sectors', { key: 'Daily', parentId: child.id })
    ).json().data;
    const other = (await call('POST', '/reference/trees/sectors', { key: 'Retail' })).json().data;

    const renamed = await call('PATCH', `/reference/trees/sectors/${child.id}`, {
      key: 'Print',
      active: false,
    });
    expect(renamed.json().data).toMatchObject({ key: 'Print', active: false, parentId: root.id });

    const moved = await call('PATCH', `/reference/trees/sectors/${child.id}`, { parentId: other.id });
    expect(moved.statusCode).toBe(200);
    const rows = await t.db.databases
      .tenant('france')
      .db.selectFrom('sectors')
      .select(['id', 'path'])
      .where('id', 'in', [child.id, grandchild.id])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.path)).toEqual([
      `${other.id}.${child.id}`,
      `${other.id}.${child.id}.${grandchild.id}`,
    ]);
    // The tree lives in France only.
    const italy = await t.db.databases
      .tenant('italy')
      .db.selectFrom('sectors')
      .select('id')
      .where('key', '=', 'Print')
      .execute();
    expect(italy).toEqual([]);
  });

  it('refuses to move a node under its own descendant, changing nothing', async () => {
    const a = (await call('POST', '/reference/trees/categories', { key: 'A' })).json().data;
    const b = (await call('POST', '/reference/trees/categories', { key: 'B', parentId: a.id })).json().data;
    const c = (await call('POST', '/reference/trees/categories', { key: 'C', parentId: b.id })).json().data;
    const refused = await call('PATCH', `/reference/trees/categories/${a.id}`, { parentId: c.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().clientType).toBe('VALIDATION_ERROR');
    expect((await call('PATCH', `/reference/trees/categories/${a.id}`, { parentId: a.id })).statusCode).toBe(
      400,
    );
    const tree = (await call('GET', '/reference/trees/categories')).json().data;
    expect(tree.find((node: { id: number }) => node.id === a.id).parentId).toBeNull();
    const audit = await t.db.databases.core
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'categories')
      .where('entity_id', '=', String(a.id))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create']);
  });

  it('marks one top-level function area as the HR family, which the contact search then reads', async () => {
    const people = (await call('POST', '/reference/trees/functions', { key: 'Persone' })).json().data;
    const talent = (await call('POST', '/reference/trees/functions', { key: 'Talento' })).json().data;
    const recruiter = (
      await call('POST', '/reference/trees/functions', { key: 'Recruiter', parentId: people.id })
    ).json().data;
    expect(people.hrFamily).toBe(false);
    const codes = async () =>
      (
        await t.db.databases
          .tenant('france')
          .db.selectFrom('functions')
          .select(['id', 'code'])
          .where('code', '=', 'hr')
          .execute()
      ).map((row) => row.id);
    const familyOfTree = async () => {
      const tree = await t.app.inject({
        method: 'GET',
        url: '/api/v1/frontend/tree?entity=Function',
        headers: admin.headers,
      });
      return (tree.json().data as { id: number; code: string | null }[]).find((root) => root.code === 'hr')
        ?.id;
    };

    const marked = await call('PATCH', `/reference/trees/functions/${people.id}`, { hrFamily: true });
    expect(marked.json().data, marked.body).toMatchObject({ id: people.id, hrFamily: true });
    expect(await codes()).toEqual([people.id]);
    expect(await familyOfTree()).toBe(people.id);
    // One family per country: marking another takes the mark from the first.
    await call('PATCH', `/reference/trees/functions/${talent.id}`, { hrFamily: true });
    expect(await codes()).toEqual([talent.id]);
    expect(await familyOfTree()).toBe(talent.id);

    for (const [url, payload, path] of [
      [`/reference/trees/functions/${recruiter.id}`, { hrFamily: true }, 'body.hrFamily'],
      [`/reference/trees/functions/${talent.id}`, { parentId: people.id }, 'body.parentId'],
      [
        `/reference/trees/sectors/${(await call('POST', '/reference/trees/sectors', { key: 'Moda' })).json().data.id}`,
        { hrFamily: true },
        'body.hrFamily',
      ],
    ] as const) {
      const refused = await call('PATCH', url, payload);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().fields[0].path).toBe(path);
    }
    expect(await codes()).toEqual([talent.id]);

    const unmarked = await call('PATCH', `/reference/trees/functions/${talent.id}`, { hrFamily: false });
    expect(unmarked.json().data.hrFamily).toBe(false);
    expect(await codes()).toEqual([]);
    expect(await familyOfTree()).toBeUndefined();
  });

  it('refuses a second entry of one name under one parent, on add, rename and move', async () => {
    const create = (key: string, parentId?: number) =>
      call('POST', '/reference/trees/categories', parentId ? { key, parentId } : { key });
    const food = (await create('Food')).json().data;
    const drinks = (await create('Drinks')).json().data;
    const snacks = (await create('Snacks', food.id)).json().data;
    const drinkSnacks = (await create('snacks', drinks.id)).json().data;
    // One name at two levels, or under two parents, is fine.
    expect(drinkSnacks.key).toBe('snacks');
    expect((await create('Food', drinks.id)).statusCode).toBe(201);

    for (const [method, url, payload, path] of [
      ['POST', '/reference/trees/categories', { key: ' food ' }, 'body.key'],
      ['POST', '/reference/trees/categories', { key: 'SNACKS', parentId: food.id }, 'body.key'],
      ['PATCH', `/reference/trees/categories/${drinks.id}`, { key: 'FOOD' }, 'body.key'],
      ['PATCH', `/reference/trees/categories/${drinkSnacks.id}`, { parentId: food.id }, 'body.parentId'],
    ] as const) {
      const refused = await call(method, url, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(409);
      expect(refused.json()).toMatchObject({
        clientType: 'CONFLICT',
        fields: [{ path, message: expect.stringMatching(/already has "(Food|Snacks)" at this level/) }],
      });
    }
    const tree: { id: number; key: string; parentId: number | null }[] = (
      await call('GET', '/reference/trees/categories')
    ).json().data;
    expect(tree.filter((node) => node.parentId === null && node.key.toLowerCase() === 'food')).toHaveLength(
      1,
    );
    expect(tree.find((node) => node.id === drinks.id)?.key).toBe('Drinks');
    expect(tree.find((node) => node.id === drinkSnacks.id)?.parentId).toBe(drinks.id);
    expect(tree.filter((node) => node.parentId === food.id).map((node) => node.id)).toEqual([snacks.id]);

    // A node may change the case of its own name.
    const recased = await call('PATCH', `/reference/trees/categories/${drinks.id}`, { key: 'DRINKS' });
    expect(recased.json().data.key).toBe('DRINKS');
  });

  it('refuses a parent that does not exist', async () => {
    expect(
      (await call('POST', '/reference/trees/functions', { key: 'x', parentId: 987654 })).json().clientType,
    ).toBe('VALIDATION_ERROR');
  });
});

describe('flat lists and feeds', () => {
  it('adds, relabels and deactivates list items; a duplicate key is a conflict', async () => {
    const item = await call('POST', '/reference/lists/income_range', { key: 'z', label: 'Over 1bn' });
    expect(item.statusCode).toBe(201);
    expect(
      (await call('POST', '/reference/lists/income_range', { key: 'z', label: 'again' })).statusCode,
    ).toBe(409);
    const patched = await call('PATCH', `/reference/lists/income_range/${item.json().data.id}`, {
      label: 'Huge',
      active: false,
    });
    expect(patched.json().data).toMatchObject({ key: 'z', label: 'Huge', active: false });
    expect((await call('GET', '/reference/lists')).json().data).toContain('income_range');
  });

  it('takes plain keys only, and names the key a duplicate clashes with', async () => {
    for (const key of ['media', 'series_a', 'b2b', 'pre-seed', 'a']) {
      expect((await call('POST', '/reference/lists/source', { key, label: key })).statusCode, key).toBe(201);
    }
    for (const key of ['bad key with spaces!', 'Media', 'média', '_media', 'media-', '']) {
      const refused = await call('POST', '/reference/lists/source', { key, label: 'Bad' });
      expect(refused.statusCode, key).toBe(400);
      expect(refused.json().clientType).toBe('VALIDATION_ERROR');
      expect(refused.json().fields[0].path).toBe('body.key');
    }
    const duplicate = await call('POST', '/reference/lists/source', { key: 'media', label: 'Media again' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      clientType: 'CONFLICT',
      fields: [{ path: 'body.key', message: 'source already has the key media' }],
    });
    const items: { key: string; label: string }[] = (await call('GET', '/reference/lists/source')).json()
      .data;
    expect(items.map((item) => item.key).sort()).toEqual(['a', 'b2b', 'media', 'pre-seed', 'series_a']);
  });

  it('manages news feeds', async () => {
    const created = await call('POST', '/feeds', { name: 'Ad news', url: 'https://feeds.example.test/rss' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect((await call('POST', '/feeds', { name: 'Bad', url: 'not a url' })).statusCode).toBe(400);
    expect((await call('PATCH', `/feeds/${id}`, { online: false })).json().data.online).toBe(false);
    expect((await call('DELETE', `/feeds/${id}`)).statusCode).toBe(200);
    expect((await call('GET', '/feeds')).json().data).toEqual([]);
  });
});
