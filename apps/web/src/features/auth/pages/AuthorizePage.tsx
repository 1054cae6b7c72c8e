import { useQuery } from '@tanstack/react-query';
import { Alert, App, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { sessionStore } from '../../../shared/session/sessionStore.ts';
import { ErrorResult } from '../../../shared/ui/ErrorResult.tsx';
import { authApi } from '../api/auth.api.ts';
import { nextPathAfterLogin } from '../utils/nextPathAfterLogin.ts';

const BACK_TO_LOGIN_STATUSES = new Set([400, 401, 403]);

/**
 * Target of the verification e-mail link: exchanges the one-time code for a session, which confirms
 * the address, says so once, and goes on into the registration flow with the plan the link carries
 * (a registration started from a plan link). The code works once, so the exchange runs as a query
 * that is never retried or refetched.
 */
export function AuthorizePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { search } = useLocation();
  const code = new URLSearchParams(search).get('code');
  const isSignedIn = useRef(false);
  const exchange = useQuery({
    queryKey: ['authorize', code],
    queryFn: () => authApi.exchangeCode(code ?? '', `${window.location.origin}/authorize`),
    enabled: Boolean(code),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
  });

  useEffect(() => {
    if (!exchange.data || isSignedIn.current) return;
    isSignedIn.current = true;
    sessionStore.save(exchange.data);
    void message.success({ content: t('PAGES.AUTHORIZE.EMAIL_CONFIRMED'), duration: 6 });
    void navigate(nextPathAfterLogin(exchange.data.user, null, search), { replace: true });
  }, [exchange.data, navigate, message, t, search]);

  if (!code) return <Navigate to="/login" replace />;
  const error = exchange.error;
  if (error && isApiError(error) && BACK_TO_LOGIN_STATUSES.has(error.httpStatus)) {
    return <Navigate to="/login" replace />;
  }
  if (error && isApiError(error) && error.httpStatus === 500)
    return <ErrorResult status={500} supportId={error.id} />;
  if (error) return <Alert type="error" showIcon role="alert" title={t('PAGES.AUTHORIZE.FAILED')} />;
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <Spin size="large" tip={t('PAGES.AUTHORIZE.SIGNING_IN')}>
        <div style={{ width: 200, height: 80 }} />
      </Spin>
    </div>
  );
}
