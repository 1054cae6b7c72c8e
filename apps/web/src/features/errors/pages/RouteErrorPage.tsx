import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { ErrorResult } from '../../../shared/ui/ErrorResult.tsx';

/** What a route shows when its page fails to load or render. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isApiError(error))
    return <ErrorResult status={error.httpStatus} supportId={error.id} code={error.clientType} />;
  if (isRouteErrorResponse(error)) return <ErrorResult status={error.status} />;
  return <ErrorResult status={500} />;
}
