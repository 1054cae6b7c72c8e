import { isApiError } from '../../../shared/api/ApiError.ts';

/**
 * The form fields a VALIDATION_ERROR names (`body.currentPassword` → `currentPassword`), each with
 * the message the caller picks for it; empty for any other error.
 */
export function fieldErrors<Field extends string>(
  error: unknown,
  messages: Record<Field, string>,
): { name: Field; errors: string[] }[] {
  if (!isApiError(error) || error.clientType !== 'VALIDATION_ERROR') return [];
  const named = (error.fields ?? [])
    .map((field) => field.path.replace(/^body\./, ''))
    .filter((name): name is Field => name in messages);
  return [...new Set(named)].map((name) => ({ name, errors: [messages[name]] }));
}
