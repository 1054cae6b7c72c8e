import { type ApiKey, isApiKeyLive } from '@adatlas/domain/api-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Popconfirm, Table, Tag, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import { formatDateTime } from '../../../shared/utils/formatDateTime.ts';
import { apiKeysApi } from '../api/apiKeys.api.ts';
import { apiKeyQueries } from '../api/apiKeys.queries.ts';

export interface ApiKeyTableProps {
  keys: ApiKey[];
  loading: boolean;
}

type KeyStatus = 'live' | 'revoked' | 'expired';

function statusOf(key: ApiKey, now: Date): KeyStatus {
  if (key.revokedAt) return 'revoked';
  const live = isApiKeyLive(
    { revokedAt: null, expiresAt: key.expiresAt ? new Date(key.expiresAt) : null },
    now,
  );
  return live ? 'live' : 'expired';
}

const STATUS_COLOR: Record<KeyStatus, string> = { live: 'green', revoked: 'default', expired: 'orange' };

/** The user's keys, newest first: when each was last used and from where; live ones can be revoked. */
export function ApiKeyTable({ keys, loading }: ApiKeyTableProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const revoke = useMutation({
    meta: { handlesErrors: true },
    mutationFn: apiKeysApi.revokeKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyQueries.all }),
  });
  const now = new Date();

  return (
    <>
      <ApiErrorAlert error={revoke.error} />
      <Table<ApiKey>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={keys}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('API_KEYS.EMPTY')} /> }}
        onRow={(key) => ({ 'data-testid': 'api-key-row', 'data-status': statusOf(key, now) }) as object}
        columns={[
          { key: 'name', title: t('API_KEYS.NAME'), dataIndex: 'name' },
          {
            key: 'prefix',
            title: t('API_KEYS.KEY'),
            render: (_, key) => <Typography.Text code>{`${key.prefix}…`}</Typography.Text>,
          },
          {
            key: 'created',
            title: t('API_KEYS.CREATED'),
            render: (_, key) => formatDateTime(key.createdAt),
          },
          {
            key: 'expires',
            title: t('API_KEYS.EXPIRES'),
            render: (_, key) => (key.expiresAt ? formatDateTime(key.expiresAt) : t('API_KEYS.NEVER')),
          },
          {
            key: 'lastUsed',
            title: t('API_KEYS.LAST_USED'),
            render: (_, key) =>
              key.lastUsedAt ? (
                <span data-testid="api-key-last-used">
                  {formatDateTime(key.lastUsedAt)}
                  {key.lastUsedIp ? (
                    <Typography.Text type="secondary">{` · ${key.lastUsedIp}`}</Typography.Text>
                  ) : null}
                </span>
              ) : (
                <Typography.Text type="secondary">{t('API_KEYS.NEVER_USED')}</Typography.Text>
              ),
          },
          {
            key: 'status',
            title: t('API_KEYS.STATUS'),
            render: (_, key) => {
              const status = statusOf(key, now);
              return (
                <Tag color={STATUS_COLOR[status]}>
                  {t(`API_KEYS.STATUS_${status.toUpperCase() as Uppercase<KeyStatus>}`)}
                </Tag>
              );
            },
          },
          {
            key: 'actions',
            title: '',
            render: (_, key) =>
              statusOf(key, now) === 'live' ? (
                <Popconfirm
                  title={t('API_KEYS.REVOKE_CONFIRM', { name: key.name })}
                  okText={t('API_KEYS.REVOKE')}
                  cancelText={t('COMMON.CANCEL')}
                  okButtonProps={{ danger: true, ...{ 'data-testid': 'api-key-revoke-confirm' } }}
                  onConfirm={() => revoke.mutateAsync(key.id).catch(() => undefined)}
                >
                  <Button
                    danger
                    size="small"
                    loading={revoke.isPending && revoke.variables === key.id}
                    data-testid="api-key-revoke"
                  >
                    {t('API_KEYS.REVOKE')}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </>
  );
}
