import type { TenantId } from '@adatlas/domain/tenants';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { registrationErrorKey } from '../../../i18n/errorMessageKey.ts';
import { Trans } from '../../../i18n/Trans.tsx';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { tenantStore } from '../../../shared/session/tenantStore.ts';
import { CenteredCard } from '../../../shared/ui/CenteredCard.tsx';
import { requestedPlanSearch } from '../../registration-flow/index.ts';
import { TenantPicker, useTenantDocuments } from '../../tenants/index.ts';
import { authApi } from '../api/auth.api.ts';
import { AuthLinks } from '../components/AuthLinks.tsx';
import { EmailField } from '../components/EmailField.tsx';
import { NewPasswordField } from '../components/NewPasswordField.tsx';
import type { ConfirmationEmailSentState } from '../utils/confirmationEmailOf.ts';
import { requestedPlanFields } from '../utils/requestedPlanFields.ts';

interface RegisterForm {
  email: string;
  password: string;
  tenant?: TenantId;
  privacy: boolean;
  terms: boolean;
}

/** The label of an acceptance checkbox: the document's name is a link when the country has one. */
function Acceptance({ i18nKey, url }: { i18nKey: string; url: string | null | undefined }) {
  const { t } = useTranslation();
  if (!url) return <>{t(i18nKey)}</>;
  return (
    <Trans
      i18nKey={`${i18nKey}_LINKED`}
      components={{
        doc: (
          // biome-ignore lint/a11y/useAnchorContent: Trans puts the document's name inside
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => event.stopPropagation()}
          />
        ),
      }}
    />
  );
}

export function RegisterPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterForm>();
  // The chosen country's privacy policy and terms, set in the back office (read without a session).
  const legal = useTenantDocuments(Form.useWatch('tenant', form));
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
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ tenant: plan.selectedTenant }}
        onFinish={(values) => register.mutate(values)}
      >
        <EmailField label={t('PAGES.REGISTER.EMAIL')} autoComplete="email" />
        <NewPasswordField label={t('PAGES.REGISTER.PASSWORD')} />
        <Form.Item
          name="tenant"
          label={t('PAGES.REGISTER.TENANT')}
          rules={[{ required: true, message: t('ERROR.NO_TENANT_SELECTED') }]}
        >
          <TenantPicker freeTrialOnly />
        </Form.Item>
        <Form.Item name="privacy" valuePropName="checked" rules={[mustAccept]} style={{ marginBottom: 8 }}>
          <Checkbox>
            <span data-testid="register-privacy">
              <Acceptance i18nKey="PAGES.REGISTER.PRIVACY" url={legal.privacyUrl} />
            </span>
          </Checkbox>
        </Form.Item>
        <Form.Item name="terms" valuePropName="checked" rules={[mustAccept]}>
          <Checkbox>
            <span data-testid="register-terms">
              <Acceptance i18nKey="PAGES.REGISTER.TERMS" url={legal.termsUrl} />
            </span>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={register.isPending}>
          {t('PAGES.REGISTER.SUBMIT')}
        </Button>
      </Form>
    </CenteredCard>
  );
}
