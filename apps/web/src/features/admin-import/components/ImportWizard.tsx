import {
  IMPORT_ENTITIES,
  type ImportEntity,
  type ImportError,
  type ImportJob,
  type ImportMapping,
} from '@adatlas/domain/admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Progress, Select, Space, Statistic, Steps, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { adminMutation } from '../../../shared/api/adminMutation.ts';
import { WriteAction } from '../../../shared/ui/WriteAction.tsx';
import { type ImportDryRun, type ImportPreview, importQueries } from '../api/import.queries.ts';
import { ImportColumnGuide } from './ImportColumnGuide.tsx';

interface UploadedFile {
  entity: ImportEntity;
  fileName: string;
  contentBase64: string;
}

async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Why the server refused a file: the reasons it gave, or its description. */
function refusalReasons(error: Error): string[] {
  if (!isApiError(error)) return [];
  return error.fields?.length ? error.fields.map((field) => field.message) : [error.description];
}

/** Upload → mapping → dry run → commit, with the job's progress polled until it ends. */
export function ImportWizard() {
  const { t } = useTranslation();
  const [entity, setEntity] = useState<ImportEntity>('companies');
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [step, setStep] = useState(0);
  const preview = useMutation({
    mutationFn: (upload: UploadedFile) =>
      adminMutation<ImportPreview>('POST', '/admin/import/preview', upload),
    onSuccess: (result) => {
      setMapping(result.suggestedMapping);
      setStep(1);
    },
    // A file the server cannot read is said under the upload button, in the server's words.
    meta: { handlesErrors: true },
  });
  const dryRun = useMutation({
    mutationFn: () => adminMutation<ImportDryRun>('POST', '/admin/import/dry-run', { ...file, mapping }),
    onSuccess: () => setStep(2),
  });
  const commit = useMutation({
    mutationFn: () => adminMutation<ImportJob>('POST', '/admin/import/commit', { ...file, mapping }),
    onSuccess: () => setStep(3),
  });
  const job = useQuery({
    ...importQueries.importJob(commit.data?.id ?? 0),
    enabled: commit.data !== undefined,
  });
  const header = preview.data?.header ?? [];
  const fields = new Map(preview.data?.fields.map((field) => [field.key, field]));
  const fieldLabel = (key: string) => {
    const field = fields.get(key);
    return field ? t(field.label) : key;
  };
  const errorText = (error: ImportError) =>
    t(`ADMIN.IMPORT.ERROR.${error.code}`, {
      value: error.value,
      options: fields.get(error.field)?.options?.join(', ') ?? '',
      id: job.data?.id,
    });
  /** What stopped a started import: the line and field to blame when one is, then the reason. */
  const failureText = (error: ImportError | undefined) => {
    if (!error) return undefined;
    if (!error.field) return errorText(error);
    const parts = { line: error.line, field: fieldLabel(error.field), reason: errorText(error) };
    return error.line > 0 ? t('ADMIN.IMPORT.FAILED_AT', parts) : t('ADMIN.IMPORT.FAILED_FIELD', parts);
  };
  const restart = () => {
    setFile(null);
    setStep(0);
    preview.reset();
    dryRun.reset();
    commit.reset();
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Steps
        current={step}
        status={job.data?.status === 'failed' ? 'error' : job.data?.status === 'done' ? 'finish' : 'process'}
        items={['UPLOAD', 'MAPPING', 'DRY_RUN', 'COMMIT'].map((key) => ({
          title: t(`ADMIN.IMPORT.STEP_${key}`),
        }))}
      />
      {step === 0 ? (
        <Space wrap>
          <Select
            aria-label={t('ADMIN.IMPORT.ENTITY')}
            value={entity}
            onChange={setEntity}
            style={{ width: 200 }}
            options={IMPORT_ENTITIES.map((value) => ({
              value,
              label: t(`ADMIN.ENTITY.${value.toUpperCase()}`),
            }))}
          />
          <WriteAction upload>
            <Upload
              accept=".csv,.xlsx"
              maxCount={1}
              showUploadList={false}
              beforeUpload={async (picked) => {
                const upload = { entity, fileName: picked.name, contentBase64: await toBase64(picked) };
                setFile(upload);
                preview.mutate(upload);
                return false;
              }}
            >
              <Button type="primary" loading={preview.isPending}>
                {t('ADMIN.IMPORT.CHOOSE_FILE')}
              </Button>
            </Upload>
          </WriteAction>
        </Space>
      ) : null}
      {step === 0 ? <ImportColumnGuide entity={entity} /> : null}
      {step === 0 && preview.isError ? (
        <Alert
          type="error"
          showIcon
          data-testid="import-file-refused"
          title={t('ADMIN.IMPORT.FILE_REFUSED')}
          description={refusalReasons(preview.error).join(' ')}
        />
      ) : null}
      {step === 1 && preview.data ? (
        <Card
          size="small"
          title={`${file?.fileName} — ${t('ADMIN.IMPORT.ROWS', { count: preview.data.totalRows })}`}
        >
          <div
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 8 }}
          >
            {preview.data.fields.map((field) => (
              <Space key={field.key}>
                <span style={{ width: 120, display: 'inline-block' }}>
                  {t(field.label)}
                  {field.required ? ' *' : ''}
                </span>
                <Select
                  allowClear
                  style={{ width: 130 }}
                  value={mapping[field.key]}
                  onChange={(column?: number) =>
                    setMapping((current) => {
                      const next = { ...current };
                      if (column === undefined) delete next[field.key];
                      else next[field.key] = column;
                      return next;
                    })
                  }
                  options={header.map((title, index) => ({ value: index, label: title }))}
                />
              </Space>
            ))}
          </div>
          <Table
            size="small"
            style={{ marginTop: 16 }}
            title={() => t('ADMIN.IMPORT.SAMPLE')}
            rowKey={(_row, index) => String(index)}
            dataSource={preview.data.sample}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={header.map((title, index) => ({
              title,
              key: index,
              render: (_value: unknown, row: string[]) => row[index],
            }))}
          />
          <Space style={{ marginTop: 12 }}>
            <Button onClick={restart}>{t('COMMON.BACK')}</Button>
            <Button type="primary" loading={dryRun.isPending} onClick={() => dryRun.mutate()}>
              {t('ADMIN.IMPORT.RUN_DRY')}
            </Button>
          </Space>
        </Card>
      ) : null}
      {step === 2 && dryRun.data ? (
        <Card size="small">
          <Space size="large" wrap>
            <Statistic title={t('ADMIN.IMPORT.TO_CREATE')} value={dryRun.data.toCreate} />
            <Statistic title={t('ADMIN.IMPORT.TO_UPDATE')} value={dryRun.data.toUpdate} />
            <Statistic title={t('ADMIN.IMPORT.INVALID')} value={dryRun.data.invalidRows} />
          </Space>
          {dryRun.data.errors.length > 0 ? (
            <Table
              size="small"
              rowKey={(row) => `${row.line}-${row.field}`}
              dataSource={dryRun.data.errors}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              columns={[
                { title: t('ADMIN.IMPORT.LINE'), dataIndex: 'line' },
                { title: t('ADMIN.IMPORT.FIELD'), dataIndex: 'field', render: fieldLabel },
                {
                  title: t('ADMIN.IMPORT.REASON'),
                  key: 'reason',
                  render: (_value: unknown, error: ImportError) => errorText(error),
                },
              ]}
            />
          ) : null}
          <Space style={{ marginTop: 12 }}>
            <Button onClick={() => setStep(1)}>{t('COMMON.BACK')}</Button>
            <Button
              type="primary"
              disabled={dryRun.data.invalidRows > 0}
              loading={commit.isPending}
              onClick={() => commit.mutate()}
            >
              {t('ADMIN.IMPORT.COMMIT')}
            </Button>
          </Space>
        </Card>
      ) : null}
      {step === 3 && job.data ? (
        <Card size="small">
          <Progress
            percent={job.data.total ? Math.round((job.data.processed / job.data.total) * 100) : 0}
            status={
              job.data.status === 'failed' ? 'exception' : job.data.status === 'done' ? 'success' : 'active'
            }
          />
          {job.data.status === 'done' ? (
            <Alert
              type="success"
              showIcon
              title={t('ADMIN.IMPORT.DONE', {
                created: t('ADMIN.IMPORT.CREATED', { count: job.data.created }),
                updated: t('ADMIN.IMPORT.UPDATED', { count: job.data.updated }),
              })}
            />
          ) : null}
          {job.data.status === 'failed' ? (
            <Alert
              type="error"
              showIcon
              title={t('ADMIN.IMPORT.FAILED')}
              description={failureText(job.data.errors[0])}
            />
          ) : null}
          <Button style={{ marginTop: 12 }} onClick={restart}>
            {t('ADMIN.IMPORT.NEW')}
          </Button>
        </Card>
      ) : null}
    </Space>
  );
}
