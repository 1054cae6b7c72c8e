import type { AdminTenant, AdminTenantPatch } from '@adatlas/domain/admin';
import { FEATURE_FLAGS, type FeatureFlag } from '@adatlas/domain/flags';
import { ExternalPageUrlSchema } from '@adatlas/domain/tenants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ADMIN_QUERY_KEY, adminMutation } from '../../../shared/api/adminMutation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { tenantsQueries } from '../api/tenants.queries.ts';
import { featureFlagLabelKey } from '../utils/labelKeys.ts';

type TenantForm = Omit<AdminTenantPatch, 'settings'> & { flags: Record<FeatureFlag, boolean> };

/** Per-tenant settings; flags take effect for each user at their next sign-in. Super admins save. */
export function TenantsPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const tenants = useQuery(tenantsQueries.tenants());
  const [selected, setSelected] = useState<string>('italy');
  const [form] = Form.useForm<TenantForm>();
  const tenant = tenants.data?.find((item) => item.id === selected);
  const canSave = session?.user.group === 'SUPER-ADMIN';

  useEffect(() => {
    if (!tenant) return;
    form.setFieldsValue({
      freeTrialEnabled: tenant.freeTrialEnabled,
      hidden: tenant.hidden,
      companyCredits: tenant.companyCredits,
      contactCredits: tenant.contactCredits,
      helpdeskEmail: tenant.helpdeskEmail,
      plansPageUrl: tenant.plansPageUrl,
      privacyUrl: tenant.privacyUrl,
      termsUrl: tenant.termsUrl,
      flags: tenant.effectiveFlags as Record<FeatureFlag, boolean>,
    });
  }, [tenant, form]);

  const save = useMutation({
    mutationFn: ({ flags, ...values }: TenantForm) =>
      adminMutation<AdminTenant>('PATCH', `/admin/tenants/${selected}`, {
        ...values,
        helpdeskEmail: values.helpdeskEmail || null,
        plansPageUrl: values.plansPageUrl || null,
        privacyUrl: values.privacyUrl || null,
        termsUrl: values.termsUrl || null,
        settings: flags,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
      void message.success(t('ADMIN.SAVED'));
    },
  });

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        value={selected}
        aria-label={t('ADMIN.FIELD.NATION')}
        onChange={setSelected}
        style={{ width: 220 }}
        options={(tenants.data ?? []).map((item) => ({ value: item.id, label: t(`TENANT.${item.id}`) }))}
      />
      <Form form={form} layout="vertical" disabled={!canSave} onFinish={(values) => save.mutate(values)}>
        <Card title={t('ADMIN.TENANTS.GENERAL')} size="small">
          <Space wrap size="large">
            <Form.Item name="freeTrialEnabled" label={t('ADMIN.TENANTS.FREE_TRIAL')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="hidden" label={t('ADMIN.TENANTS.HIDDEN')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="companyCredits" label={t('ADMIN.TENANTS.COMPANY_CREDITS')}>
              <InputNumber min={0} />
            </Form.Item>
            <Form.Item name="contactCredits" label={t('ADMIN.TENANTS.CONTACT_CREDITS')}>
              <InputNumber min={0} />
            </Form.Item>
            <Form.Item
              name="helpdeskEmail"
              label={t('ADMIN.TENANTS.HELPDESK')}
              rules={[{ type: 'email', message: t('COMMON.INVALID_EMAIL') }]}
            >
              <Input style={{ width: 260 }} />
            </Form.Item>
            <Form.Item
              name="plansPageUrl"
              label={t('ADMIN.TENANTS.PLANS_PAGE')}
              extra={t('ADMIN.TENANTS.PLANS_PAGE_HINT')}
              rules={[
                {
                  validator: (_, value?: string | null) =>
                    !value || ExternalPageUrlSchema.safeParse(value).success
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('ADMIN.TENANTS.PLANS_PAGE_INVALID'))),
                },
              ]}
            >
              <Input style={{ width: 360 }} placeholder="https://" data-testid="tenant-plans-page" />
            </Form.Item>
            {(['privacyUrl', 'termsUrl'] as const).map((name) => (
              <Form.Item
                key={name}
                name={name}
                label={t(name === 'privacyUrl' ? 'ADMIN.TENANTS.PRIVACY_PAGE' : 'ADMIN.TENANTS.TERMS_PAGE')}
                extra={t('ADMIN.TENANTS.LEGAL_PAGE_HINT')}
                rules={[
                  {
                    validator: (_, value?: string | null) =>
                      !value || ExternalPageUrlSchema.safeParse(value).success
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('ADMIN.TENANTS.PLANS_PAGE_INVALID'))),
                  },
                ]}
              >
                <Input style={{ width: 360 }} placeholder="https://" data-testid={`tenant-${name}`} />
              </Form.Item>
            ))}
          </Space>
        </Card>
        <Card title={t('ADMIN.TENANTS.FLAGS')} size="small" style={{ marginTop: 12 }}>
          <Typography.Paragraph type="secondary">{t('ADMIN.TENANTS.FLAGS_HINT')}</Typography.Paragraph>
          <div
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 4 }}
          >
            {FEATURE_FLAGS.map((flag) => (
              <Form.Item
                key={flag}
                name={['flags', flag]}
                label={
                  <span style={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.3 }}>
                    <span>{t(featureFlagLabelKey(flag))}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {flag}
                    </Typography.Text>
                  </span>
                }
                valuePropName="checked"
                style={{ marginBottom: 4 }}
                data-flag={flag}
              >
                <Switch size="small" />
              </Form.Item>
            ))}
          </div>
        </Card>
        {canSave ? (
          <Popconfirm title={t('ADMIN.CONFIRM')} onConfirm={() => form.submit()}>
            <Button type="primary" style={{ marginTop: 12 }} loading={save.isPending}>
              {t('ADMIN.SAVE')}
            </Button>
          </Popconfirm>
        ) : (
          <Typography.Paragraph type="secondary">{t('ADMIN.TENANTS.SUPER_ADMIN_ONLY')}</Typography.Paragraph>
        )}
      </Form>
    </Space>
  );
}
