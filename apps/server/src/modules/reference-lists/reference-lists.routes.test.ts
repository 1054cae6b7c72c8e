import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithEveryScope } from '../../../test/auth-helpers.ts';
import { createCompany, createReferenceItem, createTreeNode } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let authorization: string;
const get = (url: string, tenant = 'italy') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/frontend${url}`,
    headers: { authorization, 'x-tenant': tenant },
  });

beforeAll(async () => {
  t = await createTestApp();
  authorization = await signInWithEveryScope(t);
  const it = t.db.databases.tenant('italy');
  const food = await createTreeNode(it, 'sectors', 'Food');
  await createTreeNode(it, 'sectors', 'Coffee', food.id);
  const hr = await createTreeNode(it, 'functions', 'Risorse umane');
  await it.db.updateTable('functions').set({ code: 'hr' }).where('id', '=', hr.id).execute();
  await createTreeNode(it, 'functions', 'Direttore risorse umane', hr.id);
  await createTreeNode(it, 'functions', 'Marketing');
  await createReferenceItem(it, 'income_range', 'a', { label: '< 1M', sort_order: 1 });
  await createReferenceItem(it, 'income_range', 'b', { label: '1-5M', sort_order: 2 });
  await createReferenceItem(it, 'employer_range', 'a');
  for (const city of ['Milano', 'Milano', 'Mílazzo', 'Torino'])
    await createCompany(it, { name: city, city, region: 'X' });
});
afterAll(async () => {
  await t.close();
});

describe('reference lists', () => {
  it('answers a tree with children', async () => {
    const { data } = (await get('/tree?entity=Sector')).json();
    expect(data).toEqual([
      expect.objectContaining({
        key: 'Food',
        children: [expect.objectContaining({ key: 'Coffee', children: [] })],
      }),
    ]);
    expect((await get('/tree?entity=Sector', 'france')).json().data).toEqual([]);
  });
  it('gives function families their stable code, and none to categories and sectors', async () => {
    const { data } = (await get('/tree?entity=Function')).json();
    expect(data).toEqual([
      expect.objectContaining({ key: 'Marketing', code: null }),
      expect.objectContaining({
        key: 'Risorse umane',
        code: 'hr',
        children: [expect.objectContaining({ key: 'Direttore risorse umane', code: null })],
      }),
    ]);
    const [food] = (await get('/tree?entity=Sector')).json().data;
    expect(food).not.toHaveProperty('code');
  });
  it('answers a flat list in order', async () => {
    expect(
      (await get('/flat?entity=income_range')).json().data.map((i: { label: string }) => i.label),
    ).toEqual(['< 1M', '1-5M']);
  });
  it('answers distinct company cities by normalised prefix', async () => {
    expect((await get('/company/field/city?q=mil')).json().data).toEqual(['Milano', 'Mílazzo']);
    expect((await get('/company/field/city')).json().data).toEqual(['Milano', 'Mílazzo', 'Torino']);
  });
  it('refuses unknown entities and fields', async () => {
    expect((await get('/tree?entity=Planet')).json().clientType).toBe('VALIDATION_ERROR');
    expect((await get('/flat?entity=passwords')).json().clientType).toBe('VALIDATION_ERROR');
    expect((await get('/company/field/vat')).json().clientType).toBe('VALIDATION_ERROR');
  });
});
