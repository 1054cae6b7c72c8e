import { READ_ONLY_UPLOAD_REFUSAL } from '@adatlas/domain/auth';
import { hasScope } from '@adatlas/domain/scopes';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { errorDetails } from '../../../shared/api/errorDetails.ts';
import { errorReporter } from '../../../shared/api/errorReporter.ts';
import { isReadOnlyViewRefusal } from '../../../shared/api/readOnlyRefusal.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { tenantQueries } from '../../tenants/index.ts';
import { UnexpectedErrorOverlay } from './UnexpectedErrorOverlay.tsx';

// Few sessions ever run out of credits: the modal and its plan change load when first needed,
// not with everybody's first page.
const OutOfQuotaModal = lazy(() =>
  import('./OutOfQuotaModal.tsx').then((module) => ({ default: module.OutOfQuotaModal })),
);

type Shown =
  | { kind: 'quota' }
  | { kind: 'error'; title?: string; code?: string; message: string; details?: string[]; supportId?: string };

/** Renders what `errorReporter` receives: the out-of-quota modal or the unexpected-error overlay. */
export function GlobalErrorHost() {
  const { t } = useTranslation();
  const { session, viewer } = useSession();
  const [shown, setShown] = useState<Shown | null>(null);
  // Once shown, the modal stays mounted so that it can play its closing animation.
  const quotaShown = useRef(false);
  if (shown?.kind === 'quota') quotaShown.current = true;
  const tenants = useQuery({
    ...tenantQueries.list(session?.user.id ?? null),
    enabled: shown?.kind === 'quota',
  });

  useEffect(
    () =>
      errorReporter.subscribe((error) => {
        if (isApiError(error) && error.clientType === 'OUT_OF_QUOTA_ERROR') {
          setShown({ kind: 'quota' });
        } else if (isApiError(error) && isReadOnlyViewRefusal(error)) {
          setShown({
            kind: 'error',
            title: t('IMPERSONATION.READ_ONLY_TITLE'),
            message: t(
              error.description === READ_ONLY_UPLOAD_REFUSAL
                ? 'COMMON.UPLOAD_NOT_IN_THIS_MODE'
                : 'IMPERSONATION.READ_ONLY_REFUSED',
            ),
          });
        } else if (isApiError(error)) {
          setShown({
            kind: 'error',
            code: error.clientType,
            message: t(errorMessageKey(error.clientType)),
            details: errorDetails(error),
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
      {quotaShown.current ? (
        <Suspense fallback={null}>
          <OutOfQuotaModal
            open={shown?.kind === 'quota'}
            canChoosePlan={hasScope(viewer.scopes, 'ecommerce')}
            helpdeskEmail={helpdeskEmail}
            onClose={close}
          />
        </Suspense>
      ) : null}
      <UnexpectedErrorOverlay
        open={shown?.kind === 'error'}
        title={shown?.kind === 'error' ? shown.title : undefined}
        code={shown?.kind === 'error' ? shown.code : undefined}
        message={shown?.kind === 'error' ? shown.message : ''}
        details={shown?.kind === 'error' ? shown.details : undefined}
        supportId={shown?.kind === 'error' ? shown.supportId : undefined}
        onClose={close}
      />
    </>
  );
}
