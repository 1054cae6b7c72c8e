import { isRegistrationPassword } from '@adatlas/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Progress } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import { securityApi } from '../api/security.api.ts';
import { securityQueries } from '../api/security.queries.ts';
import { fieldErrors } from '../utils/fieldErrors.ts';
import { type PasswordStrength, passwordStrength } from '../utils/passwordStrength.ts';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const STRENGTH_METER: Record<PasswordStrength, { percent: number; color: string }> = {
  weak: { percent: 25, color: '#ef4444' },
  fair: { percent: 60, color: '#f59e0b' },
  strong: { percent: 100, color: '#16a34a' },
};

/** Current + new + confirm; the server re-checks the current password and the common-password list. */
export function PasswordChangeCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PasswordValues>();
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const change = useMutation({
    mutationFn: (values: PasswordValues) =>
      securityApi.changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      }),
    onSuccess: () => {
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: securityQueries.sessions().queryKey });
    },
    onError: (error) =>
      form.setFields(
        fieldErrors(error, {
          currentPassword: t('SECURITY.PASSWORD.WRONG_CURRENT'),
          newPassword: t('SECURITY.PASSWORD.REFUSED'),
        }),
      ),
  });
  const showsFieldErrors = fieldErrors(change.error, { currentPassword: '', newPassword: '' }).length > 0;
  const strength = passwordStrength(newPassword);

  return (
    <Card title={t('SECURITY.PASSWORD.TITLE')} data-testid="password-card">
      {change.isSuccess ? (
        <Alert type="success" showIcon title={t('SECURITY.PASSWORD.CHANGED')} style={{ marginBottom: 16 }} />
      ) : null}
      <ApiErrorAlert error={showsFieldErrors ? null : change.error} />
      <Form<PasswordValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => change.mutate(values)}
        style={{ maxWidth: 480 }}
      >
        <Form.Item
          name="currentPassword"
          label={t('SECURITY.PASSWORD.CURRENT')}
          rules={[{ required: true, message: t('COMMON.INPUT_PASSWORD') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('SECURITY.PASSWORD.NEW')}
          extra={t('SECURITY.PASSWORD.RULES')}
          rules={[
            { required: true, message: t('COMMON.INPUT_PASSWORD') },
            {
              validator: (_, value: string | undefined) =>
                !value || isRegistrationPassword(value)
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(
                        value.length < 8
                          ? t('VALIDATION.PASSWORD_TOO_SHORT')
                          : t('VALIDATION.PASSWORD_LETTER_AND_DIGIT'),
                      ),
                    ),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {newPassword ? (
          <div data-testid="password-strength" style={{ marginTop: -12, marginBottom: 16 }}>
            <Progress
              percent={STRENGTH_METER[strength].percent}
              strokeColor={STRENGTH_METER[strength].color}
              showInfo={false}
              size="small"
              aria-hidden="true"
            />
            <span>{t(`SECURITY.PASSWORD.STRENGTH.${strength}`)}</span>
          </div>
        ) : null}
        <Form.Item
          name="confirmPassword"
          label={t('SECURITY.PASSWORD.CONFIRM')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('COMMON.INPUT_CONFIRM_PASSWORD') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('COMMON.PASSWORDS_DO_NOT_MATCH'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('SECURITY.PASSWORD.SUBMIT')}
        </Button>
      </Form>
    </Card>
  );
}
