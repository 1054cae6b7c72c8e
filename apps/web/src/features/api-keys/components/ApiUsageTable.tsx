import type { ApiKey, ApiKeyUsage } from '@adatlas/domain/api-keys';
import { formatDate } from '@adatlas/domain/formatting';
import { Empty, Table } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';

export interface ApiUsageTableProps {
  usage: ApiKeyUsage[];
  keys: ApiKey[];
  loading?: boolean;
}

/** Requests per key, country and day (UTC), the latest day first. */
export function ApiUsageTable({ usage, keys, loading = false }: ApiUsageTableProps) {
  const { t } = useTranslation();
  const names = new Map(keys.map((key) => [key.id, key.name]));
  return (
    <Table<ApiKeyUsage>
      rowKey={(row) => `${row.day}:${row.keyId}:${row.tenant}`}
      size="small"
      loading={loading}
      dataSource={usage}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: <Empty description={t('API_KEYS.USAGE_EMPTY')} /> }}
      onRow={() => ({ 'data-testid': 'api-usage-row' }) as object}
      columns={[
        {
          key: 'day',
          title: t('API_KEYS.DAY'),
          render: (_, row) => formatDate(new Date(`${row.day}T00:00:00Z`)),
        },
        {
          key: 'key',
          title: t('API_KEYS.NAME'),
          render: (_, row) => names.get(row.keyId) ?? `#${row.keyId}`,
        },
        { key: 'tenant', title: t('API_KEYS.COUNTRY'), render: (_, row) => t(`TENANT.${row.tenant}`) },
        { key: 'requests', title: t('API_KEYS.REQUESTS'), dataIndex: 'requests', align: 'right' },
      ]}
    />
  );
}
