import { z } from 'zod';
import type { RecordEntity, RecordFieldIssueCode } from './admin.constants.ts';
import { RECORD_FIELDS, type RecordField } from './record-fields.constants.ts';

/** What a field's value got wrong, with what the message needs to say it. */
export type RecordFieldIssue =
  | { code: 'TOO_LONG'; max: number }
  | { code: 'RANGE'; min?: number; max?: number }
  | { code: 'OPTION'; options: readonly string[] }
  | { code: Exclude<RecordFieldIssueCode, 'TOO_LONG' | 'RANGE' | 'OPTION'> };

export type FieldCheck = { ok: true; value: unknown } | { ok: false; issue: RecordFieldIssue };

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;
const EMAIL = z.email();

const valid = (value: unknown): FieldCheck => ({ ok: true, value });
const invalid = (issue: RecordFieldIssue): FieldCheck => ({ ok: false, issue });

/** The bounds of a number field; a year's upper one moves with `now`. */
function numberRange(field: RecordField, now: Date): { min?: number; max?: number } {
  const max = field.maxYearsAhead === undefined ? field.max : now.getUTCFullYear() + field.maxYearsAhead;
  return { min: field.min, max };
}

/** A calendar day that exists (not 30 February), from year 1 on as Postgres takes it. */
function isRealDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  return year >= 1 && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

function checkText(field: RecordField, value: string): FieldCheck {
  if (field.maxLength !== undefined && value.length > field.maxLength)
    return invalid({ code: 'TOO_LONG', max: field.maxLength });
  if (field.format === 'email' && !EMAIL.safeParse(value).success) return invalid({ code: 'EMAIL' });
  if (field.type === 'link' && !new RegExp(field.regex ?? '.*', 'iu').test(value))
    return invalid({ code: 'LINK' });
  return valid(value);
}

function checkNumber(field: RecordField, raw: unknown, now: Date): FieldCheck {
  if (typeof raw !== 'number' && typeof raw !== 'string') return invalid({ code: 'NUMBER' });
  const value = Number(raw);
  if (!Number.isFinite(value)) return invalid({ code: 'NUMBER' });
  if (field.integer && !Number.isInteger(value)) return invalid({ code: 'WHOLE_NUMBER' });
  const { min, max } = numberRange(field, now);
  if ((min !== undefined && value < min) || (max !== undefined && value > max))
    return invalid({ code: 'RANGE', min, max });
  return valid(value);
}

/**
 * Checks one field's value and gives it as the column takes it (trimmed, a number, a boolean).
 * Blank strings mean "no value": forms send '' for a cleared input; a required field refuses it.
 * `now` places the range of a year.
 */
export function checkFieldValue(field: RecordField, raw: unknown, now: Date): FieldCheck {
  const isBlank = raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
  if (isBlank) return field.required ? invalid({ code: 'REQUIRED' }) : valid(null);
  switch (field.type) {
    case 'text':
    case 'link':
      return typeof raw === 'string' ? checkText(field, raw.trim()) : invalid({ code: 'INVALID' });
    case 'textarea':
      return typeof raw === 'string' ? checkText(field, raw) : invalid({ code: 'INVALID' });
    case 'number':
      return checkNumber(field, raw, now);
    case 'date':
      return typeof raw === 'string' && isRealDate(raw.trim())
        ? valid(raw.trim())
        : invalid({ code: 'DATE' });
    case 'select':
      return typeof raw === 'string' && (field.options ?? []).includes(raw)
        ? valid(raw)
        : invalid({ code: 'OPTION', options: field.options ?? [] });
    case 'boolean':
      if (typeof raw === 'boolean') return valid(raw);
      return raw === 'true' || raw === 'false' ? valid(raw === 'true') : invalid({ code: 'BOOLEAN' });
  }
}

/** The issue in English, for the API's readers and the logs; the web words it from the code. */
export function describeFieldIssue(issue: RecordFieldIssue): string {
  switch (issue.code) {
    case 'REQUIRED':
      return 'is required';
    case 'NUMBER':
      return 'must be a number';
    case 'WHOLE_NUMBER':
      return 'must be a whole number';
    case 'RANGE':
      if (issue.min !== undefined && issue.max !== undefined)
        return `must be between ${issue.min} and ${issue.max}`;
      return issue.min !== undefined ? `must be at least ${issue.min}` : `must be at most ${issue.max}`;
    case 'DATE':
      return 'must be a real date (YYYY-MM-DD)';
    case 'OPTION':
      return `must be one of ${issue.options.join(', ')}`;
    case 'TOO_LONG':
      return `must be at most ${issue.max} characters`;
    case 'EMAIL':
      return 'must be an e-mail address';
    case 'LINK':
      return 'must be a link starting with http:// or https://';
    case 'BOOLEAN':
      return 'must be true or false';
    case 'INVALID':
      return 'has the wrong type';
  }
}

/** The schema of one field's value; `null` means empty, refused when the field is required. */
export function fieldValueSchema(field: RecordField, now: Date): z.ZodType {
  return z.unknown().transform((raw, ctx) => {
    const checked = checkFieldValue(field, raw, now);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: 'custom', message: describeFieldIssue(checked.issue), params: checked.issue });
    return z.NEVER;
  });
}

export function editableFields(entity: RecordEntity): RecordField[] {
  return RECORD_FIELDS[entity].filter((field) => !field.readOnly);
}

/**
 * The body of a create (every required field present) or an update (any subset of the editable
 * fields). System fields are refused, not silently dropped, so a client bug shows.
 */
export function buildRecordSchema(entity: RecordEntity, mode: 'create' | 'update', now: Date) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of editableFields(entity)) {
    const value = fieldValueSchema(field, now);
    shape[field.key] = mode === 'create' && field.required ? value : value.optional();
  }
  return z.object(shape).strict();
}

export type RecordBodyCheck =
  | { success: true; data: Record<string, unknown> }
  | { success: false; fields: { key: string; message: string }[] };

/** A create or update body checked field by field: the values to write, or what is wrong with each field. */
export function checkRecordBody(
  entity: RecordEntity,
  mode: 'create' | 'update',
  body: Record<string, unknown>,
  now: Date,
): RecordBodyCheck {
  const parsed = buildRecordSchema(entity, mode, now).safeParse(body);
  if (parsed.success) return { success: true, data: parsed.data };
  const fields = parsed.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ key, message: 'is not an editable field' }))
      : [{ key: String(issue.path[0] ?? ''), message: issue.message }],
  );
  return { success: false, fields };
}

/** The label a field key shows with, for error messages that name a column. */
export function findRecordField(entity: RecordEntity, key: string): RecordField | undefined {
  return RECORD_FIELDS[entity].find((field) => field.key === key);
}
