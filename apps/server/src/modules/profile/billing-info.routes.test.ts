import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;

const COMPANY = {
  firstName: 'Ada',
  lastName: 'Rossi',
  birthDate: '1985-12-10',
  phoneNumber: '+39 333 1234567',
  isCompany: true,
  companyName: 'Rossi Media srl',
  administrationEmail: 'admin@rossi.test',
  function: 'CEO',
  address: {
    addressLine1: 'Via Roma 1',
    addressLine2: 'Scala A',
    city: 'Milano',
    postalCode: '20100',
    country: 'IT',
  },
  countrySpecificInfo: {
    italy: {
      codiceFiscale: '12345678903',
      vatNumber: 'IT12345678903',
      pec: 'rossi@pec.test',
      sdiCode: 'ABC1234',
    },
  },
};

beforeAll(async () => {
  t = await createTestApp();
  headers = (await loginAs(t, await createUser(t))).headers;
});
afterAll(async () => {
  await t.close();
});

const patch = (billingInfo: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/v1/user/me', headers, payload: { billingInfo } });

describe('PATCH /api/v1/user/me billingInfo', () => {
  it('saves a juridical person with an Italian VAT and a physical person with a codice fiscale', async () => {
    const saved = await patch(COMPANY);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.billingInfo.countrySpecificInfo.italy).toEqual(
      COMPANY.countrySpecificInfo.italy,
    );
    const person = {
      firstName: 'Mario',
      lastName: 'Rossi',
      birthDate: '1985-12-10',
      phoneNumber: '3331234567',
      isCompany: false,
      address: { country: 'IT' },
      countrySpecificInfo: { italy: { codiceFiscale: 'RSSMRA85T10A562S' } },
    };
    expect((await patch(person)).statusCode).toBe(200);
  });

  it('refuses bad tax ids, VAT, e-mails and SDI with the fields, changing nothing', async () => {
    await patch(COMPANY);
    const bad = {
      ...COMPANY,
      administrationEmail: 'not-an-email',
      countrySpecificInfo: {
        italy: { codiceFiscale: '12345678900', vatNumber: 'IT12345678900', pec: 'x', sdiCode: 'AB' },
      },
    };
    const answer = await patch(bad);
    expect([answer.statusCode, answer.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);
    expect(
      answer
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual([
      'body.billingInfo.administrationEmail',
      'body.billingInfo.countrySpecificInfo.italy.codiceFiscale',
      'body.billingInfo.countrySpecificInfo.italy.pec',
      'body.billingInfo.countrySpecificInfo.italy.sdiCode',
      'body.billingInfo.countrySpecificInfo.italy.vatNumber',
    ]);
    const physicalBadCode = await patch({
      isCompany: false,
      address: { country: 'IT' },
      countrySpecificInfo: { italy: { codiceFiscale: 'RSSMRA85T10A562X' } },
    });
    expect(physicalBadCode.statusCode).toBe(400);
    const frenchVat = await patch({ ...COMPANY, address: { ...COMPANY.address, country: 'FR' } });
    expect(frenchVat.json().fields.map((field: { path: string }) => field.path)).toContain(
      'body.billingInfo.countrySpecificInfo.italy.vatNumber',
    );
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers })).json().data;
    expect(me.billingInfo).toEqual(COMPANY);
  });

  it('still saves partial info step by step', async () => {
    expect((await patch({ firstName: 'Ada', lastName: 'Rossi' })).statusCode).toBe(200);
  });
});
