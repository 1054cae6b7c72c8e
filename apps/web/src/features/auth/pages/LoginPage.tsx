import { isAdminGroup } from '@adatlas/domain/scopes';
import type { TenantId } from '@adatlas/domain/tenants';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { sessionStore } from '../../../shared/session/sessionStore.ts';
import { hasLiveLicence } from '../../../shared/session/switchTenant.ts';
import { tenantStore } from '../../../shared/session/tenantStore.ts';
import { CenteredCard } from '../../../shared/ui/CenteredCard.tsx';
import { TenantPicker } from '../../tenants/components/TenantPicker.tsx';
import { authApi } from '../api/auth.api.ts';
import { AuthLinks } from '../components/AuthLinks.tsx';

interface LoginForm {
  email: string;
  password: string;
  tenant?: TenantId;
}

/** Thrown when the login succeeds but the licence does not cover the chosen country (spec §5). */
const NO_RIGHTS = 'NO_RIGHTS_TO_TENANT';

export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const login = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ email, password, tenant }: LoginForm) => {
      tenantStore.set(tenant as TenantId);
      const session = await authApi.login({ email, password });
      const isAdmin = isAdminGroup(session.user.group);
      if (!isAdmin && !hasLiveLicence(session.licence, session.tenant, new Date()))
        throw new Error(NO_RIGHTS);
      return session;
    },
    // The route guard sends the signed-in user on (redirectUri or the registration flow).
    onSuccess: (session) => sessionStore.save(session),
  });

  const errorCode = login.error
    ? isApiError(login.error)
      ? login.error.clientType
      : login.error.message
    : null;
  return (
    <CenteredCard
      title={t('PAGES.LOGIN.TITLE')}
      subtitle={t('PAGES.LOGIN.SUBTITLE')}
      footer={
        <AuthLinks text={t('PAGES.LOGIN.NO_ACCOUNT')} to="/register">
          {t('PAGES.LOGIN.REGISTER_LINK')}
        </AuthLinks>
      }
    >
      {params.get('email_confirmation') === 'true' ? (
        <Alert
          type="success"
          showIcon
          title={t('PAGES.LOGIN.EMAIL_CONFIRMATION')}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {errorCode ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t(errorMessageKey(errorCode))}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form<LoginForm>
        layout="vertical"
        requiredMark={false}
        initialValues={{ tenant: tenantStore.get() }}
        onFinish={(values) => login.mutate(values)}
      >
        <Form.Item
          name="email"
          label={t('PAGES.LOGIN.EMAIL')}
          rules={[
            { required: true, message: t('COMMON.REQUIRED_FIELD') },
            { type: 'email', message: t('COMMON.INVALID_EMAIL') },
          ]}
        >
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('PAGES.LOGIN.PASSWORD')}
          rules={[{ required: true, message: t('COMMON.INPUT_PASSWORD') }]}
          extra={<Link to="/forgotPassword">{t('PAGES.LOGIN.FORGOT_PASSWORD')}</Link>}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="tenant"
          label={t('PAGES.LOGIN.TENANT')}
          rules={[{ required: true, message: t('ERROR.NO_TENANT_SELECTED') }]}
        >
          <TenantPicker />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={login.isPending}>
          {t('PAGES.LOGIN.SUBMIT')}
        </Button>
      </Form>
    </CenteredCard>
  );
}
