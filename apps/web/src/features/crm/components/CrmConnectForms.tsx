import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Divider, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import { crmApi } from '../api/crm.api.ts';
import { crmQueries } from '../api/crm.queries.ts';

export interface CrmConnectFormsProps {
  salesforceAvailable: boolean;
}

/** No CRM yet: a HubSpot private-app token, or Salesforce's own sign-in when the server has the app. */
export function CrmConnectForms({ salesforceAvailable }: CrmConnectFormsProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ token: string }>();
  const hubspot = useMutation({
    mutationFn: crmApi.connectHubspot,
    onSuccess: (connection) => {
      queryClient.setQueryData(crmQueries.connection().queryKey, connection);
      void message.success(t('CRM.CONNECTED', { provider: 'HubSpot' }));
    },
  });
  const salesforce = useMutation({
    mutationFn: crmApi.startSalesforce,
    onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
  });
  return (
    <div data-testid="crm-connect">
      <Typography.Title level={5}>HubSpot</Typography.Title>
      <Typography.Paragraph type="secondary">{t('CRM.HUBSPOT_HELP')}</Typography.Paragraph>
      <ApiErrorAlert error={hubspot.error} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={({ token }) => hubspot.mutate({ token: token.trim() })}
      >
        <Form.Item
          name="token"
          label={t('CRM.HUBSPOT_TOKEN')}
          rules={[{ required: true, whitespace: true, min: 10, message: t('CRM.HUBSPOT_TOKEN_REQUIRED') }]}
        >
          <Input.Password autoComplete="off" placeholder="pat-…" data-testid="crm-hubspot-token" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={hubspot.isPending}
          data-testid="crm-hubspot-connect"
        >
          {t('CRM.CONNECT_HUBSPOT')}
        </Button>
      </Form>
      {salesforceAvailable ? (
        <>
          <Divider />
          <Typography.Title level={5}>Salesforce</Typography.Title>
          <Typography.Paragraph type="secondary">{t('CRM.SALESFORCE_HELP')}</Typography.Paragraph>
          <ApiErrorAlert error={salesforce.error} />
          <Flex>
            <Button
              onClick={() => salesforce.mutate()}
              loading={salesforce.isPending}
              data-testid="crm-salesforce-connect"
            >
              {t('CRM.CONNECT_SALESFORCE')}
            </Button>
          </Flex>
        </>
      ) : null}
    </div>
  );
}
