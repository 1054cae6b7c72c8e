import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../shared/api/ApiError.ts';
import { errorReporter } from '../shared/api/errorReporter.ts';

/**
 * A mutation with an `onError` of its own reports its errors itself; one that shows them in
 * place without one (reading `mutation.error`, or an `onError` passed to `mutate`) sets
 * `meta: { handlesErrors: true }`. Any other failure goes to the global error overlay.
 */
declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { handlesErrors?: boolean };
  }
}

/** Statuses the API client already turned into navigation (login, forbidden, reload). */
function isSessionError(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.httpStatus === 401 || error.httpStatus === 403 || error.clientType === 'USER_ALREADY_LOGGED')
  );
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isApiError(error) && failureCount < 2,
      },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.options.onError || mutation.meta?.handlesErrors || isSessionError(error)) return;
        errorReporter.report(error);
      },
    }),
  });
}
