import type { WebhookEndpointCreated, WebhookEndpointListItem } from '@adatlas/domain/webhooks';
import { WEBHOOK_MAX_ENDPOINTS } from '@adatlas/domain/webhooks';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { useApiAccess } from '../../api-keys/index.ts';
import { webhookQueries } from '../api/webhooks.queries.ts';
import { CreateWebhookForm } from '../components/CreateWebhookForm.tsx';
import { NewWebhookSecret } from '../components/NewWebhookSecret.tsx';
import { WebhookDeliveryLog } from '../components/WebhookDeliveryLog.tsx';
import { WebhookEndpointCard } from '../components/WebhookEndpointCard.tsx';

/**
 * Profile › Webhooks: the endpoints that receive the follow events of this country, signed; each
 * with its delivery log. Offered where the licence includes the API, as API keys are.
 */
export function WebhooksSection() {
  const { t } = useTranslation();
  const { session } = useSession();
  const tenant = session?.tenant ?? '';
  const access = useApiAccess();
  const enabled = access.data?.enabled === true;
  const [created, setCreated] = useState<WebhookEndpointCreated | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpointListItem | null>(null);
  // While a log is open its deliveries refresh, and so does the latest one each card shows.
  const list = useQuery({ ...webhookQueries.list(tenant), enabled, refetchInterval: logOf ? 5_000 : false });
  const endpoints = list.data ?? [];
  const failed = access.isError ? access : list.isError ? list : null;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="webhooks-section">
      <Card title={t('WEBHOOKS.TITLE')}>
        <Typography.Paragraph type="secondary">{t('WEBHOOKS.INTRO')}</Typography.Paragraph>
        {access.isPending || (enabled && list.isPending) ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : failed ? (
          <Alert
            type="error"
            showIcon
            title={t('PROFILE.LOAD_FAILED')}
            action={
              <Button size="small" onClick={() => void failed.refetch()}>
                {t('COMMON.RETRY')}
              </Button>
            }
            data-testid="webhooks-load-failed"
          />
        ) : !enabled ? (
          <Alert type="info" showIcon title={t('API_KEYS.NOT_INCLUDED')} data-testid="api-not-included" />
        ) : (
          <>
            {created ? <NewWebhookSecret created={created} onDone={() => setCreated(null)} /> : null}
            {endpoints.length < WEBHOOK_MAX_ENDPOINTS ? (
              <CreateWebhookForm onCreated={setCreated} />
            ) : (
              <Alert
                type="info"
                showIcon
                title={t('WEBHOOKS.LIMIT_REACHED', { max: WEBHOOK_MAX_ENDPOINTS })}
              />
            )}
          </>
        )}
      </Card>
      {enabled && list.isSuccess ? (
        <Card title={t('WEBHOOKS.ENDPOINTS')} data-testid="webhook-endpoints">
          {endpoints.length === 0 ? (
            <Empty description={t('WEBHOOKS.EMPTY')} />
          ) : (
            <Space direction="vertical" size={12} style={{ width: '100%' }}>
              {endpoints.map((endpoint) => (
                <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} onOpenLog={setLogOf} />
              ))}
            </Space>
          )}
        </Card>
      ) : null}
      <WebhookDeliveryLog
        tenant={tenant}
        endpoint={logOf && (endpoints.find((endpoint) => endpoint.id === logOf.id) ?? null)}
        onClose={() => setLogOf(null)}
      />
    </Space>
  );
}
