import type { LoginThrottle } from '@adatlas/domain/admin';
import { Button, Popconfirm, Table, type TableColumnsType } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { formatDateTime } from '../../../shared/utils/formatDateTime.ts';

export interface LoginThrottleTableProps {
  throttles: LoginThrottle[];
  isLoading: boolean;
  /** The account being cleared, if any. */
  clearing: string | null;
  onClear: (email: string) => void;
}

/** One row per waiting (account, address) pair, with the action that clears the account. */
export function LoginThrottleTable({ throttles, isLoading, clearing, onClear }: LoginThrottleTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<LoginThrottle> = [
    { title: t('ADMIN.LOGIN_THROTTLES.EMAIL'), dataIndex: 'email' },
    { title: t('ADMIN.LOGIN_THROTTLES.IP'), dataIndex: 'ip' },
    { title: t('ADMIN.LOGIN_THROTTLES.FAILURES'), dataIndex: 'failures', align: 'right' },
    {
      title: t('ADMIN.LOGIN_THROTTLES.LAST_FAILURE'),
      dataIndex: 'lastFailureAt',
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('ADMIN.LOGIN_THROTTLES.UNTIL'),
      dataIndex: 'until',
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('ADMIN.ACTIONS'),
      key: 'actions',
      render: (_value, row) => (
        <Popconfirm
          title={t('ADMIN.LOGIN_THROTTLES.CONFIRM_CLEAR', { email: row.email })}
          onConfirm={() => onClear(row.email)}
        >
          <Button size="small" loading={clearing === row.email}>
            {t('ADMIN.LOGIN_THROTTLES.CLEAR')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Table<LoginThrottle>
      data-testid="login-throttles"
      rowKey={(row) => `${row.email} ${row.ip}`}
      columns={columns}
      dataSource={throttles}
      loading={isLoading}
      pagination={false}
      size="small"
      locale={{ emptyText: t('ADMIN.LOGIN_THROTTLES.EMPTY') }}
    />
  );
}
