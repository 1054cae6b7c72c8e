import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { sessionStore } from '../../../shared/session/sessionStore.ts';
import { tenantStore } from '../../../shared/session/tenantStore.ts';
import { authApi } from '../api/auth.api.ts';

/** /logout/do: ends the session on the server, forgets session and country, goes home. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useQuery({
    queryKey: ['logout'],
    // A failed logout (session already ended) still signs the user out here.
    queryFn: () =>
      authApi.logout().then(
        () => true,
        () => true,
      ),
    retry: false,
    gcTime: 0,
  });

  useEffect(() => {
    if (!logout.data) return;
    sessionStore.clear();
    tenantStore.clear();
    queryClient.clear();
    void navigate('/', { replace: true });
  }, [logout.data, navigate, queryClient]);

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <Spin size="large" tip={t('PAGES.LOGOUT.SIGNING_OUT')}>
        <div style={{ width: 200, height: 80 }} />
      </Spin>
    </div>
  );
}
