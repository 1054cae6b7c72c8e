import { SCOPES } from '@adatlas/domain/scopes';
import type { SsoProvider, SsoProviderInput } from '@adatlas/domain/sso';
import { TENANT_IDS, type TenantId } from '@adatlas/domain/tenants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Select, Switch, Typography } from 'antd';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { ssoApi } from '../api/sso.api.ts';
import { ssoQueries } from '../api/sso.queries.ts';

export interface SsoProviderFormModalProps {
  /** null: a new provider. */
  provider: SsoProvider | null;
  onClose(): void;
}

interface ProviderForm {
  organisation: string;
  displayName: string;
  issuerUrl: string;
  clientId: string;
  clientSecret?: string;
  emailDomains: string[];
  licenceTenant?: TenantId;
  licenceExpiresAt?: string;
  licenceScopes: string[];
  ssoRequired: boolean;
  active: boolean;
}

function initialValues(provider: SsoProvider | null): ProviderForm {
  const licence = provider?.defaultLicence[0];
  return {
    organisation: provider?.organisation ?? '',
    displayName: provider?.displayName ?? '',
    issuerUrl: provider?.issuerUrl ?? '',
    clientId: provider?.clientId ?? '',
    emailDomains: provider?.emailDomains ?? [],
    licenceTenant: licence?.tenant,
    licenceExpiresAt: licence?.expiresAt.slice(0, 10),
    licenceScopes: licence?.scopes ?? [],
    ssoRequired: provider?.ssoRequired ?? false,
    active: provider?.active ?? true,
  };
}

function toInput(form: ProviderForm): SsoProviderInput {
  const { licenceTenant, licenceExpiresAt, licenceScopes, clientSecret, ...rest } = form;
  return {
    ...rest,
    ...(clientSecret ? { clientSecret } : {}),
    defaultLicence:
      licenceTenant && licenceExpiresAt
        ? [
            {
              tenant: licenceTenant,
              expiresAt: new Date(`${licenceExpiresAt}T23:59:59Z`).toISOString(),
              scopes: licenceScopes,
              profiles: [],
              plugins: [],
            },
          ]
        : [],
  };
}

/** An organisation's OpenID Connect provider: the secret is write-only (empty keeps the stored one). */
export function SsoProviderFormModal({ provider, onClose }: SsoProviderFormModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (form: ProviderForm) => ssoApi.saveProvider(provider?.id ?? null, toInput(form)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ssoQueries.all });
      onClose();
    },
  });
  const error = save.error;
  return (
    <Modal
      open
      title={t(provider ? 'SSO.ADMIN.EDIT' : 'SSO.ADMIN.ADD')}
      okText={t('SSO.ADMIN.SAVE')}
      okButtonProps={{ htmlType: 'submit', form: 'sso-provider-form', loading: save.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      {error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t(errorMessageKey(isApiError(error) ? error.clientType : 'UNKNOWN'))}
          description={isApiError(error) ? error.description : undefined}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form<ProviderForm>
        id="sso-provider-form"
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues(provider)}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="organisation"
          label={t('SSO.ADMIN.ORGANISATION')}
          rules={[{ required: true, message: t('COMMON.REQUIRED_FIELD') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="displayName"
          label={t('SSO.ADMIN.DISPLAY_NAME')}
          rules={[{ required: true, message: t('COMMON.REQUIRED_FIELD') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="issuerUrl"
          label={t('SSO.ADMIN.ISSUER_URL')}
          rules={[{ required: true, message: t('COMMON.REQUIRED_FIELD') }]}
        >
          <Input placeholder="https://login.example.com/realms/media" />
        </Form.Item>
        <Form.Item
          name="clientId"
          label={t('SSO.ADMIN.CLIENT_ID')}
          rules={[{ required: true, message: t('COMMON.REQUIRED_FIELD') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="clientSecret"
          label={t('SSO.ADMIN.CLIENT_SECRET')}
          extra={provider ? t('SSO.ADMIN.SECRET_KEPT') : undefined}
          rules={provider ? [] : [{ required: true, message: t('COMMON.REQUIRED_FIELD') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="emailDomains"
          label={t('SSO.ADMIN.DOMAINS')}
          rules={[{ required: true, message: t('COMMON.REQUIRED_FIELD') }]}
        >
          <Select mode="tags" tokenSeparators={[',', ' ']} open={false} />
        </Form.Item>
        <Typography.Text strong>{t('SSO.ADMIN.DEFAULT_LICENCE')}</Typography.Text>
        <Form.Item name="licenceTenant" label={t('SSO.ADMIN.LICENCE_TENANT')}>
          <Select allowClear options={TENANT_IDS.map((id) => ({ value: id, label: t(`TENANT.${id}`) }))} />
        </Form.Item>
        <Form.Item name="licenceExpiresAt" label={t('SSO.ADMIN.LICENCE_EXPIRES')}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="licenceScopes" label={t('SSO.ADMIN.LICENCE_SCOPES')}>
          <Select mode="multiple" options={SCOPES.map((scope) => ({ value: scope, label: scope }))} />
        </Form.Item>
        <Form.Item name="ssoRequired" label={t('SSO.ADMIN.REQUIRED')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="active" label={t('SSO.ADMIN.ACTIVE')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {provider ? (
          <Typography.Paragraph type="secondary">
            {t('SSO.ADMIN.REDIRECT_URI')}: <Typography.Text copyable>{provider.redirectUri}</Typography.Text>
          </Typography.Paragraph>
        ) : null}
      </Form>
    </Modal>
  );
}
