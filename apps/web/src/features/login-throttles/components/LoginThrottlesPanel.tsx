import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Space, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ADMIN_QUERY_KEY, adminMutation } from '../../../shared/api/adminMutation.ts';
import { loginThrottlesQueries } from '../api/loginThrottles.queries.ts';
import { LoginThrottleTable } from './LoginThrottleTable.tsx';

/**
 * The sign-ins that wait after failed attempts, per account and address; clearing an account lets
 * every address try again at once (a locked-out owner on a new network, say).
 */
export function LoginThrottlesPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const throttles = useQuery(loginThrottlesQueries.loginThrottles());
  const clear = useMutation({
    mutationFn: (email: string) =>
      adminMutation<{ cleared: number }>(
        'DELETE',
        `/admin/login-throttles?${new URLSearchParams({ email })}`,
      ),
    onSuccess: (_result, email) => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
      void message.success(t('ADMIN.LOGIN_THROTTLES.CLEARED', { email }));
    },
  });

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t('ADMIN.LOGIN_THROTTLES.HINT')}</Typography.Paragraph>
      <LoginThrottleTable
        throttles={throttles.data ?? []}
        isLoading={throttles.isLoading}
        clearing={clear.isPending ? clear.variables : null}
        onClear={(email) => clear.mutate(email)}
      />
    </Space>
  );
}
