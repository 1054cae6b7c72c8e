import type { AdminUserSummary } from '@adatlas/domain/admin';
import type { TenantId } from '@adatlas/domain/tenants';
import { useMutation } from '@tanstack/react-query';
import { App, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { tenantStore } from '../../../shared/session/tenantStore.ts';
import { impersonationApi } from '../api/impersonation.api.ts';
import { impersonationUrl } from '../utils/impersonationLink.ts';
import { impersonationTenant } from '../utils/impersonationTenant.ts';

/**
 * "See as this user": a read-only session as the customer, opened in a new tab that keeps it to
 * itself (see ImpersonatePage); this tab and the admin's session stay as they are.
 */
export function useSeeAsUser(): { seeAs: (user: AdminUserSummary) => void; isPending: boolean } {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const start = useMutation({
    mutationFn: ({ user, tenant }: { user: AdminUserSummary; tenant: TenantId }) =>
      impersonationApi.start(user.id, tenant),
  });
  const seeAs = (user: AdminUserSummary) => {
    const tenant = impersonationTenant(user.tenants, tenantStore.get(), new Date());
    if (!tenant) {
      void message.warning(t('IMPERSONATION.NO_LIVE_LICENCE'));
      return;
    }
    start.mutate(
      { user, tenant },
      {
        onSuccess: (issued) => {
          const url = impersonationUrl({ token: issued.token, tenant, expiresAt: issued.expiresAt });
          if (openTab(url)) return;
          // A pop-up blocker stopped the tab: a link the admin clicks opens it.
          modal.info({
            title: t('IMPERSONATION.BLOCKED_TITLE'),
            content: (
              <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
                {t('IMPERSONATION.OPEN_TAB')}
              </Typography.Link>
            ),
          });
        },
      },
    );
  };
  return { seeAs, isPending: start.isPending };
}

function openTab(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  // The customer's tab gets no handle on the admin's page.
  tab.opener = null;
  return true;
}
