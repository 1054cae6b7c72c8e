import type { ImportEntity } from './admin.constants.ts';
import { importFields } from './import.rules.ts';
import type { RecordField, RecordLookup } from './record-fields.constants.ts';

/** What a column of an import file accepts, for the column guide (the web words it). */
export type ImportColumnAccepts =
  | { kind: 'recordId' }
  | { kind: 'text'; maxLength?: number }
  | { kind: 'email' }
  | { kind: 'link' }
  | { kind: 'number'; integer: boolean; min?: number; max?: number }
  | { kind: 'year'; min?: number; max: number }
  | { kind: 'date' }
  | { kind: 'option'; options: readonly string[] }
  | { kind: 'boolean' }
  | { kind: 'lookup'; lookup: RecordLookup };

export interface ImportColumn {
  /** The header the template writes (the field's key, which the mapping recognises). */
  key: string;
  /** i18n key of the field's label. */
  label: string;
  required: boolean;
  accepts: ImportColumnAccepts;
  /** A value the import accepts, shown in the guide and written in the template's example row. */
  example: string;
}

/** Examples that read like the field, where a generic one would not. */
const EXAMPLES: Record<string, string> = {
  vat: 'IT01234567890',
  ateco_code: '73.11',
  address: 'Via Roma 1',
  postal_code: '20121',
  city: 'Milano',
  province: 'MI',
  region: 'Lombardia',
  nation: 'Italia',
  tel: '+39 02 1234567',
  fax: '+39 02 7654321',
  phone: '+39 333 1234567',
  prefix: 'Dott.',
  title: 'Head of Marketing',
  surname: 'Rossi',
  email: 'name@example.com',
  website: 'https://www.example.com',
  logo_url: 'https://www.example.com/logo.png',
  linkedin: 'https://www.linkedin.com/in/example',
  public_comment: 'Free text',
};
const NAME_EXAMPLES: Record<ImportEntity, string> = {
  companies: 'Example Agency',
  contacts: 'Giulia',
  brands: 'Example Brand',
};

function acceptsOf(field: RecordField, now: Date): ImportColumnAccepts {
  if (field.key === 'id') return { kind: 'recordId' };
  if (field.lookup) return { kind: 'lookup', lookup: field.lookup };
  switch (field.type) {
    case 'number':
      if (field.maxYearsAhead !== undefined)
        return { kind: 'year', min: field.min, max: now.getUTCFullYear() + field.maxYearsAhead };
      return { kind: 'number', integer: field.integer === true, min: field.min, max: field.max };
    case 'date':
      return { kind: 'date' };
    case 'select':
      return { kind: 'option', options: field.options ?? [] };
    case 'boolean':
      return { kind: 'boolean' };
    case 'link':
      return { kind: 'link' };
    default:
      return field.format === 'email' ? { kind: 'email' } : { kind: 'text', maxLength: field.maxLength };
  }
}

function exampleOf(entity: ImportEntity, field: RecordField, accepts: ImportColumnAccepts, now: Date) {
  switch (accepts.kind) {
    // A new record has no id; a lookup's id depends on the country's data, so the example leaves it empty.
    case 'recordId':
    case 'lookup':
      return '';
    case 'year':
      return String(now.getUTCFullYear() - 10);
    case 'number':
      return String(accepts.min ?? 1);
    case 'date':
      return now.toISOString().slice(0, 10);
    case 'option':
      return accepts.options[0] ?? '';
    case 'boolean':
      return 'true';
    default:
      return field.key === 'name' ? NAME_EXAMPLES[entity] : (EXAMPLES[field.key] ?? 'Example');
  }
}

/**
 * The columns an import of `entity` reads, required ones first, each with what it accepts and an
 * example: the back office's column guide and its downloadable template are both made from it.
 */
export function importColumns(entity: ImportEntity, now: Date): ImportColumn[] {
  const columns = importFields(entity).map((field) => {
    const accepts = acceptsOf(field, now);
    return {
      key: field.key,
      label: field.label,
      required: field.required === true,
      accepts,
      example: exampleOf(entity, field, accepts, now),
    };
  });
  return [...columns.filter((column) => column.required), ...columns.filter((column) => !column.required)];
}

const csvCell = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * A CSV template for `entity`: the header the wizard maps by itself, then one example row the
 * import accepts. Semicolons, as spreadsheet programs in the product's countries write them.
 */
export function importTemplateCsv(entity: ImportEntity, now: Date): string {
  const columns = importColumns(entity, now);
  const line = (cells: string[]) => cells.map(csvCell).join(';');
  return `${line(columns.map((column) => column.key))}\r\n${line(columns.map((column) => column.example))}\r\n`;
}
