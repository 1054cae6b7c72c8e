import { describe, expect, it } from 'vitest';
import { IMPORT_ENTITIES } from './admin.constants.ts';
import { parseCsv } from './csv.rules.ts';
import { checkMapping, importFields, readImportRow, suggestMapping } from './import.rules.ts';
import { importColumns, importTemplateCsv } from './import-template.rules.ts';

const NOW = new Date('2026-03-15T12:00:00Z');

describe('import template and column guide', () => {
  it.each(IMPORT_ENTITIES)(
    'gives %s a template the wizard maps by itself and whose example row imports',
    (entity) => {
      const [header, example, ...rest] = parseCsv(importTemplateCsv(entity, NOW));
      expect(rest).toEqual([]);
      const mapping = suggestMapping(entity, header ?? []);
      // Every column of the template lands on its field, and every importable field has a column.
      expect(Object.keys(mapping).sort()).toEqual(
        importFields(entity)
          .map((field) => field.key)
          .sort(),
      );
      expect(checkMapping(entity, mapping, header?.length ?? 0)).toEqual([]);
      const { errors, row } = readImportRow(entity, mapping, example ?? [], 2, NOW);
      expect(errors).toEqual([]);
      expect(row.values.name).toBeTruthy();
    },
  );

  it('lists required columns first and says what each accepts', () => {
    const columns = importColumns('contacts', NOW);
    const firstOptional = columns.findIndex((column) => !column.required);
    expect(columns.slice(0, firstOptional).map((column) => column.key)).toEqual(['name', 'surname']);
    expect(columns.slice(firstOptional).every((column) => !column.required)).toBe(true);
    const accepts = Object.fromEntries(columns.map((column) => [column.key, column.accepts]));
    expect(accepts.id).toEqual({ kind: 'recordId' });
    expect(accepts.email).toEqual({ kind: 'email' });
    expect(accepts.nomination_date).toEqual({ kind: 'date' });
    expect(accepts.company_id).toEqual({
      kind: 'lookup',
      lookup: { source: 'records', entity: 'companies' },
    });
    expect(accepts.title).toEqual({ kind: 'text', maxLength: 200 });
  });

  it('bounds a founding year by the day it is asked', () => {
    const year = importColumns('companies', NOW).find((column) => column.key === 'creation_year');
    expect(year?.accepts).toEqual({ kind: 'year', min: 1800, max: 2027 });
    expect(year?.example).toBe('2016');
    const type = importColumns('companies', NOW).find((column) => column.key === 'type');
    if (type?.accepts.kind !== 'option') throw new Error('the company type is a choice');
    expect(type.example).toBe(type.accepts.options[0]);
  });

  it("writes the header in the guide's order, separated by semicolons", () => {
    expect(importTemplateCsv('brands', NOW).split('\r\n')[0]).toBe(
      'name;id;company_id;active;website;logo_url',
    );
  });
});
