import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { sessionStore } from '../../../shared/session/sessionStore.ts';
import { tenantStore } from '../../../shared/session/tenantStore.ts';
import { CenteredCard } from '../../../shared/ui/CenteredCard.tsx';
import { pendingSignIn } from '../api/pendingSignIn.ts';
import { ssoApi } from '../api/sso.api.ts';

/**
 * Where the organisation's provider sends the browser back: the server checks the answer against
 * the sign-in this tab started and opens the session. It works once, so it is never retried.
 */
export function SsoCallbackPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [pending] = useState(pendingSignIn.take);
  const isSaved = useRef(false);
  const exchange = useQuery({
    queryKey: ['sso', 'callback', search],
    queryFn: () => {
      if (!pending) throw new Error('SSO_FAILED');
      tenantStore.set(pending.tenant);
      return ssoApi.complete(search, pending.browserKey, pending.tenant);
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (!exchange.data || isSaved.current) return;
    isSaved.current = true;
    // The route guard sends the signed-in user on, as after a password sign-in.
    sessionStore.save(exchange.data);
  }, [exchange.data]);

  const error = exchange.error;
  if (error) {
    const code = isApiError(error) ? error.clientType : error.message;
    return (
      <CenteredCard title={t('SSO.CALLBACK_TITLE')}>
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t(errorMessageKey(code))}
          style={{ marginBottom: 16 }}
        />
        <Link to="/login">
          <Button block>{t('SSO.BACK_TO_LOGIN')}</Button>
        </Link>
      </CenteredCard>
    );
  }
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <Spin size="large" tip={t('PAGES.AUTHORIZE.SIGNING_IN')}>
        <div style={{ width: 200, height: 80 }} />
      </Spin>
    </div>
  );
}
