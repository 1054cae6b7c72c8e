import type { ApiKeyCreated } from '@adatlas/domain/api-keys';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { apiKeyQueries } from '../api/apiKeys.queries.ts';
import { ApiKeyTable } from '../components/ApiKeyTable.tsx';
import { ApiUsageTable } from '../components/ApiUsageTable.tsx';
import { CreateApiKeyForm } from '../components/CreateApiKeyForm.tsx';
import { NewApiKeySecret } from '../components/NewApiKeySecret.tsx';

/** Profile › API keys: create, list and revoke the keys of the public API, and their usage. */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const list = useQuery(apiKeyQueries.list());
  const usage = useQuery(apiKeyQueries.usage());
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const access = list.data?.access;
  const keys = list.data?.keys ?? [];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="api-keys-section">
      <Card title={t('API_KEYS.TITLE')}>
        <Typography.Paragraph type="secondary">{t('API_KEYS.INTRO')}</Typography.Paragraph>
        {list.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : list.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('PROFILE.LOAD_FAILED')}
            action={
              <Button size="small" onClick={() => void list.refetch()}>
                {t('COMMON.RETRY')}
              </Button>
            }
          />
        ) : (
          <>
            {access?.enabled ? (
              <Typography.Paragraph data-testid="api-access">
                {t('API_KEYS.LIMITS', {
                  perMinute: access.requestsPerMinute,
                  perMonth: access.requestsPerMonth,
                  used: access.usedThisMonth,
                })}
              </Typography.Paragraph>
            ) : (
              <Alert
                type="info"
                showIcon
                title={t('API_KEYS.NOT_INCLUDED')}
                style={{ marginBottom: 16 }}
                data-testid="api-not-included"
              />
            )}
            {created ? <NewApiKeySecret created={created} onDone={() => setCreated(null)} /> : null}
            {access?.enabled ? (
              <div style={{ marginBottom: 16 }}>
                <CreateApiKeyForm onCreated={setCreated} />
              </div>
            ) : null}
            <ApiKeyTable keys={keys} loading={list.isFetching && keys.length === 0} />
          </>
        )}
      </Card>
      <Card title={t('API_KEYS.USAGE_TITLE')}>
        <ApiUsageTable usage={usage.data ?? []} keys={keys} loading={usage.isPending} />
      </Card>
    </Space>
  );
}
