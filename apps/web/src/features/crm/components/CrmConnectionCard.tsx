import type { CrmConnection } from '@adatlas/domain/crm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Popconfirm } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { formatDateTime } from '../../../shared/utils/formatDateTime.ts';
import { crmApi } from '../api/crm.api.ts';
import { crmQueries } from '../api/crm.queries.ts';
import { CRM_PROVIDER_LABELS } from '../crmLabels.ts';

export interface CrmConnectionCardProps {
  connection: CrmConnection;
}

/** The connected CRM: which account it reaches, since when, and the way out. */
export function CrmConnectionCard({ connection }: CrmConnectionCardProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const provider = connection.provider ? CRM_PROVIDER_LABELS[connection.provider] : '';
  const disconnect = useMutation({
    mutationFn: crmApi.disconnect,
    onSuccess: (next) => {
      queryClient.setQueryData(crmQueries.connection().queryKey, next);
      void message.success(t('CRM.DISCONNECTED'));
    },
  });
  return (
    <div data-testid="crm-connected">
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('CRM.PROVIDER')}>{provider}</Descriptions.Item>
        <Descriptions.Item label={t('CRM.ACCOUNT')}>{connection.accountName}</Descriptions.Item>
        {connection.connectedAt ? (
          <Descriptions.Item label={t('CRM.CONNECTED_AT')}>
            {formatDateTime(connection.connectedAt)}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Popconfirm
        title={t('CRM.DISCONNECT_CONFIRM', { provider })}
        okText={t('CRM.DISCONNECT')}
        cancelText={t('COMMON.CANCEL')}
        onConfirm={() => disconnect.mutate()}
      >
        <Button danger loading={disconnect.isPending} data-testid="crm-disconnect">
          {t('CRM.DISCONNECT')}
        </Button>
      </Popconfirm>
    </div>
  );
}
