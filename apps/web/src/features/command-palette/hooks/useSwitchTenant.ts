import type { TenantId } from '@adatlas/domain/tenants';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { sessionStore } from '../../../shared/session/sessionStore.ts';
import { changeTenant } from '../../../shared/session/switchTenant.ts';
import { fetchTenantAccess } from '../../../shared/session/tenantAccess.ts';
import { useSession } from '../../../shared/session/useSession.ts';

/**
 * Moves the session to another country as the header's country dialog does: the server's scopes
 * and flags there first, then every cached answer fetched again, on the home page.
 */
export function useSwitchTenant(): (tenant: TenantId) => Promise<void> {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { session } = useSession();
  return async (tenant) => {
    if (!session) return;
    try {
      const next = await changeTenant(session, tenant, new Date(), fetchTenantAccess);
      if (!next) {
        void message.error(t('ERROR.NO_RIGHTS_TO_TENANT'));
        return;
      }
      flushSync(() => sessionStore.save(next));
      void queryClient.invalidateQueries();
      void navigate('/');
    } catch (error) {
      void message.error(isApiError(error) ? t(errorMessageKey(error.clientType)) : t('ERROR.UNEXPECTED'));
    }
  };
}
