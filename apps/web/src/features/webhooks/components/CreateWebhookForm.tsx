import {
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookEndpointCreated,
  type WebhookEvent,
} from '@adatlas/domain/webhooks';
import { Button, Checkbox, Form, Input, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { useCreateForm } from '../../../shared/hooks/useCreateForm.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import { webhooksApi } from '../api/webhooks.api.ts';
import { webhookQueries } from '../api/webhooks.queries.ts';
import { webhookEventLabelKey } from '../utils/webhookEventLabelKey.ts';
import { webhookUrlProblem } from '../utils/webhookUrlProblem.ts';

export interface CreateWebhookFormProps {
  onCreated: (endpoint: WebhookEndpointCreated) => void;
}

interface CreateValues {
  url: string;
  events: WebhookEvent[];
}

/** A receiving URL and the follow events to send it; the server checks where the URL leads. */
export function CreateWebhookForm({ onCreated }: CreateWebhookFormProps) {
  const { t } = useTranslation();
  const { form, create } = useCreateForm({
    create: (values: CreateValues) =>
      webhooksApi.createEndpoint({ url: values.url.trim(), events: values.events }),
    listKey: webhookQueries.all,
    onCreated,
    onError: (error, form) => {
      // The server refuses an address it will not reach (private, loopback, reserved): said on the field.
      const urlField = isApiError(error)
        ? error.fields?.find((field) => field.path === 'body.url')
        : undefined;
      if (urlField) form.setFields([{ name: 'url', errors: [t('WEBHOOKS.URL_UNREACHABLE')] }]);
    },
  });
  const fieldError =
    isApiError(create.error) && create.error.fields?.some((field) => field.path === 'body.url');

  return (
    <>
      {fieldError ? null : <ApiErrorAlert error={create.error} />}
      <Form<CreateValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ url: '', events: [...WEBHOOK_EVENTS] }}
        onFinish={(values) => create.mutate(values)}
        data-testid="create-webhook"
      >
        <Form.Item
          name="url"
          label={t('WEBHOOKS.URL')}
          extra={t('WEBHOOKS.URL_HINT')}
          validateTrigger="onBlur"
          rules={[
            { required: true, whitespace: true, message: t('COMMON.REQUIRED_FIELD') },
            {
              validator: async (_, value: string | undefined) => {
                const problem = value?.trim() ? webhookUrlProblem(value.trim()) : null;
                if (problem) throw new Error(t(`WEBHOOKS.URL_${problem}`));
              },
            },
          ]}
        >
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            maxLength={WEBHOOK_URL_MAX_LENGTH}
            placeholder="https://crm.example.com/hooks/adatlas"
            data-testid="webhook-url"
          />
        </Form.Item>
        <Form.Item
          name="events"
          label={t('WEBHOOKS.EVENTS')}
          extra={t('WEBHOOKS.EVENTS_HINT')}
          rules={[{ required: true, type: 'array', min: 1, message: t('WEBHOOKS.EVENTS_REQUIRED') }]}
        >
          <Checkbox.Group style={{ display: 'grid', gap: 8 }} data-testid="webhook-events">
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox key={event} value={event} data-testid={`webhook-event-${event}`}>
                {t(webhookEventLabelKey(event))}{' '}
                <Typography.Text type="secondary" code>
                  {event}
                </Typography.Text>
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="webhook-create">
            {t('WEBHOOKS.CREATE')}
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}
