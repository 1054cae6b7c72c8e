import { REGISTRATION_ROUTES } from '@adatlas/domain/registration';
import { Alert, Button, Result } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useBillingPortal } from '../../billing/index.ts';

/** Renewal failed and the subscription is suspended (spec access §2): fix the payment data. */
export function PastDuePage() {
  const { t } = useTranslation();
  const portal = useBillingPortal(REGISTRATION_ROUTES.home);
  return (
    <Result
      status="warning"
      title={t('PAYMENT.PAST_DUE.TITLE')}
      subTitle={t('PAYMENT.PAST_DUE.TEXT')}
      extra={
        <Button type="primary" loading={portal.isPending || portal.isSuccess} onClick={() => portal.mutate()}>
          {t('BILLING.MANAGE_SUBSCRIPTION')}
        </Button>
      }
    >
      {portal.isError ? <Alert type="error" showIcon title={t('BILLING.PORTAL_FAILED')} /> : null}
    </Result>
  );
}
