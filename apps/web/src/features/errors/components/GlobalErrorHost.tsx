import { hasScope } from '@adatlas/domain/scopes';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { errorReporter } from '../../../shared/api/errorReporter.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { tenantQueries } from '../../tenants/api/tenant.queries.ts';
import { OutOfQuotaModal } from './OutOfQuotaModal.tsx';
import { UnexpectedErrorOverlay } from './UnexpectedErrorOverlay.tsx';

type Shown = { kind: 'quota' } | { kind: 'error'; code?: string; message: string; supportId?: string };

/** Renders what `errorReporter` receives: the out-of-quota modal or the unexpected-error overlay. */
export function GlobalErrorHost() {
  const { t } = useTranslation();
  const { session, viewer } = useSession();
  const [shown, setShown] = useState<Shown | null>(null);
  const tenants = useQuery({
    ...tenantQueries.list(session?.user.id ?? null),
    enabled: shown?.kind === 'quota',
  });

  useEffect(
    () =>
      errorReporter.subscribe((error) => {
        if (isApiError(error) && error.clientType === 'OUT_OF_QUOTA_ERROR') {
          setShown({ kind: 'quota' });
        } else if (isApiError(error)) {
          setShown({
            kind: 'error',
            code: error.clientType,
            message: t(errorMessageKey(error.clientType)),
            supportId: error.id,
          });
        } else {
          setShown({ kind: 'error', message: t('ERROR.UNEXPECTED') });
        }
      }),
    [t],
  );

  const close = () => setShown(null);
  const helpdeskEmail = tenants.data?.find((tenant) => tenant.id === session?.tenant)?.helpdeskEmail ?? null;
  return (
    <>
      <OutOfQuotaModal
        open={shown?.kind === 'quota'}
        canChoosePlan={hasScope(viewer.scopes, 'ecommerce')}
        helpdeskEmail={helpdeskEmail}
        onClose={close}
      />
      <UnexpectedErrorOverlay
        open={shown?.kind === 'error'}
        code={shown?.kind === 'error' ? shown.code : undefined}
        message={shown?.kind === 'error' ? shown.message : ''}
        supportId={shown?.kind === 'error' ? shown.supportId : undefined}
        onClose={close}
      />
    </>
  );
}
