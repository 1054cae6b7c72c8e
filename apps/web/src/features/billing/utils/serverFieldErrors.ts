import type { FormInstance } from 'antd';
import type { TFunction } from '../../../i18n/translator.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { type FieldIssue, type FieldPath, serverFieldName } from './billingForm.ts';

/** Puts the server's billing field errors (VALIDATION_ERROR fields) on the form; returns their names. */
export function applyServerFieldErrors(form: FormInstance, error: unknown, t: TFunction): FieldPath[] {
  if (!isApiError(error) || !error.fields) return [];
  const fields = error.fields.flatMap((field) => {
    const name = serverFieldName(field.path);
    return name ? [{ name: [...name], errors: [t(field.message)] }] : [];
  });
  form.setFields(fields);
  return fields.map((field) => field.name);
}

/** Shows the domain schema's issues (dictionary keys) on the form's fields. */
export function applyFieldIssues(form: FormInstance, issues: readonly FieldIssue[], t: TFunction): void {
  form.setFields(issues.map((issue) => ({ name: [...issue.name], errors: [t(issue.message)] })));
}
