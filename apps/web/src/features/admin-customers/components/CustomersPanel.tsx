import {
  type AdminUserAction,
  type AdminUserRight,
  type AdminUserSummary,
  adminUserRights,
} from '@adatlas/domain/admin';
import { MoreOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Dropdown, Input, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ADMIN_QUERY_KEY, adminMutation } from '../../../shared/api/adminMutation.ts';
import { useIsMobile } from '../../../shared/hooks/useIsMobile.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { UsageDrawer } from '../../admin-usage/index.ts';
import { useSeeAsUser } from '../../impersonation/index.ts';
import { customersQueries } from '../api/customers.queries.ts';
import { ADMIN_USER_DENIAL_KEYS } from '../utils/adminUserRights.ts';
import { userGroupLabelKey } from '../utils/userGroupLabelKey.ts';
import { CreateUserModal } from './CreateUserModal.tsx';
import { EditUserDrawer } from './EditUserDrawer.tsx';
import { LicenceDrawer } from './LicenceDrawer.tsx';

const GROUP_COLORS = { CUSTOMER: undefined, ADMIN: 'blue', 'SUPER-ADMIN': 'purple' } as const;

interface RowAction {
  key: AdminUserAction;
  label: string;
  right: AdminUserRight;
  /** Asked "Are you sure?" before it runs. */
  confirm?: boolean;
  danger?: boolean;
  /** Left out of the row when refused, rather than shown disabled with the reason. */
  hiddenWhenDenied?: boolean;
  testId?: string;
  run(): void;
}

/** Accounts: search, create, edit, disable / enable, reset password, licence editor, "see as". */
export function CustomersPanel() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const isMobile = useIsMobile();
  const [filters, setFilters] = useState({ q: '', page: 1 });
  const [creating, setCreating] = useState(false);
  const [licenceUser, setLicenceUser] = useState<number | null>(null);
  const [usageUser, setUsageUser] = useState<AdminUserSummary | null>(null);
  const [editedUser, setEditedUser] = useState<AdminUserSummary | null>(null);
  const users = useQuery(customersQueries.users({ q: filters.q || undefined, page: filters.page }));
  const viewer = { id: session?.user.id ?? 0, group: session?.user.group ?? 'CUSTOMER' };
  const done = () => {
    void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
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
  const { seeAs } = useSeeAsUser();

  /**
   * The row's actions; "see as" is left out for administrators, whom nobody can be seen as, and
   * "edit" where the viewer may not manage the account.
   */
  const rowActions = (user: AdminUserSummary): RowAction[] => {
    const rights = adminUserRights(viewer, user);
    const actions: RowAction[] = [
      {
        key: 'edit',
        label: t('ADMIN.EDIT'),
        right: rights.edit,
        hiddenWhenDenied: true,
        testId: `edit-user-${user.id}`,
        run: () => setEditedUser(user),
      },
      {
        key: 'licence',
        label: t('ADMIN.CUSTOMERS.LICENCE'),
        right: rights.licence,
        run: () => setLicenceUser(user.id),
      },
      {
        key: 'usage',
        label: t('ADMIN.USAGE.OPEN'),
        right: rights.usage,
        testId: `usage-${user.id}`,
        run: () => setUsageUser(user),
      },
      {
        key: 'toggleActive',
        label: t(user.active ? 'ADMIN.CUSTOMERS.DISABLE' : 'ADMIN.CUSTOMERS.ENABLE'),
        right: rights.toggleActive,
        confirm: true,
        danger: user.active,
        run: () => toggle.mutate(user),
      },
      {
        key: 'resetPassword',
        label: t('ADMIN.CUSTOMERS.RESET_PASSWORD'),
        right: rights.resetPassword,
        confirm: true,
        run: () => reset.mutate(user.id),
      },
      {
        key: 'impersonate',
        label: t('ADMIN.CUSTOMERS.IMPERSONATE'),
        right: rights.impersonate,
        hiddenWhenDenied: true,
        testId: `see-as-${user.id}`,
        run: () => seeAs(user),
      },
    ];
    return actions.filter((action) => action.right.allowed || !action.hiddenWhenDenied);
  };
  const deniedText = (right: AdminUserRight) =>
    right.allowed || right.reason === 'CUSTOMERS_ONLY' ? null : t(ADMIN_USER_DENIAL_KEYS[right.reason]);

  const actionButton = (action: RowAction) => {
    const button = (
      <Button
        key={action.key}
        size="small"
        danger={action.danger}
        disabled={!action.right.allowed}
        onClick={action.confirm ? undefined : action.run}
        data-testid={action.testId}
      >
        {action.label}
      </Button>
    );
    if (!action.right.allowed) {
      return (
        <Tooltip key={action.key} title={deniedText(action.right)}>
          {button}
        </Tooltip>
      );
    }
    return action.confirm ? (
      <Popconfirm key={action.key} title={t('ADMIN.CONFIRM')} onConfirm={action.run}>
        {button}
      </Popconfirm>
    ) : (
      button
    );
  };

  /** On a phone the actions fold into one menu, so the fixed column stays narrow. */
  const actionMenu = (user: AdminUserSummary) => {
    const actions = rowActions(user);
    return (
      <Dropdown
        trigger={['click']}
        menu={{
          items: actions.map((action) => ({
            key: action.key,
            danger: action.danger,
            disabled: !action.right.allowed,
            label: action.right.allowed ? (
              action.label
            ) : (
              <Space direction="vertical" size={0}>
                {action.label}
                <Typography.Text
                  type="secondary"
                  style={{ fontSize: 12, lineHeight: 1.4, whiteSpace: 'normal' }}
                >
                  {deniedText(action.right)}
                </Typography.Text>
              </Space>
            ),
          })),
          onClick: ({ key }) => {
            const action = actions.find((candidate) => candidate.key === key);
            if (!action?.right.allowed) return;
            if (action.confirm) modal.confirm({ title: t('ADMIN.CONFIRM'), onOk: action.run });
            else action.run();
          },
        }}
      >
        <Button
          size="small"
          icon={<MoreOutlined />}
          aria-label={t('ADMIN.ACTIONS')}
          data-testid={`user-actions-${user.id}`}
        />
      </Dropdown>
    );
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Space wrap>
        <Input.Search
          allowClear
          placeholder={t('ADMIN.CUSTOMERS.SEARCH')}
          onSearch={(q) => setFilters({ q, page: 1 })}
          style={{ width: isMobile ? '100%' : 320 }}
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
        scroll={{ x: isMobile ? 'max-content' : 900 }}
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
            render: (group: AdminUserSummary['group']) => (
              <Tag color={GROUP_COLORS[group]}>{t(userGroupLabelKey(group))}</Tag>
            ),
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
            key: 'actions',
            fixed: 'right',
            width: isMobile ? 88 : undefined,
            render: (_, user) =>
              isMobile ? (
                actionMenu(user)
              ) : (
                <Space size={4} wrap>
                  {rowActions(user).map(actionButton)}
                </Space>
              ),
          },
        ]}
      />
      <CreateUserModal open={creating} onClose={() => setCreating(false)} onCreated={done} />
      {editedUser ? <EditUserDrawer user={editedUser} onClose={() => setEditedUser(null)} /> : null}
      {usageUser ? <UsageDrawer user={usageUser} onClose={() => setUsageUser(null)} /> : null}
      {licenceUser !== null ? (
        <LicenceDrawer userId={licenceUser} onClose={() => setLicenceUser(null)} />
      ) : null}
    </Space>
  );
}
