import type { WeeklyUpdateEmailSettings } from '@adatlas/domain/auth';
import { WEEKLY_UPDATE_SECTIONS } from '@adatlas/domain/auth';
import { hasScope } from '@adatlas/domain/scopes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Divider, Form, Radio, Skeleton, Spin, Switch, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { type AlertPreferences, alertSettingsApi, alertSettingsQueries } from '../api/alertSettings.api.ts';
import { MailerErrorAlert } from '../components/MailerErrorAlert.tsx';
import { useUpdateMe } from '../hooks/useUpdateMe.ts';

interface CommunicationsValues {
  weekly: WeeklyUpdateEmailSettings;
  alerts: AlertPreferences;
}

/**
 * The weekly update e-mail and its six sections (scope weeklyUpdateEmail) and the e-mail alerts
 * switch and frequency (scope emailAlerts), saved together with one button (spec access §2).
 */
export function CommunicationsSection() {
  const { t } = useTranslation();
  const { session, viewer } = useSession();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CommunicationsValues>();
  const hasWeekly = viewer.isAdmin || hasScope(viewer.scopes, 'weeklyUpdateEmail');
  const hasAlerts = viewer.isAdmin || hasScope(viewer.scopes, 'emailAlerts');
  const tenant = session?.tenant ?? '';
  const alerts = useQuery({ ...alertSettingsQueries.general(tenant), enabled: hasAlerts });
  const updateMe = useUpdateMe();
  const save = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (values: CommunicationsValues) => {
      if (hasWeekly) await updateMe.mutateAsync({ weeklyUpdateEmailSettings: values.weekly });
      if (hasAlerts) await alertSettingsApi.save(values.alerts);
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: alertSettingsQueries.general(tenant).queryKey }),
  });
  const weeklyEnabled = Form.useWatch(['weekly', 'enabled'], form);
  if (!session) return null;
  if (hasAlerts && alerts.isPending)
    return (
      <Card title={t('PROFILE.COMMUNICATIONS.TITLE')}>
        <Skeleton active />
      </Card>
    );

  return (
    <Card title={t('PROFILE.COMMUNICATIONS.TITLE')}>
      <MailerErrorAlert error={save.error} />
      {alerts.isError ? (
        <Alert type="warning" showIcon title={t('PROFILE.LOAD_FAILED')} style={{ marginBottom: 16 }} />
      ) : null}
      {save.isSuccess ? (
        <Alert
          type="success"
          showIcon
          title={t('PROFILE.COMMUNICATIONS.SAVED')}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Spin spinning={save.isPending}>
        <Form<CommunicationsValues>
          form={form}
          layout="horizontal"
          initialValues={{
            weekly: session.user.weeklyUpdateEmailSettings,
            alerts: alerts.data ?? { enabled: true, frequency: 'weekly' },
          }}
          onFinish={(values) =>
            save.mutate({ ...(form.getFieldsValue(true) as CommunicationsValues), ...values })
          }
        >
          {hasWeekly ? (
            <section data-testid="weekly-update">
              <Typography.Title level={5}>{t('PROFILE.COMMUNICATIONS.WEEKLY_TITLE')}</Typography.Title>
              <Typography.Paragraph type="secondary">
                {t('PROFILE.COMMUNICATIONS.WEEKLY_TEXT')}
              </Typography.Paragraph>
              <Form.Item
                name={['weekly', 'enabled']}
                label={t('PROFILE.COMMUNICATIONS.WEEKLY_ENABLED')}
                valuePropName="checked"
              >
                <Switch />
              </Form.Item>
              <div
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
                  columnGap: 24,
                  paddingLeft: 16,
                }}
              >
                {WEEKLY_UPDATE_SECTIONS.map((section) => (
                  <Form.Item
                    key={section}
                    name={['weekly', 'sections', section]}
                    label={t(`PROFILE.COMMUNICATIONS.SECTIONS.${section}`)}
                    valuePropName="checked"
                    style={{ marginBottom: 8 }}
                  >
                    <Switch size="small" disabled={!weeklyEnabled} />
                  </Form.Item>
                ))}
              </div>
            </section>
          ) : null}
          {hasWeekly && hasAlerts ? <Divider /> : null}
          {hasAlerts ? (
            <section data-testid="email-alerts">
              <Typography.Title level={5}>{t('PROFILE.COMMUNICATIONS.ALERTS_TITLE')}</Typography.Title>
              <Typography.Paragraph type="secondary">
                {t('PROFILE.COMMUNICATIONS.ALERTS_TEXT')}
              </Typography.Paragraph>
              <Form.Item
                name={['alerts', 'enabled']}
                label={t('PROFILE.COMMUNICATIONS.ALERTS_ENABLED')}
                valuePropName="checked"
              >
                <Switch />
              </Form.Item>
              <Form.Item name={['alerts', 'frequency']} label={t('PROFILE.COMMUNICATIONS.FREQUENCY')}>
                <Radio.Group
                  options={[
                    { value: 'daily', label: t('PROFILE.COMMUNICATIONS.DAILY') },
                    { value: 'weekly', label: t('PROFILE.COMMUNICATIONS.WEEKLY') },
                  ]}
                />
              </Form.Item>
            </section>
          ) : null}
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="communications-save">
            {t('PROFILE.SAVE')}
          </Button>
        </Form>
      </Spin>
    </Card>
  );
}
