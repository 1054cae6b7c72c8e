import type { AdminUsage, AdminUserSummary } from '@adatlas/domain/admin';
import { formatDate } from '@adatlas/domain/formatting';
import { TENANT_IDS, type TenantId } from '@adatlas/domain/tenants';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Drawer, Empty, Progress, Select, Space, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { companiesAndContacts } from '../../../shared/utils/companiesAndContacts.ts';
import { formatDateTime } from '../../../shared/utils/formatDateTime.ts';
import { usageQueries } from '../api/usage.queries.ts';
import { ApiKeysUsageCard } from './ApiKeysUsageCard.tsx';

export interface UsageDrawerProps {
  user: AdminUserSummary;
  onClose(): void;
}

type Credits = AdminUsage['credits']['company'];

function CreditsCard({ title, credits, testId }: { title: string; credits: Credits; testId: string }) {
  const { t } = useTranslation();
  const percent = credits.total === 0 ? 0 : Math.round((credits.consumed / credits.total) * 100);
  return (
    <Card size="small" title={title} style={{ flex: '1 1 240px' }} data-testid={testId}>
      <Progress percent={percent} status={credits.remaining === 0 ? 'exception' : 'normal'} />
      <div>{t('ADMIN.USAGE.USED_OF', { count: credits.consumed, total: credits.total })}</div>
      <div>{t('ADMIN.USAGE.REMAINING', { remaining: credits.remaining })}</div>
    </Card>
  );
}

/** What a customer consumed in one country: credits this period, opens per period, exports. */
export function UsageDrawer({ user, onClose }: UsageDrawerProps) {
  const { t, i18n } = useTranslation();
  const { session } = useSession();
  // The country the admin works in, when the customer holds it; else the customer's first one.
  const working = session?.tenant;
  const [tenant, setTenant] = useState<TenantId>(
    user.tenants.find((entry) => entry.tenant === working)?.tenant ?? user.tenants[0]?.tenant ?? 'italy',
  );
  const usage = useQuery(usageQueries.usage(user.id, tenant));
  const data = usage.data;

  return (
    <Drawer
      open
      width={760}
      onClose={onClose}
      title={t('ADMIN.USAGE.TITLE', { email: user.email })}
      data-testid="usage-drawer"
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Select
          value={tenant}
          onChange={setTenant}
          style={{ width: 220 }}
          aria-label={t('ADMIN.CUSTOMERS.TENANTS')}
          options={TENANT_IDS.map((id) => ({ value: id, label: t(`TENANT.${id}`) }))}
        />
        {usage.isLoading ? <Spin /> : null}
        {usage.isError ? <Alert type="error" showIcon title={t('ADMIN.USAGE.LOAD_FAILED')} /> : null}
        {data ? (
          <>
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label={t('ADMIN.USAGE.SOURCE')}>
                {t(`ADMIN.USAGE.SOURCE_${data.source.toUpperCase()}`)}
              </Descriptions.Item>
              <Descriptions.Item label={t('ADMIN.USAGE.PLAN')}>
                {data.plan ? (
                  <Space size={4}>
                    {data.plan.planName}
                    {data.plan.archived ? <Tag>{t('ADMIN.PLANS.ARCHIVED')}</Tag> : null}
                    {data.subscriptionStatus ? <Tag color="blue">{data.subscriptionStatus}</Tag> : null}
                  </Space>
                ) : (
                  '—'
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t('ADMIN.USAGE.PERIOD')}>
                {`${formatDate(data.period.start)} – ${formatDate(data.period.end)}`}
              </Descriptions.Item>
              <Descriptions.Item label={t('ADMIN.USAGE.EXTRA')}>
                {companiesAndContacts(t, data.extraCredits.company, data.extraCredits.contact)}
              </Descriptions.Item>
            </Descriptions>
            <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
              <CreditsCard
                title={t('ADMIN.USAGE.COMPANY_CREDITS')}
                credits={data.credits.company}
                testId="usage-company"
              />
              <CreditsCard
                title={t('ADMIN.USAGE.CONTACT_CREDITS')}
                credits={data.credits.contact}
                testId="usage-contact"
              />
            </div>
            <Card size="small" title={t('ADMIN.USAGE.PERIODS')}>
              <Table
                rowKey="periodStart"
                size="small"
                pagination={false}
                dataSource={data.periods}
                locale={{
                  emptyText: (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ADMIN.USAGE.NO_OPENS')} />
                  ),
                }}
                columns={[
                  {
                    title: t('ADMIN.USAGE.PERIOD_START'),
                    dataIndex: 'periodStart',
                    render: (iso: string) => formatDate(iso),
                  },
                  { title: t('ADMIN.ENTITY.COMPANIES'), dataIndex: 'companies', align: 'right' },
                  { title: t('ADMIN.ENTITY.CONTACTS'), dataIndex: 'contacts', align: 'right' },
                ]}
              />
            </Card>
            <Card size="small" title={t('ADMIN.USAGE.RECENT')}>
              <Table
                rowKey={(row) => `${row.entityType}-${row.entityId}-${row.openedAt}`}
                size="small"
                pagination={false}
                dataSource={data.recentOpens}
                locale={{
                  emptyText: (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ADMIN.USAGE.NO_OPENS')} />
                  ),
                }}
                columns={[
                  {
                    title: t('ADMIN.USAGE.RECORD'),
                    render: (_, row) => (
                      <Space size={4}>
                        <Tag>
                          {t(row.entityType === 'company' ? 'ADMIN.USAGE.COMPANY' : 'ADMIN.USAGE.CONTACT')}
                        </Tag>
                        {row.name ?? `#${row.entityId}`}
                      </Space>
                    ),
                  },
                  {
                    title: t('ADMIN.USAGE.OPENED_AT'),
                    dataIndex: 'openedAt',
                    render: (iso: string) => formatDateTime(iso),
                  },
                ]}
              />
            </Card>
            <Card size="small" title={t('ADMIN.USAGE.EXPORTS')}>
              <Table
                rowKey="kind"
                size="small"
                pagination={false}
                dataSource={data.exports}
                locale={{
                  emptyText: (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ADMIN.USAGE.NO_EXPORTS')} />
                  ),
                }}
                columns={[
                  { title: t('ADMIN.USAGE.EXPORT_KIND'), dataIndex: 'kind' },
                  { title: t('ADMIN.USAGE.FILES'), dataIndex: 'files', align: 'right' },
                  { title: t('ADMIN.USAGE.ROWS'), dataIndex: 'rows', align: 'right' },
                ]}
              />
              {data.exportPlugins.length > 0 ? (
                <Descriptions
                  size="small"
                  column={1}
                  style={{ marginTop: 12 }}
                  title={t('ADMIN.LICENCE.PLUGINS')}
                >
                  {data.exportPlugins.map((plugin) => (
                    <Descriptions.Item key={plugin.name} label={plugin.name}>
                      {t('ADMIN.USAGE.PLUGIN_VALUE', {
                        count: plugin.exportedCount,
                        limit:
                          (plugin.companyLimit ?? plugin.contactLimit)?.toLocaleString(i18n.language) ?? '∞',
                      })}
                    </Descriptions.Item>
                  ))}
                </Descriptions>
              ) : null}
            </Card>
          </>
        ) : null}
        <ApiKeysUsageCard userId={user.id} />
      </Space>
    </Drawer>
  );
}
