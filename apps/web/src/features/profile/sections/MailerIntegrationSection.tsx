import { isValidMailerUsername, isWellFormedPassword } from '@adatlas/domain/auth';
import { Alert, Button, Card, Form, Input, Spin } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { MailerErrorAlert } from '../components/MailerErrorAlert.tsx';
import { useUpdateMe } from '../hooks/useUpdateMe.ts';

interface MailerValues {
  username: string;
  password: string;
}

/** The companion mailer's credentials: username and password, both required (spec access §5). */
export function MailerIntegrationSection() {
  const { t } = useTranslation();
  const { session } = useSession();
  const save = useUpdateMe();
  const [form] = Form.useForm<MailerValues>();
  const stored = session?.user.mailerIntegration;
  return (
    <Card title={t('PROFILE.MAILER_INTEGRATION.TITLE')}>
      <MailerErrorAlert error={save.error} />
      {save.isSuccess ? (
        <Alert
          type="success"
          showIcon
          title={t('PROFILE.MAILER_INTEGRATION.SAVED')}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Spin spinning={save.isPending}>
        <Form<MailerValues>
          form={form}
          layout="vertical"
          initialValues={{ username: stored?.username ?? '', password: '' }}
          onFinish={(values) =>
            save.mutate({
              mailerIntegration: { username: values.username.trim(), password: values.password },
            })
          }
          style={{ maxWidth: 480 }}
        >
          <Form.Item
            name="username"
            label={t('PROFILE.MAILER_INTEGRATION.USERNAME')}
            rules={[
              { required: true, whitespace: true, message: t('VALIDATION.REQUIRED_FIELD') },
              {
                validator: (_, value?: string) =>
                  !value?.trim() || isValidMailerUsername(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('COMMON.INVALID_USERNAME'))),
              },
            ]}
          >
            <Input autoComplete="off" data-testid="mailer-username" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('PROFILE.MAILER_INTEGRATION.PASSWORD')}
            rules={[
              { required: true, message: t('VALIDATION.REQUIRED_FIELD') },
              {
                validator: (_, value?: string) =>
                  !value || isWellFormedPassword(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('COMMON.INVALID_PASSWORD'))),
              },
            ]}
            extra={stored?.hasPassword ? t('PROFILE.MAILER_INTEGRATION.PASSWORD_SET') : undefined}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('PROFILE.SAVE')}
          </Button>
        </Form>
      </Spin>
    </Card>
  );
}
