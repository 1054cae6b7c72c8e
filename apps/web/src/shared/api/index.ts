export { ApiError, isAbortError, isApiError } from './ApiError.ts';
export { type ApiRequestOptions, apiFetch, apiRequest, toApiError } from './apiClient.ts';
export { setApiNavigation } from './apiNavigation.ts';
export { apiUpload, type UploadOptions } from './apiUpload.ts';
export { errorReporter } from './errorReporter.ts';
