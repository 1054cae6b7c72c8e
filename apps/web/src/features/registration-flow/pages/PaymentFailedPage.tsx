import { REGISTRATION_ROUTES } from '@adatlas/domain/registration';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';

/** The payment went wrong (spec access §8): retry, and make sure the card has funds. */
export function PaymentFailedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title={t('PAYMENT.FAILED.TITLE')}
      subTitle={t('PAYMENT.FAILED.TEXT')}
      extra={[
        <Button key="retry" type="primary" onClick={() => void navigate(REGISTRATION_ROUTES.confirmPlan)}>
          {t('PAYMENT.FAILED.RETRY')}
        </Button>,
        <Button key="home" onClick={() => void navigate(REGISTRATION_ROUTES.home)}>
          {t('COMMON.GO_HOME')}
        </Button>,
      ]}
    />
  );
}
