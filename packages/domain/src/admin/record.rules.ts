import { z } from 'zod';
import type { RecordEntity } from './admin.constants.ts';
import { RECORD_FIELDS, type RecordField } from './record-fields.constants.ts';

const TEXT_MAX = 500;
const TEXTAREA_MAX = 20_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;

/** Blank strings mean "no value": forms send '' for a cleared input. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** The schema of one field's value; `null` means empty, refused when the field is required. */
export function fieldValueSchema(field: RecordField): z.ZodType {
  let schema: z.ZodType;
  switch (field.type) {
    case 'text':
      schema = z.string().trim().max(TEXT_MAX);
      break;
    case 'textarea':
      schema = z.string().max(TEXTAREA_MAX);
      break;
    case 'number': {
      let number = z.coerce.number<unknown>().refine(Number.isFinite, 'must be a number');
      if (field.integer) number = number.refine(Number.isInteger, 'must be a whole number');
      const { min, max } = field;
      if (min !== undefined) number = number.refine((value) => value >= min, `must be at least ${min}`);
      if (max !== undefined) number = number.refine((value) => value <= max, `must be at most ${max}`);
      schema = number;
      break;
    }
    case 'date':
      schema = z
        .string()
        .trim()
        .regex(DATE_PATTERN, 'must be a date (YYYY-MM-DD)')
        .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a real date');
      break;
    case 'select':
      schema = z.enum((field.options ?? []) as [string, ...string[]]);
      break;
    case 'link':
      schema = z
        .string()
        .trim()
        .max(2000)
        .regex(new RegExp(field.regex ?? '.*'), 'must be a valid link');
      break;
    case 'boolean':
      schema = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);
      break;
  }
  const nullable = field.required ? schema : schema.nullable();
  return z.preprocess(blankToNull, nullable);
}

export function editableFields(entity: RecordEntity): RecordField[] {
  return RECORD_FIELDS[entity].filter((field) => !field.readOnly);
}

/**
 * The body of a create (every required field present) or an update (any subset of the editable
 * fields). System fields are refused, not silently dropped, so a client bug shows.
 */
export function buildRecordSchema(entity: RecordEntity, mode: 'create' | 'update') {
  const shape: Record<string, z.ZodType> = {};
  for (const field of editableFields(entity)) {
    const value = fieldValueSchema(field);
    shape[field.key] = mode === 'create' && field.required ? value : value.optional();
  }
  return z.object(shape).strict();
}

/** The label a field key shows with, for error messages that name a column. */
export function findRecordField(entity: RecordEntity, key: string): RecordField | undefined {
  return RECORD_FIELDS[entity].find((field) => field.key === key);
}
