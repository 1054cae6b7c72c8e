export { ApiError, isAbortError, isApiError } from './ApiError.ts';
export { type ApiRequestOptions, apiRequest } from './apiClient.ts';
export { setApiNavigation } from './apiNavigation.ts';
export { errorReporter } from './errorReporter.ts';
