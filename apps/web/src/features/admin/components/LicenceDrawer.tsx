import { type LicenceTenantInput, SCOPE_AREAS } from '@adatlas/domain/admin';
import { PLUGIN_PERIODS } from '@adatlas/domain/auth';
import { TENANT_IDS, type TenantId } from '@adatlas/domain/tenants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Checkbox,
  Drawer,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminMutation, adminQueries } from '../api/admin.queries.ts';

export interface LicenceDrawerProps {
  userId: number;
  onClose(): void;
}

interface LicenceForm extends Omit<LicenceTenantInput, 'expiresAt'> {
  expiresAt: string;
}

const dateInput = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** The licence of one user, one tenant at a time: expiry, profiles, scopes by area, plugins. */
export function LicenceDrawer({ userId, onClose }: LicenceDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const user = useQuery(adminQueries.user(userId));
  const [tenant, setTenant] = useState<TenantId>('italy');
  const [form] = Form.useForm<LicenceForm>();
  const entry = user.data?.licence.tenants.find((item) => item.tenant === tenant);

  useEffect(() => {
    form.setFieldsValue({
      expiresAt: entry ? dateInput(new Date(entry.exp * 1000).toISOString()) : '',
      scopes: entry?.scopes ?? [],
      profiles: entry?.profiles ?? [],
      plugins: (entry?.plugins ?? []).map((plugin) => ({
        name: plugin.name,
        ...plugin.data,
        periodStartDateTime: dateInput(plugin.data.periodStartDateTime),
      })),
    });
  }, [entry, form]);

  const saved = () => {
    void queryClient.invalidateQueries({ queryKey: adminQueries.all });
    void message.success(t('ADMIN.SAVED'));
  };
  const save = useMutation({
    mutationFn: (values: LicenceForm) =>
      adminMutation('PUT', `/admin/users/${userId}/licence/${tenant}`, {
        ...values,
        expiresAt: new Date(`${values.expiresAt}T23:59:59Z`).toISOString(),
        plugins: (values.plugins ?? []).map((plugin) => ({
          ...plugin,
          periodStartDateTime: plugin.periodStartDateTime
            ? new Date(plugin.periodStartDateTime).toISOString()
            : null,
          companyLimit: plugin.companyLimit ?? null,
          contactLimit: plugin.contactLimit ?? null,
          exportedCount: plugin.exportedCount ?? 0,
        })),
      }),
    onSuccess: saved,
  });
  const remove = useMutation({
    mutationFn: () => adminMutation('DELETE', `/admin/users/${userId}/licence/${tenant}`),
    onSuccess: saved,
  });

  return (
    <Drawer
      open
      width={640}
      title={`${t('ADMIN.CUSTOMERS.LICENCE')} — ${user.data?.email ?? ''}`}
      onClose={onClose}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          value={tenant}
          onChange={setTenant}
          style={{ width: 220 }}
          data-testid="licence-tenant"
          options={TENANT_IDS.map((id) => ({
            value: id,
            label: `${t(`TENANT.${id}`)}${user.data?.licence.tenants.some((item) => item.tenant === id) ? ' ✓' : ''}`,
          }))}
        />
        <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
          <Form.Item
            name="expiresAt"
            label={t('ADMIN.LICENCE.EXPIRES_AT')}
            rules={[{ required: true, message: t('COMMON.REQUIRED_FIELD') }]}
          >
            <Input type="date" />
          </Form.Item>
          <Form.Item name="profiles" label={t('ADMIN.LICENCE.PROFILES')}>
            <Select mode="tags" options={[{ value: 'hr_database' }, { value: 'external_contact' }]} />
          </Form.Item>
          <Form.Item name="scopes" label={t('ADMIN.LICENCE.SCOPES')}>
            <Checkbox.Group style={{ display: 'block' }}>
              {Object.entries(SCOPE_AREAS).map(([area, scopes]) => (
                <div key={area} style={{ marginBottom: 8 }}>
                  <Typography.Text strong>{t(`ADMIN.SCOPE_AREA.${area}`)}</Typography.Text>
                  <div>
                    {scopes.map((scope) => (
                      <Checkbox key={scope} value={scope}>
                        {scope}
                      </Checkbox>
                    ))}
                  </div>
                </div>
              ))}
            </Checkbox.Group>
          </Form.Item>
          <Typography.Title level={5}>{t('ADMIN.LICENCE.PLUGINS')}</Typography.Title>
          <Form.List name="plugins">
            {(fields, { add, remove: removePlugin }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} wrap align="start">
                    <Form.Item
                      name={[field.name, 'name']}
                      rules={[{ required: true, message: t('COMMON.REQUIRED_FIELD') }]}
                    >
                      <Input placeholder={t('ADMIN.LICENCE.PLUGIN_NAME')} style={{ width: 150 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'period']} initialValue={0}>
                      <Select
                        style={{ width: 100 }}
                        options={PLUGIN_PERIODS.map((period) => ({
                          value: period,
                          label: t(`ADMIN.LICENCE.PERIOD_${period}`),
                        }))}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'periodStartDateTime']}>
                      <Input type="date" />
                    </Form.Item>
                    <Form.Item name={[field.name, 'companyLimit']}>
                      <InputNumber min={0} placeholder={t('ADMIN.LICENCE.COMPANY_LIMIT')} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'contactLimit']}>
                      <InputNumber min={0} placeholder={t('ADMIN.LICENCE.CONTACT_LIMIT')} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'exportedCount']}>
                      <InputNumber min={0} placeholder={t('ADMIN.LICENCE.EXPORTED')} />
                    </Form.Item>
                    <Button onClick={() => removePlugin(field.name)}>{t('ADMIN.REMOVE')}</Button>
                  </Space>
                ))}
                <Button onClick={() => add({ period: 0, exportedCount: 0 })}>
                  {t('ADMIN.LICENCE.ADD_PLUGIN')}
                </Button>
              </>
            )}
          </Form.List>
          <Space style={{ marginTop: 16 }}>
            <Popconfirm title={t('ADMIN.CONFIRM')} onConfirm={() => form.submit()}>
              <Button type="primary" loading={save.isPending}>
                {t('ADMIN.SAVE')}
              </Button>
            </Popconfirm>
            {entry ? (
              <Popconfirm title={t('ADMIN.CONFIRM')} onConfirm={() => remove.mutate()}>
                <Button danger>{t('ADMIN.LICENCE.REMOVE_TENANT')}</Button>
              </Popconfirm>
            ) : null}
          </Space>
        </Form>
      </Space>
    </Drawer>
  );
}
