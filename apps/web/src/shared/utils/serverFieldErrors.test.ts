import { findRecordField, type RecordField } from '@adatlas/domain/admin';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import { createTranslator } from '../../i18n/translator.ts';
import { ApiError } from '../api/index.ts';
import { fieldIssueText } from './fieldIssueText.ts';
import { serverFieldErrors } from './serverFieldErrors.ts';

const { t } = createTranslator({ language: 'en', dictionaries: { en } });
const NOW = new Date('2026-03-15T12:00:00Z');
const fields = ['name', 'creation_year', 'email', 'vat', 'city'].map(
  (key) => findRecordField('companies', key) as RecordField,
);
const refused = (entries: { path: string; message: string }[]) =>
  new ApiError({
    httpStatus: 400,
    clientType: 'VALIDATION_ERROR',
    description: 'Invalid companies fields',
    id: '1',
    fields: entries,
  });

describe('fieldIssueText', () => {
  it('says what each rule wants, with its limit', () => {
    expect(fieldIssueText(t, { code: 'REQUIRED' })).toBe('Required');
    expect(fieldIssueText(t, { code: 'TOO_LONG', max: 30 })).toBe('Too long: at most 30 characters');
    expect(fieldIssueText(t, { code: 'RANGE', min: 1800, max: 2027 })).toBe('Must be between 1800 and 2027');
    expect(fieldIssueText(t, { code: 'RANGE', min: 0 })).toBe('Must be at least 0');
    expect(fieldIssueText(t, { code: 'EMAIL' })).toBe('Not a valid e-mail address');
  });
});

describe('serverFieldErrors', () => {
  it("words each field a refused save names by the field's own rule", () => {
    const error = refused([
      { path: 'body.creation_year', message: 'must be between 1800 and 2027' },
      { path: 'body.email', message: 'must be an e-mail address' },
    ]);
    expect(serverFieldErrors(t, error, fields, { creation_year: -50, email: 'bad-email' }, NOW)).toEqual([
      { name: 'creation_year', errors: ['Must be between 1800 and 2027'] },
      { name: 'email', errors: ['Not a valid e-mail address'] },
    ]);
  });

  it("keeps the server's words for a rule only it knows, and names a vanished record", () => {
    const company = findRecordField('contacts', 'company_id') as RecordField;
    const error = refused([
      { path: 'body.city', message: 'is taken' },
      { path: 'body.company_id', message: 'refers to a missing record' },
      { path: 'body.created_at', message: 'is not an editable field' },
    ]);
    expect(serverFieldErrors(t, error, [...fields, company], { city: 'Roma', company_id: 7 }, NOW)).toEqual([
      { name: 'city', errors: ['is taken'] },
      { name: 'company_id', errors: ['The chosen record no longer exists'] },
    ]);
  });

  it('names no field for other errors', () => {
    const conflict = new ApiError({ httpStatus: 409, clientType: 'CONFLICT', description: 'x', id: '1' });
    expect(serverFieldErrors(t, conflict, fields, {}, NOW)).toEqual([]);
    expect(serverFieldErrors(t, new Error('offline'), fields, {}, NOW)).toEqual([]);
  });
});
