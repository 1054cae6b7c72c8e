import { isApiError } from '../../../shared/api/ApiError.ts';
import { ErrorResult } from '../../../shared/ui/ErrorResult.tsx';

/** What a route shows when its page fails to load or render (`error`, what it threw). */
export function RouteErrorPage({ error }: { error: unknown }) {
  if (isApiError(error))
    return <ErrorResult status={error.httpStatus} supportId={error.id} code={error.clientType} />;
  return <ErrorResult status={500} />;
}
