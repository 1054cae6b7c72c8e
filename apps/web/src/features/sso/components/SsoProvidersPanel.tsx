import type { SsoProvider } from '@adatlas/domain/sso';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ssoQueries } from '../api/sso.queries.ts';
import { SsoProviderFormModal } from './SsoProviderFormModal.tsx';

/** Back office: the organisations that sign in through their own OpenID Connect provider. */
export function SsoProvidersPanel() {
  const { t } = useTranslation();
  const providers = useQuery(ssoQueries.providers());
  // undefined: no form open; null: a new provider.
  const [editing, setEditing] = useState<SsoProvider | null | undefined>(undefined);
  return (
    <div data-testid="sso-providers">
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => setEditing(null)}>
          {t('SSO.ADMIN.ADD')}
        </Button>
      </Space>
      <Table<SsoProvider>
        rowKey="id"
        loading={providers.isLoading}
        dataSource={providers.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('SSO.ADMIN.DISPLAY_NAME'), dataIndex: 'displayName' },
          { title: t('SSO.ADMIN.ORGANISATION'), dataIndex: 'organisation' },
          {
            title: t('SSO.ADMIN.DOMAINS'),
            dataIndex: 'emailDomains',
            render: (domains: string[]) => domains.map((domain) => <Tag key={domain}>{domain}</Tag>),
          },
          {
            title: t('SSO.ADMIN.STATE'),
            key: 'state',
            render: (_, provider) => (
              <Space size={4}>
                <Tag color={provider.active ? 'green' : 'default'}>
                  {t(provider.active ? 'SSO.ADMIN.ACTIVE' : 'SSO.ADMIN.INACTIVE')}
                </Tag>
                {provider.ssoRequired ? <Tag color="blue">{t('SSO.ADMIN.REQUIRED')}</Tag> : null}
              </Space>
            ),
          },
          {
            key: 'edit',
            render: (_, provider) => (
              <Button onClick={() => setEditing(provider)}>{t('SSO.ADMIN.EDIT')}</Button>
            ),
          },
        ]}
      />
      {editing !== undefined ? (
        <SsoProviderFormModal provider={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </div>
  );
}
