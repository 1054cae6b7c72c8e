import type { TenantId } from '@adatlas/domain/tenants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { adLibraryQueries, startMetaRun } from '../api/adLibrary.queries.ts';

export interface MetaIngestionCardProps {
  tenant: TenantId;
  enabled: boolean;
  isRunning: boolean;
}

/** Meta's Ad Library API: runs on a schedule per country, and now on demand. */
export function MetaIngestionCard({ tenant, enabled, isRunning }: MetaIngestionCardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const start = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => startMetaRun(tenant),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adLibraryQueries.all }),
  });
  return (
    <Panel title={t('AD_LIBRARY_INGESTION.META.TITLE')} data-testid="meta-ingestion">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('AD_LIBRARY_INGESTION.META.HINT')}
        </Typography.Paragraph>
        {enabled ? (
          <Button
            type="primary"
            data-testid="meta-run-now"
            loading={start.isPending}
            disabled={isRunning}
            onClick={() => start.mutate()}
          >
            {t('AD_LIBRARY_INGESTION.META.RUN_NOW', { country: t(`TENANT.${tenant}`) })}
          </Button>
        ) : (
          <Alert
            type="warning"
            showIcon
            data-testid="meta-disabled"
            title={t('AD_LIBRARY_INGESTION.META.DISABLED')}
          />
        )}
        <ApiErrorAlert error={start.error} />
      </Space>
    </Panel>
  );
}
