import { checkFieldValue, type RecordField } from '@adatlas/domain/admin';
import { describe, expect, it } from 'vitest';
import { USER_EDIT_FIELDS, type UserEditValues, userPatch } from './userEditForm.ts';

const NOW = new Date('2026-03-15T12:00:00Z');
const initial: UserEditValues = {
  name: 'Paola',
  surname: 'Rossi',
  language: 'it',
  group: 'CUSTOMER',
  extraCompanyCredits: 0,
  extraContactCredits: 5,
};
const field = (key: string) => USER_EDIT_FIELDS.find((candidate) => candidate.key === key) as RecordField;

describe('userPatch', () => {
  it('sends nothing for an untouched form', () => {
    expect(userPatch(initial, { ...initial })).toEqual({});
  });

  it('sends only the fields changed, names trimmed', () => {
    expect(
      userPatch(initial, { ...initial, name: '  Paolina ', extraCompanyCredits: 120, surname: 'Rossi ' }),
    ).toEqual({ name: 'Paolina', extraCompanyCredits: 120 });
    expect(userPatch(initial, { ...initial, group: 'ADMIN', language: 'fr' })).toEqual({
      group: 'ADMIN',
      language: 'fr',
    });
  });

  it('clears a name emptied to blanks, and keeps an unknown mail language unknown', () => {
    expect(userPatch(initial, { ...initial, surname: '   ' })).toEqual({ surname: null });
    expect(userPatch({ ...initial, name: null }, { ...initial, name: '' })).toEqual({});
    expect(userPatch({ ...initial, language: null }, { ...initial, language: null })).toEqual({});
  });

  it('never sends an emptied credit field (the form refuses it)', () => {
    expect(userPatch(initial, { ...initial, extraContactCredits: null })).toEqual({});
  });

  it('reads a field the form does not hold as unchanged', () => {
    expect(userPatch(initial, {})).toEqual({});
    expect(userPatch(initial, { name: undefined, language: undefined, extraCompanyCredits: 3 })).toEqual({
      extraCompanyCredits: 3,
    });
  });
});

describe('USER_EDIT_FIELDS', () => {
  it("holds the API's limits: 100 characters for names, whole credits from 0 to 1,000,000", () => {
    expect(checkFieldValue(field('name'), 'x'.repeat(101), NOW)).toEqual({
      ok: false,
      issue: { code: 'TOO_LONG', max: 100 },
    });
    expect(checkFieldValue(field('surname'), '', NOW)).toEqual({ ok: true, value: null });
    const company = field('extraCompanyCredits');
    expect(checkFieldValue(company, 1_000_001, NOW)).toMatchObject({ ok: false, issue: { code: 'RANGE' } });
    expect(checkFieldValue(company, -1, NOW)).toMatchObject({ ok: false, issue: { code: 'RANGE' } });
    expect(checkFieldValue(company, 2.5, NOW)).toMatchObject({ ok: false, issue: { code: 'WHOLE_NUMBER' } });
    expect(checkFieldValue(company, null, NOW)).toMatchObject({ ok: false, issue: { code: 'REQUIRED' } });
    expect(checkFieldValue(field('extraContactCredits'), 1_000_000, NOW)).toEqual({
      ok: true,
      value: 1_000_000,
    });
  });
});
