import { useQueryClient } from '@tanstack/react-query';
import { Button, Result, Space, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { GoHomeButton } from '../../../shared/ui/GoHomeButton.tsx';
import { billingQueries, useRefreshedAccess } from '../../billing/index.ts';
import { useRenewedSession } from '../hooks/useRenewedSession.ts';

const VIDEO_CHANNEL_URL = 'https://www.youtube.com/@adatlas';
const NEWSLETTER_URL = 'https://adatlas.substack.com';

/**
 * The subscription is active (spec access §2): links to the video channel and newsletter, go home.
 * After a renewal (the licence had run out) home opens once the server has the payment.
 */
export function PaymentSuccessfulPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The plan bought may grant scopes (a Pro plan: favourites).
  useRefreshedAccess();
  const isActivating = useRenewedSession();
  useEffect(() => {
    // The provider confirmed the payment: plan and credits have changed.
    void queryClient.invalidateQueries({ queryKey: billingQueries.all });
  }, [queryClient]);
  return (
    <Result
      status="success"
      title={t('PAYMENT.SUCCESSFUL.TITLE')}
      subTitle={t('PAYMENT.SUCCESSFUL.TEXT')}
      extra={
        isActivating ? (
          <Spin tip={t('PAYMENT.SUCCESSFUL.ACTIVATING')} data-testid="renewal-activating">
            <div style={{ width: 240, height: 48 }} />
          </Spin>
        ) : (
          <GoHomeButton />
        )
      }
    >
      <Typography.Paragraph style={{ textAlign: 'center', marginBottom: 8 }}>
        {t('PAYMENT.SUCCESSFUL.STAY_TUNED')}
      </Typography.Paragraph>
      <Space style={{ display: 'flex', justifyContent: 'center' }} wrap>
        <Button href={VIDEO_CHANNEL_URL} target="_blank" rel="noopener noreferrer">
          {t('PAYMENT.SUCCESSFUL.VIDEO_CHANNEL')}
        </Button>
        <Button href={NEWSLETTER_URL} target="_blank" rel="noopener noreferrer">
          {t('PAYMENT.SUCCESSFUL.NEWSLETTER')}
        </Button>
      </Space>
    </Result>
  );
}
