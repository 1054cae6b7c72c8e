import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createContact,
  createCrea,
  createPitch,
  createReferenceItem,
  EXPECTED_ACCESS,
  expectMarketAccessRules,
  type HeadersFor,
  signInMarketUser,
} from '../../../test/market-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let as: HeadersFor;

beforeAll(async () => {
  t = await createTestApp();
  as = await signInMarketUser(t);
  const italy = t.db.databases.tenant('italy');
  const company = await createCompany(italy, { name: 'Home Corp' });
  const base = Date.UTC(2024, 0, 1);
  for (let n = 0; n < 55; n += 1) {
    await createContact(italy, {
      surname: `Recent${n}`,
      company_id: company.id,
      modified_at: new Date(base + n * 1000),
    });
  }
  await createContact(italy, {
    surname: 'Inactive',
    modified_at: new Date(base + 10_000_000),
    active: false,
  });
  const category = await createReferenceItem(italy, 'pitch_category', 'media');
  for (let n = 0; n < 22; n += 1) {
    const day = String((n % 28) + 1).padStart(2, '0');
    await createPitch(italy, {
      title: `Home pitch ${n}`,
      company_id: company.id,
      category_id: category.id,
      start_date: `2023-02-${day}`,
    });
  }
  await createCrea(italy, { title: 'Older', published_at: '2020-01-01' });
  await createCrea(italy, { title: 'Newest', published_at: '2024-01-01' });
  const france = t.db.databases.tenant('france');
  await createContact(france, { surname: 'Dupont', modified_at: new Date(base + 20_000_000) });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, tenant = 'italy') =>
  t.app.inject({ method: 'GET', url: `/api/v1/frontend${url}`, headers: as(tenant) });

describe('home lists', () => {
  it('GET /home/contacts: the 50 latest modified active contacts with their company', async () => {
    const { data } = (await get('/home/contacts')).json();
    expect(data).toHaveLength(50);
    expect(data[0]).toMatchObject({
      surname: 'Recent54',
      company: { name: 'Home Corp' },
      modifiedAt: '2024-01-01T00:00:54.000Z',
    });
    expect(data.at(-1).surname).toBe('Recent5');
    expect(data.map((c: { surname: string }) => c.surname)).not.toContain('Dupont');
  });

  it('GET /home/pitches: page 1 by start date desc', async () => {
    const { data } = (await get('/home/pitches')).json();
    expect(data).toHaveLength(20);
    expect(data[0].start_date).toBe('2023-02-22');
  });

  it('GET /home/creas: newest first', async () => {
    const { data } = (await get('/home/creas')).json();
    expect(data.map((c: { title: string }) => c.title)).toEqual(['Newest', 'Older']);
  });

  it('answers another tenant with its own rows only', async () => {
    const { data } = (await get('/home/contacts', 'france')).json();
    expect(data.map((c: { surname: string }) => c.surname)).toEqual(['Dupont']);
    expect((await get('/home/creas', 'france')).json().data).toEqual([]);
  });
});

describe('home lists access', () => {
  it('GET /home/contacts needs the contact scope', async () => {
    expect(
      await expectMarketAccessRules(t, { method: 'GET', url: '/api/v1/frontend/home/contacts' }, 'contact'),
    ).toEqual(EXPECTED_ACCESS);
  });

  it('GET /home/pitches needs the pitch scope', async () => {
    expect(
      await expectMarketAccessRules(t, { method: 'GET', url: '/api/v1/frontend/home/pitches' }, 'pitch'),
    ).toEqual(EXPECTED_ACCESS);
  });
});
