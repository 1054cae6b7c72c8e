import type { ImportEntity, ImportErrorCode } from './admin.constants.ts';
import { checkFieldValue, describeFieldIssue, editableFields } from './record.rules.ts';
import type { RecordField } from './record-fields.constants.ts';

/** Field key → index of the file column that feeds it. */
export type ImportMapping = Record<string, number>;

/** A refused row of a dry run, or what stopped a started import. */
export interface ImportError {
  /** 1-based line in the file, the header being line 1; 0 when no one line is to blame. */
  line: number;
  field: string;
  code: ImportErrorCode;
  /** The cell as the file holds it. */
  value: string;
  /** The same in English, for the API's readers and the logs. */
  reason: string;
}

/** The fields an import can fill: the editable ones plus `id`, which matches existing records. */
export function importFields(entity: ImportEntity): RecordField[] {
  const idField: RecordField = {
    section: 'db_info',
    order: 0,
    key: 'id',
    label: 'ADMIN.FIELD.ID',
    type: 'number',
    integer: true,
  };
  return [idField, ...editableFields(entity)];
}

const ALIASES: Record<string, string> = {
  zip: 'postal_code',
  cap: 'postal_code',
  postcode: 'postal_code',
  phone: 'tel',
  telephone: 'tel',
  mobile: 'phone',
  url: 'website',
  site: 'website',
  firstname: 'name',
  lastname: 'surname',
  mail: 'email',
  companyid: 'company_id',
  functionid: 'function_id',
};

const normalise = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Maps each field to the first header that names it (its key, loosely, or a common alias). */
export function suggestMapping(entity: ImportEntity, header: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const fields = importFields(entity);
  header.forEach((title, index) => {
    const wanted = normalise(title);
    const key =
      fields.find((field) => normalise(field.key) === wanted)?.key ??
      (ALIASES[wanted] && fields.some((field) => field.key === ALIASES[wanted])
        ? ALIASES[wanted]
        : undefined);
    if (key && mapping[key] === undefined) mapping[key] = index;
  });
  return mapping;
}

/** Problems with the mapping itself: unknown fields, columns out of range, required fields unmapped. */
export function checkMapping(entity: ImportEntity, mapping: ImportMapping, columnCount: number): string[] {
  const fields = importFields(entity);
  const problems: string[] = [];
  for (const [key, index] of Object.entries(mapping)) {
    if (!fields.some((field) => field.key === key)) problems.push(`${key}: not an importable field`);
    if (!Number.isInteger(index) || index < 0 || index >= columnCount)
      problems.push(`${key}: no column ${index}`);
  }
  for (const field of fields) {
    if (field.required && mapping[field.key] === undefined)
      problems.push(`${field.key}: required, not mapped`);
  }
  return problems;
}

export interface ParsedImportRow {
  line: number;
  values: Record<string, unknown>;
}

/**
 * Reads one data row through the mapping, checking each value by the rules the records editor
 * applies. `now` (the request's time) places the range of a year.
 */
export function readImportRow(
  entity: ImportEntity,
  mapping: ImportMapping,
  cells: readonly string[],
  line: number,
  now: Date,
): { row: ParsedImportRow; errors: ImportError[] } {
  const values: Record<string, unknown> = {};
  const errors: ImportError[] = [];
  for (const field of importFields(entity)) {
    const index = mapping[field.key];
    if (index === undefined) continue;
    const cell = cells[index] ?? '';
    const checked = checkFieldValue(field, cell, now);
    if (checked.ok) values[field.key] = checked.value;
    else
      errors.push({
        line,
        field: field.key,
        code: checked.issue.code,
        value: cell,
        reason: describeFieldIssue(checked.issue),
      });
  }
  return { row: { line, values }, errors };
}
