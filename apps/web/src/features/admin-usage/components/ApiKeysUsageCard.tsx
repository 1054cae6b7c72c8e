import { type ApiKey, isApiKeyLive } from '@adatlas/domain/api-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { apiRequest } from '../../../shared/api/index.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import { formatDateTime } from '../../../shared/utils/formatDateTime.ts';
import { ApiUsageTable } from '../../api-keys/index.ts';
import { usageQueries } from '../api/usage.queries.ts';

export interface ApiKeysUsageCardProps {
  userId: number;
}

/** The back office's view of a customer's API keys: each with its last use, revocable, and requests per day. */
export function ApiKeysUsageCard({ userId }: ApiKeysUsageCardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const keys = useQuery(usageQueries.apiKeys(userId));
  const revoke = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (keyId: number) =>
      apiRequest<void>(`/admin/users/${userId}/api-keys/${keyId}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usageQueries.apiKeys(userId).queryKey }),
  });
  const now = new Date();
  const isLive = (key: ApiKey) =>
    isApiKeyLive(
      {
        revokedAt: key.revokedAt ? new Date(key.revokedAt) : null,
        expiresAt: key.expiresAt ? new Date(key.expiresAt) : null,
      },
      now,
    );

  return (
    <Card size="small" title={t('ADMIN.USAGE.API_KEYS')} data-testid="usage-api-keys">
      {keys.isError ? <Alert type="error" showIcon title={t('ADMIN.USAGE.LOAD_FAILED')} /> : null}
      <ApiErrorAlert error={revoke.error} />
      <Space direction="vertical" style={{ width: '100%' }}>
        <Table<ApiKey>
          rowKey="id"
          size="small"
          pagination={false}
          loading={keys.isPending}
          dataSource={keys.data?.keys ?? []}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('API_KEYS.EMPTY')} />,
          }}
          columns={[
            { title: t('API_KEYS.NAME'), dataIndex: 'name' },
            {
              title: t('API_KEYS.KEY'),
              render: (_, key) => <Typography.Text code>{`${key.prefix}…`}</Typography.Text>,
            },
            { title: t('API_KEYS.CREATED'), render: (_, key) => formatDateTime(key.createdAt) },
            {
              title: t('API_KEYS.LAST_USED'),
              render: (_, key) =>
                key.lastUsedAt
                  ? `${formatDateTime(key.lastUsedAt)} · ${key.lastUsedIp ?? ''}`
                  : t('API_KEYS.NEVER_USED'),
            },
            {
              title: t('API_KEYS.STATUS'),
              render: (_, key) =>
                isLive(key) ? (
                  <Popconfirm
                    title={t('API_KEYS.REVOKE_CONFIRM', { name: key.name })}
                    okText={t('API_KEYS.REVOKE')}
                    cancelText={t('COMMON.CANCEL')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => revoke.mutateAsync(key.id).catch(() => undefined)}
                  >
                    <Button danger size="small" loading={revoke.isPending && revoke.variables === key.id}>
                      {t('API_KEYS.REVOKE')}
                    </Button>
                  </Popconfirm>
                ) : (
                  <Tag>{t(key.revokedAt ? 'API_KEYS.STATUS_REVOKED' : 'API_KEYS.STATUS_EXPIRED')}</Tag>
                ),
            },
          ]}
        />
        <ApiUsageTable usage={keys.data?.usage ?? []} keys={keys.data?.keys ?? []} loading={keys.isPending} />
      </Space>
    </Card>
  );
}
