import type { WebhookDelivery, WebhookEndpointListItem } from '@adatlas/domain/webhooks';
import { ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Empty, Space, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useIsMobile } from '../../../shared/hooks/useIsMobile.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import { formatDateTime } from '../../../shared/utils/formatDateTime.ts';
import { webhooksApi } from '../api/webhooks.api.ts';
import { webhookQueries } from '../api/webhooks.queries.ts';
import { webhookEventLabelKey } from '../utils/webhookEventLabelKey.ts';
import { DeliveryStatusTag } from './DeliveryStatusTag.tsx';

export interface WebhookDeliveryLogProps {
  tenant: string;
  /** The endpoint whose log is open; null when closed. */
  endpoint: WebhookEndpointListItem | null;
  onClose: () => void;
}

/** While the log is open it follows the deliveries: new events and retries show up by themselves. */
const REFRESH_MS = 5_000;

/** An endpoint's latest deliveries: event, time, tries, last answer, next retry; each can be sent again. */
export function WebhookDeliveryLog({ tenant, endpoint, onClose }: WebhookDeliveryLogProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <Drawer
      open={endpoint !== null}
      onClose={onClose}
      size={isMobile ? '100%' : 860}
      title={
        <>
          {t('WEBHOOKS.DELIVERY_LOG')}
          {endpoint ? (
            <Typography.Text
              type="secondary"
              style={{ display: 'block', fontSize: 13, fontWeight: 'normal', wordBreak: 'break-all' }}
            >
              {endpoint.url}
            </Typography.Text>
          ) : null}
        </>
      }
      destroyOnHidden
    >
      {endpoint ? (
        <div data-testid="webhook-delivery-log">
          <DeliveryTable tenant={tenant} endpoint={endpoint} />
        </div>
      ) : null}
    </Drawer>
  );
}

function DeliveryTable({ tenant, endpoint }: { tenant: string; endpoint: WebhookEndpointListItem }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const deliveries = useQuery({
    ...webhookQueries.deliveries(tenant, endpoint.id),
    refetchInterval: REFRESH_MS,
  });
  // Spins for a refresh asked for, not for the log's own background ones every few seconds.
  const [refreshing, setRefreshing] = useState(false);
  const resend = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (delivery: WebhookDelivery) => webhooksApi.resendDelivery(endpoint.id, delivery.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookQueries.all }),
  });

  if (deliveries.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('WEBHOOKS.LOG_LOAD_FAILED')}
        action={
          <Button size="small" onClick={() => void deliveries.refetch()}>
            {t('COMMON.RETRY')}
          </Button>
        }
      />
    );
  }
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <ApiErrorAlert error={resend.error} />
      {endpoint.enabled ? null : <Alert type="info" showIcon title={t('WEBHOOKS.RESEND_NEEDS_ON')} />}
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text type="secondary">{t('WEBHOOKS.LOG_HINT')}</Typography.Text>
        <Button
          icon={<ReloadOutlined />}
          loading={refreshing}
          onClick={() => {
            setRefreshing(true);
            void deliveries.refetch().finally(() => setRefreshing(false));
          }}
          data-testid="webhook-log-refresh"
        >
          {t('WEBHOOKS.REFRESH')}
        </Button>
      </Space>
      <Table<WebhookDelivery>
        rowKey="id"
        size="small"
        loading={deliveries.isPending}
        dataSource={deliveries.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('WEBHOOKS.LOG_EMPTY')} /> }}
        onRow={(delivery) =>
          ({ 'data-testid': 'webhook-delivery', 'data-status': delivery.status }) as object
        }
        columns={[
          {
            key: 'event',
            title: t('WEBHOOKS.EVENT'),
            render: (_, delivery) => (
              <Space direction="vertical" size={0}>
                <span>{t(webhookEventLabelKey(delivery.type))}</span>
                <Typography.Text
                  type="secondary"
                  style={{ fontSize: 12 }}
                  data-testid="webhook-delivery-event-id"
                >
                  {delivery.eventId}
                </Typography.Text>
              </Space>
            ),
          },
          {
            key: 'time',
            title: t('WEBHOOKS.TIME'),
            render: (_, delivery) => formatDateTime(delivery.createdAt),
          },
          {
            key: 'attempts',
            title: t('WEBHOOKS.ATTEMPTS'),
            align: 'right',
            render: (_, delivery) => <span data-testid="webhook-delivery-attempts">{delivery.attempts}</span>,
          },
          {
            key: 'code',
            title: t('WEBHOOKS.STATUS_CODE'),
            render: (_, delivery) => (
              <Space direction="vertical" size={0}>
                <span data-testid="webhook-delivery-code">{delivery.lastStatusCode ?? '—'}</span>
                {delivery.lastError && delivery.lastStatusCode === null ? (
                  <Typography.Text type="danger" style={{ fontSize: 12 }}>
                    {delivery.lastError}
                  </Typography.Text>
                ) : null}
                {delivery.lastLatencyMs === null ? null : (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('WEBHOOKS.LATENCY', { ms: delivery.lastLatencyMs })}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            key: 'status',
            title: t('WEBHOOKS.STATUS'),
            render: (_, delivery) => (
              <Space direction="vertical" size={0}>
                <DeliveryStatusTag status={delivery.status} />
                {delivery.nextAttemptAt ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('WEBHOOKS.NEXT_RETRY', { time: formatDateTime(delivery.nextAttemptAt) })}
                  </Typography.Text>
                ) : null}
              </Space>
            ),
          },
          {
            key: 'actions',
            title: '',
            render: (_, delivery) => (
              <Tooltip title={endpoint.enabled ? undefined : t('WEBHOOKS.RESEND_NEEDS_ON')}>
                <Button
                  size="small"
                  disabled={!endpoint.enabled}
                  loading={resend.isPending && resend.variables?.id === delivery.id}
                  onClick={() => resend.mutate(delivery)}
                  data-testid="webhook-resend"
                >
                  {t('WEBHOOKS.RESEND')}
                </Button>
              </Tooltip>
            ),
          },
        ]}
      />
    </Space>
  );
}
