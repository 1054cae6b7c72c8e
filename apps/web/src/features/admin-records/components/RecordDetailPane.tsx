import {
  checkFieldValue,
  RECORD_FIELDS,
  type RecordEntity,
  type RecordField,
  type RecordValues,
} from '@adatlas/domain/admin';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Form, Popconfirm, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ADMIN_QUERY_KEY, adminMutation } from '../../../shared/api/adminMutation.ts';
import { errorReporter } from '../../../shared/api/index.ts';
import { fieldIssueText } from '../../../shared/utils/fieldIssueText.ts';
import { serverFieldErrors } from '../../../shared/utils/serverFieldErrors.ts';
import { recordsQueries } from '../api/records.queries.ts';
import { RecordFieldInput } from './RecordFieldInput.tsx';

export interface RecordDetailPaneProps {
  entity: RecordEntity;
  /** null: create mode. */
  recordId: number | null;
  onClose(): void;
}

type Mode = 'view' | 'edit' | 'create';

/** What the pane's title calls a record: its name (with the surname), else its title. */
function recordName(values: RecordValues | undefined): string | null {
  const text = (key: string) => (typeof values?.[key] === 'string' ? (values[key] as string) : '');
  return [text('name'), text('surname')].join(' ').trim() || text('title') || text('job_title') || null;
}

/**
 * The generic detail pane (spec data §2): view, edit and create modes; cancel restores the data;
 * save, delete and cancel-edit ask for confirmation; save only when complete and valid; system
 * fields read-only; an indicator while the form has errors.
 */
export function RecordDetailPane({ entity, recordId, onClose }: RecordDetailPaneProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RecordValues>();
  const [mode, setMode] = useState<Mode>(recordId === null ? 'create' : 'view');
  const [id, setId] = useState(recordId);
  const [isValid, setIsValid] = useState(false);
  const record = useQuery({ ...recordsQueries.record(entity, id ?? 0), enabled: id !== null });
  const fields = RECORD_FIELDS[entity];
  const entityLabel = t(`ADMIN.ENTITY.${entity.toUpperCase()}`);
  // A new record has no system fields yet: their section would be an empty heading.
  const sections = useMemo(() => {
    const shown = fields.filter((field) => !(mode === 'create' && field.readOnly));
    return [...new Set(shown.map((field) => field.section))].map((section) => ({
      section,
      fields: shown.filter((field) => field.section === section),
    }));
  }, [fields, mode]);
  const values = Form.useWatch([], form);

  useEffect(() => {
    if (record.data) form.setFieldsValue(record.data);
  }, [record.data, form]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `values` is the trigger: re-check validity on every change
  useEffect(() => {
    if (mode === 'view') return;
    form.validateFields({ validateOnly: true }).then(
      () => setIsValid(true),
      () => setIsValid(false),
    );
  }, [values, mode, form]);
  const hasErrors = mode !== 'view' && form.getFieldsError().some((entry) => entry.errors.length > 0);

  const editable = () =>
    Object.fromEntries(
      fields
        .filter((field) => !field.readOnly)
        .map((field) => [field.key, form.getFieldValue(field.key) ?? null]),
    );
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
  const save = useMutation({
    mutationFn: (sent: RecordValues) =>
      mode === 'create'
        ? adminMutation<RecordValues>('POST', `/admin/records/${entity}`, sent)
        : adminMutation<RecordValues>('PUT', `/admin/records/${entity}/${id}`, sent),
    // A refusal that names fields is shown on them; anything else goes to the global overlay.
    onError: (error, sent) => {
      const named = serverFieldErrors(t, error, fields, sent, new Date());
      if (named.length > 0) form.setFields(named);
      else errorReporter.report(error);
    },
    onSuccess: (saved) => {
      refresh();
      setId(Number(saved.id));
      queryClient.setQueryData(recordsQueries.record(entity, Number(saved.id)).queryKey, saved);
      form.setFieldsValue(saved);
      setMode('view');
      void message.success(t('ADMIN.SAVED'));
    },
  });
  // "Mark as verified": checked, nothing to change; only the verification date moves.
  const verify = useMutation({
    mutationFn: () => adminMutation<RecordValues>('POST', `/admin/records/${entity}/${id}/verify`),
    onError: (error) => errorReporter.report(error),
    onSuccess: (saved) => {
      refresh();
      queryClient.setQueryData(recordsQueries.record(entity, Number(saved.id)).queryKey, saved);
      form.setFieldsValue(saved);
      void message.success(t('RECORD_HISTORY.MARKED_VERIFIED'));
    },
  });
  const isVerifiable = entity === 'companies' || entity === 'contacts';
  const remove = useMutation({
    mutationFn: () => adminMutation('DELETE', `/admin/records/${entity}/${id}`),
    onSuccess: () => {
      refresh();
      onClose();
    },
  });
  const validate = (field: RecordField) => async (_: unknown, value: unknown) => {
    const checked = checkFieldValue(field, value ?? null, new Date());
    if (!checked.ok) throw new Error(fieldIssueText(t, checked.issue));
  };
  const title = id
    ? `${recordName(record.data) ?? entityLabel} · #${id}`
    : `${t('ADMIN.RECORDS.CREATE')} · ${entityLabel}`;
  const cancelEdit = () => {
    form.resetFields();
    if (record.data) form.setFieldsValue(record.data);
    if (mode === 'create') onClose();
    else setMode('view');
  };

  return (
    <Drawer
      open
      width={720}
      onClose={onClose}
      styles={{ title: { minWidth: 0, marginInlineEnd: 12 } }}
      title={
        // A long name ends in an ellipsis (whole in the tooltip) rather than wrap under the buttons.
        <Typography.Text
          ellipsis={{ tooltip: title }}
          style={{ display: 'block' }}
          data-testid="record-title"
        >
          {title}
        </Typography.Text>
      }
      extra={
        <Space>
          {mode === 'view' ? (
            <>
              <Button type="primary" onClick={() => setMode('edit')} data-testid="record-edit">
                {t('ADMIN.EDIT')}
              </Button>
              {isVerifiable ? (
                <Button
                  icon={<SafetyCertificateOutlined />}
                  onClick={() => verify.mutate()}
                  loading={verify.isPending}
                  data-testid="record-verify"
                >
                  {t('RECORD_HISTORY.MARK_VERIFIED')}
                </Button>
              ) : null}
              <Popconfirm title={t('ADMIN.CONFIRM_DELETE')} onConfirm={() => remove.mutate()}>
                <Button danger>{t('ADMIN.DELETE')}</Button>
              </Popconfirm>
            </>
          ) : (
            <>
              <Popconfirm title={t('ADMIN.CONFIRM_CANCEL')} onConfirm={cancelEdit}>
                <Button>{t('COMMON.CANCEL')}</Button>
              </Popconfirm>
              <Popconfirm
                title={t('ADMIN.CONFIRM_SAVE')}
                onConfirm={() => save.mutate(editable())}
                disabled={!isValid}
              >
                <Button type="primary" disabled={!isValid} loading={save.isPending} data-testid="record-save">
                  {t('ADMIN.SAVE')}
                </Button>
              </Popconfirm>
            </>
          )}
        </Space>
      }
    >
      {hasErrors ? (
        <Alert
          type="error"
          showIcon
          title={t('ADMIN.FORM_HAS_ERRORS')}
          style={{ marginBottom: 12 }}
          data-testid="form-errors"
        />
      ) : null}
      <Form form={form} name="record" layout="vertical" initialValues={{ active: true }}>
        {sections.map(({ section, fields: sectionFields }) => (
          <div key={section}>
            <Typography.Title level={5}>
              {t(`ADMIN.RECORD_SECTION.${section.toUpperCase()}`)}
            </Typography.Title>
            <div
              style={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
                columnGap: 12,
              }}
            >
              {sectionFields.map((field) => (
                <Form.Item
                  key={field.key}
                  name={field.key}
                  label={t(field.label)}
                  required={field.required}
                  rules={field.readOnly ? [] : [{ validator: validate(field) }]}
                >
                  <RecordFieldInput field={field} disabled={mode === 'view' || field.readOnly === true} />
                </Form.Item>
              ))}
            </div>
          </div>
        ))}
      </Form>
    </Drawer>
  );
}
