import { isRegistrationPassword } from '@adatlas/domain/auth';
import type { TenantId } from '@adatlas/domain/tenants';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { registrationErrorKey } from '../../../i18n/errorMessageKey.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { tenantStore } from '../../../shared/session/tenantStore.ts';
import { CenteredCard } from '../../../shared/ui/CenteredCard.tsx';
import { requestedPlanSearch } from '../../registration-flow/utils/registrationStep.ts';
import { TenantPicker } from '../../tenants/components/TenantPicker.tsx';
import { authApi } from '../api/auth.api.ts';
import { AuthLinks } from '../components/AuthLinks.tsx';
import type { ConfirmationEmailSentState } from '../utils/confirmationEmailOf.ts';
import { requestedPlanFields } from '../utils/requestedPlanFields.ts';

interface RegisterForm {
  email: string;
  password: string;
  tenant?: TenantId;
  privacy: boolean;
  terms: boolean;
}

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  // A plan link (`?selectedPlan=…&selectedTenant=…`): the country is preselected, and the plan rides
  // on through the verification e-mail to the registration flow.
  const plan = requestedPlanFields(search);
  const planSearch = requestedPlanSearch(search);
  const register = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ email, password, tenant }: RegisterForm) => {
      tenantStore.set(tenant as TenantId);
      return authApi.register({ email, password, privacyAccepted: true, termsAccepted: true, ...plan });
    },
    onSuccess: ({ email }) => {
      const state: ConfirmationEmailSentState = { email };
      void navigate(`/confirmationEmailSent${planSearch}`, { state });
    },
  });
  const mustAccept = {
    validator: (_: unknown, checked: boolean) =>
      checked ? Promise.resolve() : Promise.reject(new Error(t('PAGES.REGISTER.MUST_ACCEPT'))),
  };
  const errorCode = register.error
    ? isApiError(register.error)
      ? register.error.clientType
      : 'UNEXPECTED'
    : null;

  return (
    <CenteredCard
      title={t('PAGES.REGISTER.TITLE')}
      subtitle={t('PAGES.REGISTER.SUBTITLE')}
      footer={
        <AuthLinks text={t('PAGES.REGISTER.HAVE_ACCOUNT')} to={`/login${planSearch}`}>
          {t('PAGES.REGISTER.LOGIN_LINK')}
        </AuthLinks>
      }
    >
      {errorCode ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t(registrationErrorKey(errorCode))}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form<RegisterForm>
        layout="vertical"
        requiredMark={false}
        initialValues={{ tenant: plan.selectedTenant }}
        onFinish={(values) => register.mutate(values)}
      >
        <Form.Item
          name="email"
          label={t('PAGES.REGISTER.EMAIL')}
          rules={[
            { required: true, message: t('COMMON.REQUIRED_FIELD') },
            { type: 'email', message: t('COMMON.INVALID_EMAIL') },
          ]}
        >
          <Input autoComplete="email" autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('PAGES.REGISTER.PASSWORD')}
          extra={t('PAGES.REGISTER.PASSWORD_RULE')}
          rules={[
            { required: true, message: t('COMMON.INPUT_PASSWORD') },
            {
              validator: (_, value: string | undefined) =>
                !value || isRegistrationPassword(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('PAGES.REGISTER.PASSWORD_RULE'))),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="tenant"
          label={t('PAGES.REGISTER.TENANT')}
          rules={[{ required: true, message: t('ERROR.NO_TENANT_SELECTED') }]}
        >
          <TenantPicker freeTrialOnly />
        </Form.Item>
        <Form.Item name="privacy" valuePropName="checked" rules={[mustAccept]} style={{ marginBottom: 8 }}>
          <Checkbox>{t('PAGES.REGISTER.PRIVACY')}</Checkbox>
        </Form.Item>
        <Form.Item name="terms" valuePropName="checked" rules={[mustAccept]}>
          <Checkbox>{t('PAGES.REGISTER.TERMS')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={register.isPending}>
          {t('PAGES.REGISTER.SUBMIT')}
        </Button>
      </Form>
    </CenteredCard>
  );
}
