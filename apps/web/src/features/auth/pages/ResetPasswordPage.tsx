import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Result } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { CenteredCard } from '../../../shared/ui/CenteredCard.tsx';
import { authApi } from '../api/auth.api.ts';
import { AuthLinks } from '../components/AuthLinks.tsx';
import { NewPasswordField } from '../components/NewPasswordField.tsx';

interface ResetForm {
  password: string;
  confirm: string;
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ password }: ResetForm) => authApi.resetPassword(token ?? '', password),
  });

  if (!token) {
    return (
      <Result
        status="warning"
        title={t('PAGES.RESET_PASSWORD.MISSING_TOKEN')}
        extra={<Link to="/forgotPassword">{t('PAGES.RESET_PASSWORD.REQUEST_NEW')}</Link>}
      />
    );
  }
  if (reset.isSuccess) {
    return (
      <Result
        status="success"
        title={t('PAGES.RESET_PASSWORD.SUCCESS')}
        extra={<Link to="/login">{t('PAGES.RESET_PASSWORD.BACK_TO_LOGIN')}</Link>}
      />
    );
  }
  const error = reset.error;
  const errorText = !error
    ? null
    : isApiError(error) && error.clientType === 'VALIDATION_ERROR'
      ? t('PAGES.RESET_PASSWORD.INVALID_TOKEN')
      : t(errorMessageKey(isApiError(error) ? error.clientType : 'UNEXPECTED'));

  return (
    <CenteredCard
      title={t('PAGES.RESET_PASSWORD.TITLE')}
      footer={<AuthLinks to="/forgotPassword">{t('PAGES.RESET_PASSWORD.REQUEST_NEW')}</AuthLinks>}
    >
      {errorText ? (
        <Alert type="error" showIcon role="alert" title={errorText} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<ResetForm> layout="vertical" requiredMark={false} onFinish={(values) => reset.mutate(values)}>
        <NewPasswordField label={t('PAGES.RESET_PASSWORD.PASSWORD')} autoFocus />
        <Form.Item
          name="confirm"
          label={t('PAGES.RESET_PASSWORD.CONFIRM')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('COMMON.INPUT_CONFIRM_PASSWORD') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || getFieldValue('password') === value
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('COMMON.PASSWORDS_DO_NOT_MATCH'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
          {t('PAGES.RESET_PASSWORD.SUBMIT')}
        </Button>
      </Form>
    </CenteredCard>
  );
}
