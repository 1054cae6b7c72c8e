import type { ApiError } from './ApiError.ts';

const REQUEST_PART = /^(?:body|query|params|headers)\./;
const BARE_STATUS = /^HTTP \d{3}$/;

/**
 * What the server said about a refused call, for the error overlay to show under its translated
 * message: each field it named with its reason, or else its description of a 4xx refusal. Nothing
 * for server faults (their description helps no user) or an answer that carried no envelope.
 */
export function errorDetails(
  error: Pick<ApiError, 'httpStatus' | 'clientType' | 'description'> & Partial<Pick<ApiError, 'fields'>>,
): string[] {
  if (error.fields?.length) {
    return error.fields.map((field) => `${field.path.replace(REQUEST_PART, '')}: ${field.message}`);
  }
  const isRefusal = error.httpStatus >= 400 && error.httpStatus < 500;
  const description = error.description.trim();
  if (!isRefusal || !description || description === error.clientType || BARE_STATUS.test(description))
    return [];
  return [description];
}
