import type { ApiKeyCreated } from '@adatlas/domain/api-keys';
import { API_KEY_NAME_MAX_LENGTH } from '@adatlas/domain/api-keys';
import { DEFAULT_DATE_FORMAT } from '@adatlas/domain/formatting';
import { Button, DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useCreateForm } from '../../../shared/hooks/useCreateForm.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import { apiKeysApi } from '../api/apiKeys.api.ts';
import { apiKeyQueries } from '../api/apiKeys.queries.ts';

export interface CreateApiKeyFormProps {
  onCreated: (key: ApiKeyCreated) => void;
}

interface CreateValues {
  name: string;
  expiresOn?: Dayjs | null;
}

/** Name and optional expiry (the key works until the end of that day, in the user's time zone). */
export function CreateApiKeyForm({ onCreated }: CreateApiKeyFormProps) {
  const { t } = useTranslation();
  const { form, create } = useCreateForm({
    create: (values: CreateValues) =>
      apiKeysApi.createKey({
        name: values.name,
        expiresAt: values.expiresOn ? values.expiresOn.endOf('day').toISOString() : null,
      }),
    listKey: apiKeyQueries.all,
    onCreated,
  });

  return (
    <>
      <ApiErrorAlert error={create.error} />
      <Form<CreateValues>
        form={form}
        layout="inline"
        requiredMark={false}
        onFinish={(values) => create.mutate(values)}
        data-testid="create-api-key"
      >
        <Form.Item
          name="name"
          label={t('API_KEYS.NAME')}
          rules={[{ required: true, whitespace: true, message: t('COMMON.REQUIRED_FIELD') }]}
        >
          <Input
            maxLength={API_KEY_NAME_MAX_LENGTH}
            placeholder={t('API_KEYS.NAME_PLACEHOLDER')}
            style={{ width: 240 }}
            data-testid="api-key-name"
          />
        </Form.Item>
        <Form.Item name="expiresOn" label={t('API_KEYS.EXPIRES')}>
          <DatePicker
            format={DEFAULT_DATE_FORMAT}
            placeholder={t('API_KEYS.NEVER')}
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
            data-testid="api-key-expiry"
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="api-key-create">
            {t('API_KEYS.CREATE')}
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}
