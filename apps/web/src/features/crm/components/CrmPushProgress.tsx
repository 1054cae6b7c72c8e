import { useQuery } from '@tanstack/react-query';
import { Alert, Progress, Skeleton, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { crmQueries } from '../api/crm.queries.ts';
import { CRM_PROVIDER_LABELS } from '../crmLabels.ts';
import { CrmPushReportTable } from './CrmPushReportTable.tsx';

export interface CrmPushProgressProps {
  pushId: number;
}

/** A queued push as it runs: the share of contacts answered, then the counts and the report. */
export function CrmPushProgress({ pushId }: CrmPushProgressProps) {
  const { t } = useTranslation();
  const report = useQuery(crmQueries.push(pushId));
  if (report.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (report.isError) {
    return <Alert type="error" showIcon title={t('CRM.PUSH.LOAD_FAILED')} />;
  }
  const push = report.data;
  const isOver = push.status === 'done' || push.status === 'failed';
  const percent = push.total === 0 ? 100 : Math.round((push.processed / push.total) * 100);
  return (
    <div data-testid="crm-push-progress" data-status={push.status}>
      <Progress
        percent={percent}
        status={push.status === 'failed' ? 'exception' : isOver ? 'success' : 'active'}
        aria-label={t('CRM.PUSH.PROGRESS', { processed: push.processed, total: push.total })}
      />
      <Typography.Paragraph>
        {push.status === 'queued'
          ? t('CRM.PUSH.QUEUED')
          : t('CRM.PUSH.PROGRESS', { processed: push.processed, total: push.total })}
      </Typography.Paragraph>
      {push.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={t('CRM.PUSH.FAILED', { provider: CRM_PROVIDER_LABELS[push.provider] })}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {isOver ? (
        <Typography.Paragraph strong data-testid="crm-push-summary">
          {t('CRM.PUSH.SUMMARY', {
            created: push.created,
            updated: push.updated,
            skipped: push.skipped,
            failed: push.failed,
          })}
        </Typography.Paragraph>
      ) : null}
      <CrmPushReportTable rows={push.rows} />
    </div>
  );
}
