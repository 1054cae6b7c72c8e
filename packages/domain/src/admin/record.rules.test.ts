import { describe, expect, it } from 'vitest';
import { checkMapping, readImportRow, suggestMapping } from './import.rules.ts';
import { buildRecordSchema } from './record.rules.ts';
import { RECORD_FIELDS } from './record-fields.constants.ts';

describe('record schemas', () => {
  it('marks the system fields read-only in every entity', () => {
    for (const fields of Object.values(RECORD_FIELDS)) {
      for (const key of ['id', 'created_at', 'modified_at']) {
        expect(fields.find((field) => field.key === key)?.readOnly).toBe(true);
      }
    }
  });
  it('requires the required fields on create and refuses system fields', () => {
    const create = buildRecordSchema('companies', 'create');
    expect(create.safeParse({ name: 'Acme', type: 'ADV' }).success).toBe(true);
    expect(create.safeParse({ name: '  ', type: 'ADV' }).success).toBe(false);
    expect(create.safeParse({ name: 'Acme', type: 'XX' }).success).toBe(false);
    expect(create.safeParse({ name: 'Acme', type: 'ADV', id: 3 }).success).toBe(false);
  });
  it('trims links and checks them against their pattern', () => {
    const update = buildRecordSchema('companies', 'update');
    expect(update.parse({ website: '  https://acme.test  ' })).toEqual({ website: 'https://acme.test' });
    expect(update.safeParse({ website: 'acme dot test' }).success).toBe(false);
    expect(update.parse({ website: '' })).toEqual({ website: null });
  });
  it('checks numbers and dates', () => {
    const update = buildRecordSchema('contacts', 'update');
    expect(update.parse({ company_id: '12' })).toEqual({ company_id: 12 });
    expect(update.safeParse({ company_id: '1.5' }).success).toBe(false);
    expect(update.safeParse({ nomination_date: '2024-02-30x' }).success).toBe(false);
    expect(update.parse({ nomination_date: '2024-02-03' })).toEqual({ nomination_date: '2024-02-03' });
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
    );
    expect(row.values).toEqual({ name: 'Acme' });
    expect(errors.map((error) => [error.line, error.field, error.code, error.value])).toEqual([
      [7, 'type', 'OPTION', 'ZZ'],
      [7, 'creation_year', 'NUMBER', 'old'],
    ]);
  });
  it('names what each kind of bad value got wrong, for the import report', () => {
    const codes = (entity: 'companies' | 'contacts', key: string, cells: string[]) =>
      cells.map(
        (cell) => readImportRow(entity, { [key]: 0 }, [cell], 2).errors.map((error) => error.code)[0] ?? 'OK',
      );
    expect(codes('companies', 'name', ['', '  ', 'x'.repeat(501), 'Acme'])).toEqual([
      'REQUIRED',
      'REQUIRED',
      'TOO_LONG',
      'OK',
    ]);
    expect(codes('companies', 'creation_year', ['1999.5', 'MCMXC', '1990'])).toEqual([
      'WHOLE_NUMBER',
      'NUMBER',
      'OK',
    ]);
    expect(codes('contacts', 'nomination_date', ['2024-02-30x', '31/01/2024', '2024-01-31'])).toEqual([
      'DATE',
      'DATE',
      'OK',
    ]);
    expect(codes('companies', 'active', ['yes', 'true'])).toEqual(['BOOLEAN', 'OK']);
    expect(codes('companies', 'website', ['ftp:/x', 'https://acme.test'])).toEqual(['LINK', 'OK']);
  });
});
