import {
  type CompanyDetail,
  CompanyDetailResponseSchema,
  GroupTreeNodeSchema,
} from '@adatlas/domain/companies';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

let apps: ReturnType<typeof Fastify>[] = [];

/** A Fastify app with the app's serializer and one GET route answering `answer` under `schema`. */
async function answerWith(schema: z.ZodType, answer: unknown) {
  const app = Fastify();
  apps.push(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.get('/x', { schema: { response: { 200: schema } } }, async () => answer);
  return app.inject({ method: 'GET', url: '/x' });
}

afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

const company = {
  id: 7,
  name: 'Agència Nord "Due"',
  type: 'AG',
  active: true,
  logo: null,
  mainCategory: { id: 3, key: 'media' },
  sectors: [{ id: 1, key: 'food' }],
  otherCategories: [],
  internationalInvest: ['FR'],
  collectiveAgreements: [{ id: 2, key: 'cnl', identifier: 'X1' }],
  address: {
    address: 'Via Roma 1',
    addressNotes: null,
    postalCode: '20100',
    city: 'Milano',
    province: 'MI',
    region: 'Lombardia',
    nation: 'Italia',
    position: null,
  },
  tel: null,
  fax: null,
  email: 'info@example.it',
  website: null,
  eCommerce: null,
  vat: '123',
  creationYear: 1999,
  storeNumber: null,
  numberOfContacts: 4,
  mediumPlanning: null,
  incomeRange: null,
  employerRange: '10-49',
  keyNielsen: null,
  atecoCode: null,
  nationOrig: null,
  publicComment: 'Line one\nline two',
  parent: { id: 1, name: 'Gruppo' },
  childrenIds: [8, 9],
  externalLinks: [{ id: 1, label: 'Wikipedia', link: 'https://w', logo: null, disabled: false }],
  wikipediaExtract: null,
  jobOffersUpdatedAt: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  modifiedAt: '2024-02-01T00:00:00.000Z',
  verifiedAt: null,
  sections: {
    contacts: true,
    financials: false,
    jobOffers: false,
    investmentRounds: false,
    nielsen: true,
    brands: false,
    pitch: false,
    creativity: false,
    group: true,
    socialMedia: true,
  },
} satisfies CompanyDetail;

describe('response serializer', () => {
  it('writes the same JSON as zod for a whole company detail', async () => {
    const answer = { data: company };
    const response = await answerWith(CompanyDetailResponseSchema, answer);
    expect(response.statusCode).toBe(200);
    // The same values; fast-json-stringify writes required fields before optional ones.
    expect(response.json()).toStrictEqual(
      JSON.parse(JSON.stringify(CompanyDetailResponseSchema.parse(answer))),
    );
  });

  it('writes only declared fields: what a handler adds by mistake never leaves the server', async () => {
    const schema = z.object({
      data: z.object({ id: z.number().int(), owner: z.object({ name: z.string() }).nullable() }),
    });
    const response = await answerWith(schema, {
      data: { id: 1, passwordHash: 'secret', owner: { name: 'Ada', email: 'ada@example.it' } },
      debug: { sql: 'select' },
    });
    expect(response.json()).toEqual({ data: { id: 1, owner: { name: 'Ada' } } });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('ada@example.it');
  });

  it('writes null and non-null values of nullable fields', async () => {
    const schema = z.object({
      text: z.string().nullable(),
      count: z.number().int().nullable(),
      place: z.object({ lat: z.number() }).nullable(),
      tags: z.array(z.string()).nullable(),
    });
    const empty = await answerWith(schema, { text: null, count: null, place: null, tags: null });
    expect(empty.json()).toEqual({ text: null, count: null, place: null, tags: null });
    const full = await answerWith(schema, { text: 'a', count: 0, place: { lat: 1.5 }, tags: ['x'] });
    expect(full.json()).toEqual({ text: 'a', count: 0, place: { lat: 1.5 }, tags: ['x'] });
  });

  it('writes a null enum or literal inside a union, whose branches are validated to pick one', async () => {
    const schema = z.union([
      z.object({ language: z.enum(['en', 'it']).nullable(), kind: z.literal('a').nullable() }),
      z.object({ challenge: z.string() }),
    ]);
    for (const answer of [
      { language: null, kind: null },
      { language: 'it', kind: 'a' },
      { challenge: 'c1' },
    ]) {
      const response = await answerWith(schema, answer);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(answer);
    }
  });

  it('answers 500, not a partial body, when a required field is missing', async () => {
    const schema = z.object({ id: z.number().int(), name: z.string() });
    const response = await answerWith(schema, { id: 1 });
    expect(response.statusCode).toBe(500);
  });

  it('serialises a recursive schema (the group tree)', async () => {
    const tree = { id: 1, name: 'Root', children: [{ id: 2, name: 'Child', children: [] }] };
    const response = await answerWith(GroupTreeNodeSchema, tree);
    expect(response.json()).toEqual(tree);
  });

  it('keeps zod for what JSON Schema cannot express: defaults filled, transforms applied', async () => {
    const withDefault = await answerWith(z.object({ page: z.number().default(1) }), {});
    expect(withDefault.json()).toEqual({ page: 1 });
    const withTransform = await answerWith(
      z.object({ name: z.string().transform((name) => name.toUpperCase()) }),
      { name: 'ada' },
    );
    expect(withTransform.json()).toEqual({ name: 'ADA' });
  });
});
