import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../shared/api/ApiError.ts';
import { errorReporter } from '../shared/api/errorReporter.ts';
import { createQueryClient } from './queryClient.ts';

const reported: unknown[] = [];
const unsubscribe = errorReporter.subscribe((error) => reported.push(error));

afterEach(() => {
  reported.length = 0;
});

async function failMutation(
  error: unknown,
  options: { meta?: { handlesErrors?: boolean }; onError?: (error: unknown) => void } = {},
): Promise<void> {
  const client = createQueryClient();
  const mutation = client
    .getMutationCache()
    .build(client, { mutationFn: () => Promise.reject(error), ...options });
  await mutation.execute(undefined).catch(() => undefined);
  client.clear();
}

const apiError = (httpStatus: number, clientType: string) =>
  new ApiError({ httpStatus, clientType, description: clientType, id: 'req-1' });

describe('unhandled mutation errors', () => {
  it('go to the global overlay, out-of-quota included', async () => {
    await failMutation(apiError(500, 'UNEXPECTED'));
    await failMutation(apiError(402, 'OUT_OF_QUOTA_ERROR'));
    expect(reported.map((error) => (error as ApiError).clientType)).toEqual([
      'UNEXPECTED',
      'OUT_OF_QUOTA_ERROR',
    ]);
  });

  it('stay with the form that shows them in place', async () => {
    await failMutation(apiError(400, 'VALIDATION_ERROR'), { meta: { handlesErrors: true } });
    expect(reported).toEqual([]);
  });

  it('are shown once, by the mutation, when it has an onError of its own', async () => {
    const ownReports: unknown[] = [];
    await failMutation(apiError(502, 'MAILER_LOGIN_FAILED'), { onError: (error) => ownReports.push(error) });
    expect(ownReports.map((error) => (error as ApiError).clientType)).toEqual(['MAILER_LOGIN_FAILED']);
    expect(reported).toEqual([]);
  });

  it('are not shown again when the API client already moved the user (401, 403, replaced session)', async () => {
    await failMutation(apiError(401, 'UNAUTHORIZED_ERROR'));
    await failMutation(apiError(403, 'FORBIDDEN_ERROR'));
    await failMutation(apiError(400, 'USER_ALREADY_LOGGED'));
    expect(reported).toEqual([]);
  });

  it('are dropped when the request was aborted', async () => {
    await failMutation(new DOMException('The operation was aborted.', 'AbortError'));
    expect(reported).toEqual([]);
    unsubscribe();
  });
});

describe('ApiError.fromBody', () => {
  it('reads the envelope', () => {
    const error = ApiError.fromBody(
      403,
      { httpStatus: 403, clientType: 'NO_RIGHTS_TO_TENANT', description: 'x', id: 'abc' },
      null,
    );
    expect([error.httpStatus, error.clientType, error.id]).toEqual([403, 'NO_RIGHTS_TO_TENANT', 'abc']);
  });

  it('turns a body that is not an envelope into a generic error with the request id', () => {
    const error = ApiError.fromBody(502, '<html>Bad gateway</html>', 'req-9');
    expect([error.httpStatus, error.clientType, error.id]).toEqual([502, 'UNEXPECTED', 'req-9']);
  });
});
