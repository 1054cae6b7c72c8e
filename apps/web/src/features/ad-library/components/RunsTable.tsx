import type { AdLibraryRun } from '@adatlas/domain/ad-library-ingestion';
import { Button, Table, Tag } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { formatDateTime } from '../../../shared/utils/formatDateTime.ts';
import { runDuration } from '../utils/runDuration.ts';

export interface RunsTableProps {
  runs: readonly AdLibraryRun[];
  isLoading: boolean;
  now: Date;
  onOpen: (run: AdLibraryRun) => void;
}

const STATUS_COLOR = { running: 'processing', done: 'success', failed: 'error' } as const;

/** The ingestion runs of a country, newest first: what each read and what went wrong. */
export function RunsTable({ runs, isLoading, now, onOpen }: RunsTableProps) {
  const { t } = useTranslation();
  const count = (value: number) => value.toLocaleString();
  return (
    <Table<AdLibraryRun>
      data-testid="ad-library-runs"
      rowKey="id"
      size="small"
      loading={isLoading}
      dataSource={[...runs]}
      pagination={false}
      scroll={{ x: 760 }}
      locale={{ emptyText: t('AD_LIBRARY_INGESTION.RUNS.EMPTY') }}
      onRow={(run) => ({ 'data-testid': `ad-library-run-${run.id}` }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        {
          key: 'source',
          title: t('AD_LIBRARY_INGESTION.RUNS.SOURCE'),
          render: (_, run) => (
            <span>
              {t(`AD_LIBRARY_INGESTION.SOURCE.${run.source}`)}
              {run.fileName ? (
                <div style={{ fontSize: 12, overflowWrap: 'anywhere' }}>{run.fileName}</div>
              ) : null}
            </span>
          ),
        },
        {
          key: 'started',
          title: t('AD_LIBRARY_INGESTION.RUNS.STARTED'),
          render: (_, run) => formatDateTime(run.startedAt),
        },
        {
          key: 'status',
          title: t('AD_LIBRARY_INGESTION.RUNS.STATUS'),
          render: (_, run) => (
            <Tag color={STATUS_COLOR[run.status]} data-testid="run-status">
              {t(`AD_LIBRARY_INGESTION.STATUS.${run.status.toUpperCase()}`)}
            </Tag>
          ),
        },
        {
          key: 'pages',
          title: t('AD_LIBRARY_INGESTION.RUNS.PAGES'),
          align: 'right',
          render: (_, run) => (run.source === 'META' ? count(run.pages) : '—'),
        },
        {
          key: 'ads',
          title: t('AD_LIBRARY_INGESTION.RUNS.ADS'),
          align: 'right',
          render: (_, run) =>
            run.status === 'running' && run.source === 'GOOGLE'
              ? t('AD_LIBRARY_INGESTION.RUNS.ROWS_READ', { count: run.rowsRead })
              : count(run.ads),
        },
        {
          key: 'errors',
          title: t('AD_LIBRARY_INGESTION.RUNS.ERRORS'),
          align: 'right',
          render: (_, run) => (run.errors > 0 ? <Tag color="error">{count(run.errors)}</Tag> : '0'),
        },
        {
          key: 'duration',
          title: t('AD_LIBRARY_INGESTION.RUNS.DURATION'),
          render: (_, run) => runDuration(run.startedAt, run.finishedAt, now),
        },
        {
          key: 'report',
          title: t('AD_LIBRARY_INGESTION.RUNS.REPORT'),
          render: (_, run) => (
            <Button
              size="small"
              onClick={() => onOpen(run)}
              aria-label={t('AD_LIBRARY_INGESTION.RUNS.OPEN', { id: run.id })}
            >
              {t('AD_LIBRARY_INGESTION.RUNS.DETAILS')}
            </Button>
          ),
        },
      ]}
    />
  );
}
