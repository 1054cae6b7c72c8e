import { describe, expect, it } from 'vitest';
import { checkMapping, readImportRow, suggestMapping } from './import.rules.ts';
import { buildRecordSchema, checkFieldValue, checkRecordBody, findRecordField } from './record.rules.ts';
import { RECORD_FIELDS, type RecordField } from './record-fields.constants.ts';

const NOW = new Date('2026-03-15T12:00:00Z');
const field = (entity: 'companies' | 'contacts' | 'social_media', key: string) =>
  findRecordField(entity, key) as RecordField;
const issue = (entity: 'companies' | 'contacts' | 'social_media', key: string, value: unknown) => {
  const checked = checkFieldValue(field(entity, key), value, NOW);
  return checked.ok ? 'OK' : checked.issue;
};

describe('record schemas', () => {
  it('marks the system fields read-only in every entity', () => {
    for (const fields of Object.values(RECORD_FIELDS)) {
      for (const key of ['id', 'created_at', 'modified_at']) {
        expect(fields.find((field) => field.key === key)?.readOnly).toBe(true);
      }
    }
  });
  it('requires the required fields on create and refuses system fields', () => {
    const create = buildRecordSchema('companies', 'create', NOW);
    expect(create.safeParse({ name: 'Acme', type: 'ADV' }).success).toBe(true);
    expect(create.safeParse({ name: '  ', type: 'ADV' }).success).toBe(false);
    expect(create.safeParse({ name: 'Acme', type: 'XX' }).success).toBe(false);
    expect(create.safeParse({ name: 'Acme', type: 'ADV', id: 3 }).success).toBe(false);
  });
  it('trims links and checks them against their pattern', () => {
    const update = buildRecordSchema('companies', 'update', NOW);
    expect(update.parse({ website: '  https://acme.test  ' })).toEqual({ website: 'https://acme.test' });
    expect(update.safeParse({ website: 'acme dot test' }).success).toBe(false);
    expect(update.parse({ website: '' })).toEqual({ website: null });
  });
  it('checks numbers and dates', () => {
    const update = buildRecordSchema('contacts', 'update', NOW);
    expect(update.parse({ company_id: '12' })).toEqual({ company_id: 12 });
    expect(update.safeParse({ company_id: '1.5' }).success).toBe(false);
    expect(update.safeParse({ nomination_date: '2024-02-30x' }).success).toBe(false);
    expect(update.parse({ nomination_date: '2024-02-03' })).toEqual({ nomination_date: '2024-02-03' });
    expect(update.safeParse({ nomination_date: '2023-02-29' }).success).toBe(false);
    expect(update.parse({ nomination_date: '2024-02-29' })).toEqual({ nomination_date: '2024-02-29' });
  });
});

describe('record field rules', () => {
  it('keeps a founding year between 1800 and next year', () => {
    const range = { code: 'RANGE', min: 1800, max: 2027 };
    expect(issue('companies', 'creation_year', -50)).toEqual(range);
    expect(issue('companies', 'creation_year', '1799')).toEqual(range);
    expect(issue('companies', 'creation_year', 2028)).toEqual(range);
    expect(issue('companies', 'creation_year', 2027)).toBe('OK');
    expect(issue('companies', 'creation_year', '1800')).toBe('OK');
    expect(issue('companies', 'creation_year', 1999.5)).toEqual({ code: 'WHOLE_NUMBER' });
  });
  it('checks e-mails, links and the length of every text', () => {
    expect(issue('companies', 'email', 'bad-email')).toEqual({ code: 'EMAIL' });
    expect(issue('contacts', 'email', 'anna@acme')).toEqual({ code: 'EMAIL' });
    expect(issue('companies', 'email', ' info@acme.it ')).toBe('OK');
    expect(issue('companies', 'website', 'www.acme.it')).toEqual({ code: 'LINK' });
    expect(issue('companies', 'website', 'https://localhost')).toEqual({ code: 'LINK' });
    expect(issue('companies', 'website', 'https://www.città.it/chi-siamo')).toBe('OK');
    expect(issue('companies', 'vat', 'X'.repeat(300))).toEqual({ code: 'TOO_LONG', max: 30 });
    expect(issue('companies', 'vat', 'IT06363391001')).toBe('OK');
    expect(issue('companies', 'name', 'N'.repeat(201))).toEqual({ code: 'TOO_LONG', max: 200 });
    expect(issue('companies', 'name', `  ${'N'.repeat(200)}  `)).toBe('OK');
    for (const fields of Object.values(RECORD_FIELDS)) {
      for (const candidate of fields.filter((one) => !one.readOnly && one.type !== 'number')) {
        if (['text', 'textarea', 'link'].includes(candidate.type))
          expect(candidate.maxLength, candidate.key).toBeGreaterThan(0);
      }
    }
  });
  it('says "required" for an empty required field, whatever its type', () => {
    expect(issue('companies', 'name', '  ')).toEqual({ code: 'REQUIRED' });
    expect(issue('companies', 'type', null)).toEqual({ code: 'REQUIRED' });
    expect(issue('social_media', 'measured_at', undefined)).toEqual({ code: 'REQUIRED' });
    expect(issue('companies', 'vat', '')).toBe('OK');
  });
  it('names each refused field of a body, with the reason in English', () => {
    const checked = checkRecordBody(
      'companies',
      'create',
      { type: 'ADV', creation_year: -50, email: 'bad-email', vat: 'X'.repeat(300), id: 4 },
      NOW,
    );
    expect(checked.success).toBe(false);
    expect(checked.success ? [] : checked.fields).toEqual([
      { key: 'name', message: 'is required' },
      { key: 'vat', message: 'must be at most 30 characters' },
      { key: 'creation_year', message: 'must be between 1800 and 2027' },
      { key: 'email', message: 'must be an e-mail address' },
      { key: 'id', message: 'is not an editable field' },
    ]);
    expect(checkRecordBody('companies', 'update', { name: { first: 'x' } }, NOW)).toEqual({
      success: false,
      fields: [{ key: 'name', message: 'has the wrong type' }],
    });
  });
});

describe('import mapping', () => {
  it('suggests columns by key or alias', () => {
    expect(suggestMapping('companies', ['Name', 'Type', 'CAP', 'City', 'whatever'])).toEqual({
      name: 0,
      type: 1,
      postal_code: 2,
      city: 3,
    });
  });
  it('reports unmapped required fields and columns out of range', () => {
    expect(checkMapping('companies', { name: 0, city: 9 }, 3)).toEqual([
      'city: no column 9',
      'type: required, not mapped',
    ]);
  });
  it('reads a row and gives a reason per bad value', () => {
    const { row, errors } = readImportRow(
      'companies',
      { name: 0, type: 1, creation_year: 2 },
      ['Acme', 'ZZ', 'old'],
      7,
      NOW,
    );
    expect(row.values).toEqual({ name: 'Acme' });
    expect(errors.map((error) => [error.line, error.field, error.code, error.value])).toEqual([
      [7, 'type', 'OPTION', 'ZZ'],
      [7, 'creation_year', 'NUMBER', 'old'],
    ]);
  });
  it("places a founding year's range by the time it is given, not the machine's clock", () => {
    const year = (cell: string, now: Date) =>
      readImportRow('companies', { creation_year: 0 }, [cell], 2, now).errors.map((error) => error.code);
    // Up to next year: 2027 in 2026, and 2031 only once it is 2030.
    expect([year('2027', NOW), year('2028', NOW)]).toEqual([[], ['RANGE']]);
    expect(year('2031', new Date('2030-06-01T00:00:00Z'))).toEqual([]);
  });
  it('names what each kind of bad value got wrong, for the import report', () => {
    const codes = (entity: 'companies' | 'contacts', key: string, cells: string[]) =>
      cells.map(
        (cell) =>
          readImportRow(entity, { [key]: 0 }, [cell], 2, NOW).errors.map((error) => error.code)[0] ?? 'OK',
      );
    expect(codes('companies', 'name', ['', '  ', 'x'.repeat(501), 'Acme'])).toEqual([
      'REQUIRED',
      'REQUIRED',
      'TOO_LONG',
      'OK',
    ]);
    expect(codes('companies', 'creation_year', ['1999.5', 'MCMXC', '-50', '1990'])).toEqual([
      'WHOLE_NUMBER',
      'NUMBER',
      'RANGE',
      'OK',
    ]);
    expect(codes('companies', 'email', ['bad-email', 'info@acme.it'])).toEqual(['EMAIL', 'OK']);
    expect(codes('companies', 'vat', ['X'.repeat(300), 'IT06363391001'])).toEqual(['TOO_LONG', 'OK']);
    expect(codes('contacts', 'nomination_date', ['2024-02-30x', '31/01/2024', '2024-01-31'])).toEqual([
      'DATE',
      'DATE',
      'OK',
    ]);
    expect(codes('companies', 'active', ['yes', 'true'])).toEqual(['BOOLEAN', 'OK']);
    expect(codes('companies', 'website', ['ftp:/x', 'https://acme.test'])).toEqual(['LINK', 'OK']);
  });
});
