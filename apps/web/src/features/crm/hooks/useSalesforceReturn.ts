import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { crmApi } from '../api/crm.api.ts';
import { crmQueries } from '../api/crm.queries.ts';

/**
 * Salesforce sends the browser back to profile › CRM with `code` and `state` (or `error`): this
 * hands them to the server once and clears them from the address.
 */
export function useSalesforceReturn() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const started = useRef(false);
  const finish = useMutation({
    mutationFn: crmApi.finishSalesforce,
    onSuccess: (connection) => queryClient.setQueryData(crmQueries.connection().queryKey, connection),
  });
  const code = params.get('code');
  const state = params.get('state');
  const refused = params.get('error');
  useEffect(() => {
    if (started.current || (!code && !refused)) return;
    started.current = true;
    setParams({}, { replace: true });
    if (code && state) finish.mutate({ code, state });
  }, [code, state, refused, setParams, finish]);
  const failure = finish.error ?? (refused ? new Error(refused) : null);
  return {
    isPending: finish.isPending,
    error: failure,
    errorText: failure
      ? t(errorMessageKey(isApiError(failure) ? failure.clientType : 'CRM_LOGIN_FAILED'))
      : null,
  };
}
