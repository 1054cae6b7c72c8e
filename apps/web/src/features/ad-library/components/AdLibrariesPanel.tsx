import type { AdLibraryRun } from '@adatlas/domain/ad-library-ingestion';
import { TENANT_IDS, type TenantId } from '@adatlas/domain/tenants';
import { useQuery } from '@tanstack/react-query';
import { Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { tenantStore } from '../../../shared/session/tenantStore.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { adLibraryQueries } from '../api/adLibrary.queries.ts';
import { GoogleImportCard } from './GoogleImportCard.tsx';
import { MetaIngestionCard } from './MetaIngestionCard.tsx';
import { RunReportDrawer } from './RunReportDrawer.tsx';
import { RunsTable } from './RunsTable.tsx';

/** Back office › Ad libraries: ingestion of Meta's and Google's public ad repositories, per country. */
export function AdLibrariesPanel() {
  const { t } = useTranslation();
  const [tenant, setTenant] = useState<TenantId>(() => tenantStore.get());
  const [uploading, setUploading] = useState(false);
  const [openRun, setOpenRun] = useState<number | null>(null);
  const runs = useQuery(adLibraryQueries.runs(tenant, { uploading }));
  const list = runs.data?.runs ?? [];
  const running = (source: AdLibraryRun['source']) =>
    list.find((run) => run.source === source && run.status === 'running');
  const [now, setNow] = useState(() => new Date());
  const anyRunning = list.some((run) => run.status === 'running');
  useEffect(() => {
    if (!anyRunning) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [anyRunning]);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="ad-libraries-panel">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('AD_LIBRARY_INGESTION.HINT')}
      </Typography.Paragraph>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <span id="ad-library-country-label">{t('AD_LIBRARY_INGESTION.COUNTRY')}</span>
        <Select<TenantId>
          value={tenant}
          onChange={setTenant}
          style={{ minWidth: 180 }}
          data-testid="ad-library-country"
          aria-labelledby="ad-library-country-label"
          options={TENANT_IDS.map((id) => ({ value: id, label: t(`TENANT.${id}`) }))}
        />
      </div>
      <ApiErrorAlert error={runs.error} />
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
        }}
      >
        <MetaIngestionCard
          tenant={tenant}
          enabled={runs.data?.metaEnabled ?? false}
          isRunning={!!running('META')}
        />
        <GoogleImportCard
          key={tenant}
          tenant={tenant}
          running={running('GOOGLE')}
          onUploadingChange={setUploading}
          onOpenRun={setOpenRun}
          findRun={(fileName) => list.find((run) => run.source === 'GOOGLE' && run.fileName === fileName)}
        />
      </div>
      <Panel title={t('AD_LIBRARY_INGESTION.RUNS.TITLE')}>
        <RunsTable runs={list} isLoading={runs.isLoading} now={now} onOpen={(run) => setOpenRun(run.id)} />
      </Panel>
      <RunReportDrawer tenant={tenant} runId={openRun} onClose={() => setOpenRun(null)} />
    </Space>
  );
}
