import type { TenantId } from '@adatlas/domain/tenants';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { pendingSignIn } from '../api/pendingSignIn.ts';
import { ssoApi } from '../api/sso.api.ts';
import { useSsoDiscovery } from '../hooks/useSsoDiscovery.ts';

export interface SsoSignInOfferProps {
  email: string | undefined;
  tenant: TenantId | undefined;
}

/** "Continue with <organisation> sign-in" under the login form, for an address of a configured domain. */
export function SsoSignInOffer({ email, tenant }: SsoSignInOfferProps) {
  const { t } = useTranslation();
  const discovery = useSsoDiscovery(email);
  const start = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () => {
      if (!email || !tenant) throw new Error('NO_TENANT_SELECTED');
      const started = await ssoApi.start(email, tenant);
      pendingSignIn.save({ browserKey: started.browserKey, tenant });
      window.location.assign(started.authorizationUrl);
    },
  });
  if (!discovery) return null;
  const error = start.error;
  const code = error ? (isApiError(error) ? error.clientType : error.message) : null;
  return (
    <div data-testid="sso-offer" style={{ marginTop: 16 }}>
      {discovery.required ? (
        <Alert
          type="info"
          showIcon
          title={t('SSO.REQUIRED_HINT', { name: discovery.displayName })}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {code ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t(errorMessageKey(code))}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Button
        block
        size="large"
        loading={start.isPending}
        onClick={() => start.mutate()}
        // A long organisation name wraps on a phone instead of running past the card.
        style={{ whiteSpace: 'normal', height: 'auto', minHeight: 40 }}
      >
        {t('SSO.CONTINUE', { name: discovery.displayName })}
      </Button>
    </div>
  );
}
