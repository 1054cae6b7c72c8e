import type { AdLibraryRun, AdLibraryRunDetail } from '@adatlas/domain/ad-library-ingestion';
import type { TenantId } from '@adatlas/domain/tenants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Progress, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/index.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { WriteAction } from '../../../shared/ui/WriteAction.tsx';
import { adLibraryQueries, uploadGoogleExport } from '../api/adLibrary.queries.ts';

export interface GoogleImportCardProps {
  tenant: TenantId;
  /** The Google run under way, read from the runs list while the file goes up. */
  running: AdLibraryRun | undefined;
  onUploadingChange: (uploading: boolean) => void;
  onOpenRun: (runId: number) => void;
  /** The newest Google run of a file name, to open the report of a refused file. */
  findRun: (fileName: string) => AdLibraryRun | undefined;
}

/**
 * Google Ads Transparency has no API: an admin uploads its creative-stats export (CSV). The bar
 * shows the bytes sent, and the rows the server has read; a file with a bad line loads nothing.
 */
export function GoogleImportCard({
  tenant,
  running,
  onUploadingChange,
  onOpenRun,
  findRun,
}: GoogleImportCardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState({ bytes: 0, total: 0 });
  const [fileName, setFileName] = useState<string | null>(null);
  const upload = useMutation({
    // The card says what went wrong (a refused file with its report), not the app-wide error modal.
    meta: { handlesErrors: true },
    mutationFn: (file: File) => uploadGoogleExport(tenant, file, (bytes, total) => setSent({ bytes, total })),
    onMutate: (file) => {
      setFileName(file.name);
      setSent({ bytes: 0, total: file.size });
      onUploadingChange(true);
    },
    onSettled: () => {
      onUploadingChange(false);
      void queryClient.invalidateQueries({ queryKey: adLibraryQueries.all });
    },
  });
  const percent = sent.total > 0 ? Math.floor((sent.bytes / sent.total) * 100) : 0;
  const done: AdLibraryRunDetail | undefined = upload.data;
  const refusal =
    isApiError(upload.error) && upload.error.clientType === 'VALIDATION_ERROR' ? upload.error : null;
  const badFile = refusal !== null;
  const refused = badFile && fileName ? findRun(fileName) : undefined;

  return (
    <Panel title={t('AD_LIBRARY_INGESTION.GOOGLE.TITLE')} data-testid="google-import">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('AD_LIBRARY_INGESTION.GOOGLE.HINT')}
        </Typography.Paragraph>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          hidden
          data-testid="google-import-input"
          aria-label={t('AD_LIBRARY_INGESTION.GOOGLE.CHOOSE')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file);
          }}
        />
        <WriteAction upload>
          <Button type="primary" loading={upload.isPending} onClick={() => input.current?.click()}>
            {t('AD_LIBRARY_INGESTION.GOOGLE.CHOOSE')}
          </Button>
        </WriteAction>
        {upload.isPending ? (
          <div data-testid="google-import-progress" aria-live="polite">
            <Typography.Text style={{ overflowWrap: 'anywhere' }}>
              {t('AD_LIBRARY_INGESTION.GOOGLE.SENDING', { name: fileName })}
            </Typography.Text>
            <Progress percent={percent} status="active" aria-label={t('AD_LIBRARY_INGESTION.GOOGLE.SENT')} />
            <Typography.Text type="secondary" data-testid="google-import-rows">
              {t('AD_LIBRARY_INGESTION.GOOGLE.ROWS', { count: running?.rowsRead ?? 0 })}
            </Typography.Text>
          </div>
        ) : null}
        {done ? (
          <Alert
            type="success"
            showIcon
            data-testid="google-import-done"
            title={t('AD_LIBRARY_INGESTION.GOOGLE.DONE', {
              count: done.ads,
              rows: done.rowsRead,
              name: done.fileName,
            })}
          />
        ) : null}
        {badFile ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            data-testid="google-import-refused"
            title={t('AD_LIBRARY_INGESTION.GOOGLE.REFUSED', {
              count: refused?.errors ?? refusal?.fields?.length ?? 0,
            })}
            action={
              refused ? (
                <Button size="small" onClick={() => onOpenRun(refused.id)}>
                  {t('AD_LIBRARY_INGESTION.GOOGLE.SEE_REPORT')}
                </Button>
              ) : null
            }
          />
        ) : (
          <ApiErrorAlert error={upload.error} />
        )}
      </Space>
    </Panel>
  );
}
