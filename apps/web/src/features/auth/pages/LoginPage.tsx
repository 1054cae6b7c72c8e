import { isWellFormedPassword } from '@adatlas/domain/auth';
import { isAdminGroup } from '@adatlas/domain/scopes';
import type { TenantId } from '@adatlas/domain/tenants';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import type { Session } from '../../../shared/session/session.types.ts';
import { sessionStore } from '../../../shared/session/sessionStore.ts';
import { forgetSignOutReason, takeSignOutReason } from '../../../shared/session/signOutReason.ts';
import { hasLiveLicence } from '../../../shared/session/switchTenant.ts';
import { tenantStore } from '../../../shared/session/tenantStore.ts';
import { CenteredCard } from '../../../shared/ui/CenteredCard.tsx';
import { requestedPlanSearch } from '../../registration-flow/index.ts';
import { SsoSignInOffer } from '../../sso/index.ts';
import { TenantPicker } from '../../tenants/index.ts';
import { authApi, isTwoFactorChallenge, type SecondFactor } from '../api/auth.api.ts';
import { AuthErrorAlert } from '../components/AuthErrorAlert.tsx';
import { AuthLinks } from '../components/AuthLinks.tsx';
import { EmailField } from '../components/EmailField.tsx';
import { ResendVerificationEmail } from '../components/ResendVerificationEmail.tsx';
import { TwoFactorLoginStep } from '../components/TwoFactorLoginStep.tsx';
import { requestedPlanFields } from '../utils/requestedPlanFields.ts';

interface LoginForm {
  email: string;
  password: string;
  tenant?: TenantId;
}

/** Thrown when the login succeeds but the licence does not cover the chosen country (spec §5). */
const NO_RIGHTS = 'NO_RIGHTS_TO_TENANT';

/** A renewal session has no live licence on purpose: it only reaches the plan choice. */
function assertTenantRights(session: Session): Session {
  const isAdmin = isAdminGroup(session.user.group);
  const isLive = hasLiveLicence(session.licence, session.tenant, new Date());
  if (!isAdmin && !isLive && !session.renewalRequired) throw new Error(NO_RIGHTS);
  return session;
}

function errorCodeOf(error: Error | null): string | null {
  if (!error) return null;
  return isApiError(error) ? error.clientType : error.message;
}

export function LoginPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  // Set once the password was right for an account with two-factor sign-in: the code step shows.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [form] = Form.useForm<LoginForm>();
  const typedEmail = Form.useWatch('email', form);
  const chosenTenant = Form.useWatch('tenant', form);
  // Said once per sign-out (a remount of this page says it again); forgotten on signing in, so a
  // later visit to /login does not repeat it.
  const [signOutReason] = useState(takeSignOutReason);
  const login = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ email, password, tenant }: LoginForm) => {
      tenantStore.set(tenant as TenantId);
      const answer = await authApi.login({ email, password });
      return isTwoFactorChallenge(answer) ? answer : assertTenantRights(answer);
    },
    onSuccess: (answer) => {
      if (isTwoFactorChallenge(answer)) setChallenge(answer.challenge);
      // The route guard sends the signed-in user on (nextPathAfterLogin: the registration flow with
      // the plan requested by link, or redirectUri).
      else {
        forgetSignOutReason();
        sessionStore.save(answer);
      }
    },
  });
  const secondStep = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (factor: SecondFactor) =>
      assertTenantRights(await authApi.completeTwoFactorLogin(challenge ?? '', factor)),
    onSuccess: (session) => {
      forgetSignOutReason();
      sessionStore.save(session);
    },
  });

  const errorCode = errorCodeOf(login.error);
  const secondStepCode = errorCodeOf(secondStep.error);
  if (challenge) {
    return (
      <CenteredCard title={t('PAGES.LOGIN.TWO_FACTOR.TITLE')}>
        <TwoFactorLoginStep
          pending={secondStep.isPending}
          errorKey={
            secondStepCode === 'WRONG_CREDENTIALS'
              ? 'PAGES.LOGIN.TWO_FACTOR.WRONG_CODE'
              : secondStepCode
                ? errorMessageKey(secondStepCode)
                : null
          }
          onSubmit={(factor) => secondStep.mutate(factor)}
          onBack={() => {
            secondStep.reset();
            login.reset();
            setChallenge(null);
          }}
        />
      </CenteredCard>
    );
  }
  return (
    <CenteredCard
      title={t('PAGES.LOGIN.TITLE')}
      subtitle={t('PAGES.LOGIN.SUBTITLE')}
      footer={
        <AuthLinks text={t('PAGES.LOGIN.NO_ACCOUNT')} to={`/register${requestedPlanSearch(search)}`}>
          {t('PAGES.LOGIN.REGISTER_LINK')}
        </AuthLinks>
      }
    >
      {signOutReason ? (
        <Alert
          type="info"
          showIcon
          data-testid="sign-out-reason"
          title={t(
            signOutReason === 'replaced' ? 'PAGES.LOGIN.SESSION_REPLACED' : 'PAGES.LOGIN.SESSION_ENDED',
          )}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {new URLSearchParams(search).get('email_confirmation') === 'true' ? (
        <Alert
          type="success"
          showIcon
          title={t('PAGES.LOGIN.EMAIL_CONFIRMATION')}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <AuthErrorAlert
        code={errorCode}
        description={
          errorCode === 'EMAIL_NOT_VERIFIED' ? (
            <ResendVerificationEmail email={login.variables?.email ?? ''} />
          ) : undefined
        }
      />
      <Form<LoginForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ tenant: requestedPlanFields(search).selectedTenant ?? tenantStore.get() }}
        onFinish={(values) => login.mutate(values)}
      >
        <EmailField label={t('PAGES.LOGIN.EMAIL')} autoComplete="username" />
        <Form.Item
          name="password"
          label={t('PAGES.LOGIN.PASSWORD')}
          rules={[
            { required: true, message: t('COMMON.INPUT_PASSWORD') },
            {
              validator: (_, value?: string) =>
                !value || isWellFormedPassword(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('COMMON.INVALID_PASSWORD'))),
            },
          ]}
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
      <SsoSignInOffer email={typedEmail} tenant={chosenTenant} />
    </CenteredCard>
  );
}
