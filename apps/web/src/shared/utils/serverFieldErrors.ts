import { checkFieldValue, type RecordField } from '@adatlas/domain/admin';
import type { TFunction } from '../../i18n/translator.ts';
import { isApiError } from '../api/index.ts';
import { fieldIssueText } from './fieldIssueText.ts';

export interface FieldErrors {
  name: string;
  errors: string[];
}

/**
 * The fields a refused save names (`body.<key>`), each with its message in the user's language:
 * the field's own rule when the value sent breaks one (the server applies the same rules), else
 * the one rule only the server knows, that a chosen record still exists, else the server's words.
 * Empty when the error names no field of the form.
 */
export function serverFieldErrors(
  t: TFunction,
  error: unknown,
  fields: readonly RecordField[],
  sent: Record<string, unknown>,
  now: Date,
): FieldErrors[] {
  if (!isApiError(error) || error.clientType !== 'VALIDATION_ERROR') return [];
  const byName = new Map<string, string[]>();
  for (const { path, message } of error.fields ?? []) {
    const field = fields.find((candidate) => `body.${candidate.key}` === path);
    if (!field) continue;
    const checked = checkFieldValue(field, sent[field.key] ?? null, now);
    const text = !checked.ok
      ? fieldIssueText(t, checked.issue)
      : field.lookup
        ? t('ADMIN.FIELD_ERROR.NO_RECORD')
        : message;
    byName.set(field.key, [...(byName.get(field.key) ?? []), text]);
  }
  return [...byName].map(([name, errors]) => ({ name, errors }));
}
