import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { crmQueries } from '../api/crm.queries.ts';
import { CrmConnectForms } from '../components/CrmConnectForms.tsx';
import { CrmConnectionCard } from '../components/CrmConnectionCard.tsx';
import { useSalesforceReturn } from '../hooks/useSalesforceReturn.ts';

/** Profile › CRM: connect HubSpot or Salesforce, see the connection, disconnect it (issue #34). */
export function CrmSection() {
  const { t } = useTranslation();
  const connection = useQuery(crmQueries.connection());
  const salesforceReturn = useSalesforceReturn();
  const data = connection.data;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="crm-section">
      <Card title={t('CRM.TITLE')}>
        <Typography.Paragraph type="secondary">{t('CRM.INTRO')}</Typography.Paragraph>
        {salesforceReturn.isPending ? (
          <Alert type="info" showIcon title={t('CRM.SALESFORCE_FINISHING')} style={{ marginBottom: 16 }} />
        ) : null}
        {salesforceReturn.error ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('CRM.SALESFORCE_FAILED')}
            description={salesforceReturn.errorText}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {connection.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : connection.isError || !data ? (
          <Alert
            type="error"
            showIcon
            title={t('CRM.LOAD_FAILED')}
            action={
              <Button size="small" onClick={() => void connection.refetch()}>
                {t('COMMON.RETRY')}
              </Button>
            }
          />
        ) : !data.plugin ? (
          <Alert type="info" showIcon title={t('CRM.NOT_INCLUDED')} data-testid="crm-not-included" />
        ) : data.provider ? (
          <CrmConnectionCard connection={data} />
        ) : (
          <CrmConnectForms salesforceAvailable={data.salesforceAvailable} />
        )}
      </Card>
    </Space>
  );
}
