import type { TenantId } from '@adatlas/domain/tenants';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, List, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import { formatDateTime } from '../../../shared/utils/formatDateTime.ts';
import { adLibraryQueries } from '../api/adLibrary.queries.ts';

export interface RunReportDrawerProps {
  tenant: TenantId;
  runId: number | null;
  onClose: () => void;
}

/** One run in full: its counts, its message and its error report, line by line or page by page. */
export function RunReportDrawer({ tenant, runId, onClose }: RunReportDrawerProps) {
  const { t } = useTranslation();
  const run = useQuery({ ...adLibraryQueries.run(tenant, runId ?? 0), enabled: runId !== null });
  const data = run.data;
  return (
    <Drawer
      open={runId !== null}
      onClose={onClose}
      width="min(640px, 100vw)"
      title={t('AD_LIBRARY_INGESTION.REPORT.TITLE', { id: runId })}
      data-testid="ad-library-run-report"
    >
      <ApiErrorAlert error={run.error} />
      {data ? (
        <>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('AD_LIBRARY_INGESTION.RUNS.SOURCE')}>
              {t(`AD_LIBRARY_INGESTION.SOURCE.${data.source}`)}
              {data.region ? ` · ${data.region}` : ''}
            </Descriptions.Item>
            {data.fileName ? (
              <Descriptions.Item label={t('AD_LIBRARY_INGESTION.REPORT.FILE')}>
                <span style={{ overflowWrap: 'anywhere' }}>{data.fileName}</span>
              </Descriptions.Item>
            ) : null}
            {data.since ? (
              <Descriptions.Item label={t('AD_LIBRARY_INGESTION.REPORT.SINCE')}>
                {data.since}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('AD_LIBRARY_INGESTION.RUNS.STARTED')}>
              {formatDateTime(data.startedAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('AD_LIBRARY_INGESTION.REPORT.COUNTS')}>
              {t('AD_LIBRARY_INGESTION.REPORT.COUNTS_TEXT', {
                pages: data.pages,
                ads: data.ads,
                rows: data.rowsRead,
                errors: data.errors,
              })}
            </Descriptions.Item>
            {data.message ? (
              <Descriptions.Item label={t('AD_LIBRARY_INGESTION.REPORT.MESSAGE')}>
                <span data-testid="run-message">{data.message}</span>
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('AD_LIBRARY_INGESTION.REPORT.PROBLEMS')}
          </Typography.Title>
          <List
            size="small"
            bordered
            data-testid="run-problems"
            locale={{ emptyText: t('AD_LIBRARY_INGESTION.REPORT.NO_PROBLEMS') }}
            dataSource={data.errorReport}
            renderItem={(problem) => (
              <List.Item>
                <span style={{ overflowWrap: 'anywhere' }}>
                  <Typography.Text strong>
                    {problem.line !== undefined
                      ? t('AD_LIBRARY_INGESTION.REPORT.LINE', { line: problem.line })
                      : t('AD_LIBRARY_INGESTION.REPORT.PAGE', { page: problem.page })}
                  </Typography.Text>{' '}
                  {problem.message}
                </span>
              </List.Item>
            )}
          />
          {data.errors > data.errorReport.length ? (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              {t('AD_LIBRARY_INGESTION.REPORT.MORE', { count: data.errors - data.errorReport.length })}
            </Typography.Paragraph>
          ) : null}
        </>
      ) : null}
    </Drawer>
  );
}
