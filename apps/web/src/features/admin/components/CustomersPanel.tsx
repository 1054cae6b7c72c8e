import type { AdminUserSummary, Impersonation } from '@adatlas/domain/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/utils/formatDateTime.ts';
import { adminMutation, adminQueries } from '../api/admin.queries.ts';
import { CreateUserModal } from './CreateUserModal.tsx';
import { LicenceDrawer } from './LicenceDrawer.tsx';
import { UsageDrawer } from './UsageDrawer.tsx';

/** Accounts: search, create, disable / enable, reset password, licence editor, "see as". */
export function CustomersPanel() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState({ q: '', page: 1 });
  const [creating, setCreating] = useState(false);
  const [licenceUser, setLicenceUser] = useState<number | null>(null);
  const [usageUser, setUsageUser] = useState<AdminUserSummary | null>(null);
  const users = useQuery(adminQueries.users({ q: filters.q || undefined, page: filters.page }));
  const done = () => {
    void queryClient.invalidateQueries({ queryKey: adminQueries.all });
    void message.success(t('ADMIN.SAVED'));
  };
  const toggle = useMutation({
    mutationFn: (user: AdminUserSummary) =>
      adminMutation('PATCH', `/admin/users/${user.id}`, { active: !user.active }),
    onSuccess: done,
  });
  const reset = useMutation({
    mutationFn: (id: number) => adminMutation('POST', `/admin/users/${id}/reset-password`),
    onSuccess: () => void message.success(t('ADMIN.CUSTOMERS.RESET_SENT')),
  });
  const impersonate = useMutation({
    mutationFn: (id: number) => adminMutation<Impersonation>('POST', `/admin/users/${id}/impersonate`),
    onSuccess: (session) =>
      modal.info({
        title: t('ADMIN.CUSTOMERS.IMPERSONATE_TITLE'),
        content: (
          <Space direction="vertical">
            <span>
              {t('ADMIN.CUSTOMERS.IMPERSONATE_TEXT', {
                expiresAt: formatDateTime(session.expiresAt),
              })}
            </span>
            <Input.TextArea readOnly value={session.token} autoSize />
          </Space>
        ),
      }),
  });

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Space wrap>
        <Input.Search
          allowClear
          placeholder={t('ADMIN.CUSTOMERS.SEARCH')}
          onSearch={(q) => setFilters({ q, page: 1 })}
          style={{ width: 320 }}
          data-testid="admin-user-search"
        />
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('ADMIN.CUSTOMERS.CREATE')}
        </Button>
      </Space>
      <Table<AdminUserSummary>
        rowKey="id"
        size="small"
        loading={users.isFetching}
        dataSource={users.data?.data}
        scroll={{ x: 900 }}
        pagination={{
          current: filters.page,
          pageSize: 20,
          total: users.data?.pageInfo.totalResults,
          showSizeChanger: false,
          onChange: (page) => setFilters((current) => ({ ...current, page })),
        }}
        columns={[
          { title: t('ADMIN.FIELD.EMAIL'), dataIndex: 'email' },
          {
            title: t('ADMIN.FIELD.NAME'),
            render: (_, user) => [user.name, user.surname].filter(Boolean).join(' '),
          },
          {
            title: t('ADMIN.CUSTOMERS.GROUP'),
            dataIndex: 'group',
            render: (group: string) => <Tag>{group}</Tag>,
          },
          {
            title: t('ADMIN.CUSTOMERS.STATUS'),
            dataIndex: 'active',
            render: (active: boolean) => (
              <Tag color={active ? 'green' : 'red'}>
                {t(active ? 'ADMIN.CUSTOMERS.ACTIVE' : 'ADMIN.CUSTOMERS.DISABLED')}
              </Tag>
            ),
          },
          {
            title: t('ADMIN.CUSTOMERS.TENANTS'),
            render: (_, user) =>
              user.tenants.map((entry) => <Tag key={entry.tenant}>{t(`TENANT.${entry.tenant}`)}</Tag>),
          },
          {
            title: t('ADMIN.ACTIONS'),
            render: (_, user) => (
              <Space size={4} wrap>
                <Button size="small" onClick={() => setLicenceUser(user.id)}>
                  {t('ADMIN.CUSTOMERS.LICENCE')}
                </Button>
                <Button size="small" onClick={() => setUsageUser(user)} data-testid={`usage-${user.id}`}>
                  {t('ADMIN.USAGE.OPEN')}
                </Button>
                <Popconfirm title={t('ADMIN.CONFIRM')} onConfirm={() => toggle.mutate(user)}>
                  <Button size="small" danger={user.active}>
                    {t(user.active ? 'ADMIN.CUSTOMERS.DISABLE' : 'ADMIN.CUSTOMERS.ENABLE')}
                  </Button>
                </Popconfirm>
                <Popconfirm title={t('ADMIN.CONFIRM')} onConfirm={() => reset.mutate(user.id)}>
                  <Button size="small">{t('ADMIN.CUSTOMERS.RESET_PASSWORD')}</Button>
                </Popconfirm>
                {user.group === 'CUSTOMER' ? (
                  <Button size="small" onClick={() => impersonate.mutate(user.id)}>
                    {t('ADMIN.CUSTOMERS.IMPERSONATE')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <CreateUserModal open={creating} onClose={() => setCreating(false)} onCreated={done} />
      {usageUser ? <UsageDrawer user={usageUser} onClose={() => setUsageUser(null)} /> : null}
      {licenceUser !== null ? (
        <LicenceDrawer userId={licenceUser} onClose={() => setLicenceUser(null)} />
      ) : null}
    </Space>
  );
}
