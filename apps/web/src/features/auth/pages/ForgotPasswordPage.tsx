import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { CenteredCard } from '../../../shared/ui/CenteredCard.tsx';
import { authApi } from '../api/auth.api.ts';
import { AuthErrorAlert } from '../components/AuthErrorAlert.tsx';
import { AuthLinks } from '../components/AuthLinks.tsx';
import { EmailField } from '../components/EmailField.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const send = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (email: string) => {
      const result = await authApi.forgotPassword(email);
      // Spec §5: a falsy answer is a data error.
      if (!result?.sent) throw new Error('DATA_ERROR');
      return result;
    },
  });
  const errorCode = send.error ? (isApiError(send.error) ? send.error.clientType : send.error.message) : null;
  return (
    <CenteredCard
      title={t('PAGES.FORGOT_PASSWORD.TITLE')}
      subtitle={send.isSuccess ? undefined : t('PAGES.FORGOT_PASSWORD.TEXT')}
      footer={<AuthLinks to="/login">{t('PAGES.FORGOT_PASSWORD.BACK_TO_LOGIN')}</AuthLinks>}
    >
      {send.isSuccess ? (
        <Alert type="success" showIcon role="status" title={t('PAGES.FORGOT_PASSWORD.SUCCESS')} />
      ) : (
        <>
          <AuthErrorAlert code={errorCode} />
          <Form<{ email: string }>
            layout="vertical"
            requiredMark={false}
            onFinish={({ email }) => send.mutate(email)}
          >
            <EmailField label={t('PAGES.FORGOT_PASSWORD.EMAIL')} autoComplete="email" />
            <Button type="primary" htmlType="submit" block size="large" loading={send.isPending}>
              {t('PAGES.FORGOT_PASSWORD.SUBMIT')}
            </Button>
          </Form>
        </>
      )}
    </CenteredCard>
  );
}
