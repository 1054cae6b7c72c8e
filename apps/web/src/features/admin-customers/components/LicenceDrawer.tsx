import { type LicenceTenantInput, SCOPE_AREAS } from '@adatlas/domain/admin';
import { LICENCE_PLUGINS, PLUGIN_PERIODS } from '@adatlas/domain/auth';
import { CREDITS_PLUGIN } from '@adatlas/domain/billing';
import { DEFAULT_DATE_FORMAT } from '@adatlas/domain/formatting';
import { mayManageGroup } from '@adatlas/domain/scopes';
import { TENANT_IDS, type TenantId } from '@adatlas/domain/tenants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  AutoComplete,
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Drawer,
  Form,
  InputNumber,
  Popconfirm,
  Row,
  Select,
  Space,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ADMIN_QUERY_KEY, adminMutation } from '../../../shared/api/adminMutation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { scopeLabelKey } from '../../admin-tenants/index.ts';
import { customersQueries } from '../api/customers.queries.ts';
import { isLicenceExpiryPast, licenceExpiryInstant } from '../utils/licenceExpiry.ts';

export interface LicenceDrawerProps {
  userId: number;
  onClose(): void;
}

interface LicenceForm extends Omit<LicenceTenantInput, 'expiresAt'> {
  expiresAt: string;
}

/** The form holds days as YYYY-MM-DD; the pickers show them as the rest of the app does. */
const ISO_DAY = 'YYYY-MM-DD';
const dayInput = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
const dayPicker = {
  getValueProps: (value: unknown) => ({
    value: typeof value === 'string' && value ? dayjs(value, ISO_DAY) : null,
  }),
  normalize: (value: unknown) => (dayjs.isDayjs(value) ? value.format(ISO_DAY) : ''),
};

/** The plugin's counters, each with its visible label. */
const PLUGIN_NUMBER_LABELS = {
  companyLimit: 'ADMIN.LICENCE.COMPANY_LIMIT',
  contactLimit: 'ADMIN.LICENCE.CONTACT_LIMIT',
  exportedCount: 'ADMIN.LICENCE.EXPORTED',
  requestLimit: 'ADMIN.LICENCE.REQUEST_LIMIT',
  requestsPerMinute: 'ADMIN.LICENCE.REQUESTS_PER_MINUTE',
} as const;

/** The plugins the server knows by name, offered as the name is typed (any other name is kept as typed). */
const KNOWN_PLUGINS = [...Object.values(LICENCE_PLUGINS), CREDITS_PLUGIN].map((name) => ({ value: name }));

/** The licence of one user, one tenant at a time: expiry, profiles, scopes by area, plugins. */
export function LicenceDrawer({ userId, onClose }: LicenceDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const user = useQuery(customersQueries.user(userId));
  const [tenant, setTenant] = useState<TenantId>('italy');
  const [form] = Form.useForm<LicenceForm>();
  const entry = user.data?.licence.tenants.find((item) => item.tenant === tenant);
  // The server refuses an ADMIN's change to another admin's licence: such a drawer only shows it.
  const isEditable = session && user.data ? mayManageGroup(session.user.group, user.data.group) : false;
  const isExpiryPast = isLicenceExpiryPast(Form.useWatch('expiresAt', form), new Date());

  useEffect(() => {
    form.setFieldsValue({
      expiresAt: entry ? dayInput(new Date(entry.exp * 1000).toISOString()) : '',
      scopes: entry?.scopes ?? [],
      profiles: entry?.profiles ?? [],
      plugins: (entry?.plugins ?? []).map((plugin) => ({
        name: plugin.name,
        ...plugin.data,
        periodStartDateTime: dayInput(plugin.data.periodStartDateTime),
      })),
    });
  }, [entry, form]);

  const saved = () => {
    void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
    void message.success(t('ADMIN.SAVED'));
  };
  const save = useMutation({
    mutationFn: (values: LicenceForm) =>
      adminMutation('PUT', `/admin/users/${userId}/licence/${tenant}`, {
        ...values,
        expiresAt: licenceExpiryInstant(values.expiresAt),
        plugins: (values.plugins ?? []).map((plugin) => ({
          ...plugin,
          periodStartDateTime: plugin.periodStartDateTime
            ? new Date(plugin.periodStartDateTime).toISOString()
            : null,
          companyLimit: plugin.companyLimit ?? null,
          contactLimit: plugin.contactLimit ?? null,
          exportedCount: plugin.exportedCount ?? 0,
          requestLimit: plugin.requestLimit ?? null,
          requestsPerMinute: plugin.requestsPerMinute ?? null,
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
        {user.data && !isEditable ? (
          <Alert
            type="info"
            showIcon
            title={t('ADMIN.LICENCE.ADMIN_READ_ONLY')}
            data-testid="licence-read-only"
          />
        ) : null}
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
        <Form form={form} layout="vertical" disabled={!isEditable} onFinish={(values) => save.mutate(values)}>
          <Form.Item
            name="expiresAt"
            label={t('ADMIN.LICENCE.EXPIRES_AT')}
            rules={[{ required: true, message: t('COMMON.REQUIRED_FIELD') }]}
            {...dayPicker}
            {...(isExpiryPast
              ? {
                  validateStatus: 'warning' as const,
                  help: <span data-testid="licence-expiry-past">{t('ADMIN.LICENCE.EXPIRY_PAST')}</span>,
                }
              : {})}
          >
            <DatePicker
              format={DEFAULT_DATE_FORMAT}
              placeholder={DEFAULT_DATE_FORMAT}
              style={{ width: 220 }}
              data-testid="licence-expires-at"
            />
          </Form.Item>
          <Form.Item name="profiles" label={t('ADMIN.LICENCE.PROFILES')}>
            <Select mode="tags" options={[{ value: 'hr_database' }, { value: 'external_contact' }]} />
          </Form.Item>
          <Form.Item name="scopes" label={t('ADMIN.LICENCE.SCOPES')}>
            <Checkbox.Group style={{ display: 'block' }}>
              {Object.entries(SCOPE_AREAS).map(([area, scopes]) => (
                <div key={area} style={{ marginBottom: 12 }}>
                  <Typography.Text strong>{t(`ADMIN.SCOPE_AREA.${area}`)}</Typography.Text>
                  <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 6 }}>
                    {scopes.map((scope) => (
                      <Checkbox key={scope} value={scope} data-scope={scope}>
                        <span style={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.3 }}>
                          <span>{t(scopeLabelKey(scope))}</span>
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {scope}
                          </Typography.Text>
                        </span>
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
              <Space direction="vertical" style={{ width: '100%' }}>
                {fields.map((field, index) => (
                  <Card
                    key={field.key}
                    size="small"
                    title={t('ADMIN.LICENCE.PLUGIN_NUMBER', { number: index + 1 })}
                    extra={
                      isEditable ? (
                        <Button size="small" onClick={() => removePlugin(field.name)}>
                          {t('ADMIN.REMOVE')}
                        </Button>
                      ) : null
                    }
                    data-testid="licence-plugin"
                  >
                    <Row gutter={12}>
                      <Col span={8}>
                        <Form.Item
                          name={[field.name, 'name']}
                          label={t('ADMIN.LICENCE.PLUGIN_NAME')}
                          rules={[{ required: true, message: t('COMMON.REQUIRED_FIELD') }]}
                        >
                          <AutoComplete
                            options={KNOWN_PLUGINS}
                            filterOption={(typed, option) =>
                              option?.value.toLowerCase().includes(typed.toLowerCase()) ?? false
                            }
                          />
                        </Form.Item>
                      </Col>
                      <Col span={8}>
                        <Form.Item
                          name={[field.name, 'period']}
                          label={t('ADMIN.LICENCE.PERIOD')}
                          initialValue={0}
                        >
                          <Select
                            options={PLUGIN_PERIODS.map((period) => ({
                              value: period,
                              label: t(`ADMIN.LICENCE.PERIOD_${period}`),
                            }))}
                          />
                        </Form.Item>
                      </Col>
                      <Col span={8}>
                        <Form.Item
                          name={[field.name, 'periodStartDateTime']}
                          label={t('ADMIN.LICENCE.PERIOD_START')}
                          {...dayPicker}
                        >
                          <DatePicker
                            format={DEFAULT_DATE_FORMAT}
                            placeholder={DEFAULT_DATE_FORMAT}
                            style={{ width: '100%' }}
                          />
                        </Form.Item>
                      </Col>
                      {(
                        [
                          'companyLimit',
                          'contactLimit',
                          'exportedCount',
                          'requestLimit',
                          'requestsPerMinute',
                        ] as const
                      ).map((name) => (
                        <Col span={8} key={name}>
                          <Form.Item name={[field.name, name]} label={t(PLUGIN_NUMBER_LABELS[name])}>
                            <InputNumber
                              min={name === 'requestsPerMinute' ? 1 : 0}
                              style={{ width: '100%' }}
                            />
                          </Form.Item>
                        </Col>
                      ))}
                    </Row>
                  </Card>
                ))}
                {isEditable ? (
                  <Button onClick={() => add({ period: 0, exportedCount: 0 })}>
                    {t('ADMIN.LICENCE.ADD_PLUGIN')}
                  </Button>
                ) : null}
              </Space>
            )}
          </Form.List>
          {isEditable ? (
            <Space style={{ marginTop: 16 }}>
              <Popconfirm title={t('ADMIN.CONFIRM')} onConfirm={() => form.submit()}>
                <Button type="primary" loading={save.isPending} data-testid="licence-save">
                  {t('ADMIN.SAVE')}
                </Button>
              </Popconfirm>
              {entry ? (
                <Popconfirm title={t('ADMIN.CONFIRM')} onConfirm={() => remove.mutate()}>
                  <Button danger data-testid="licence-remove-tenant">
                    {t('ADMIN.LICENCE.REMOVE_TENANT')}
                  </Button>
                </Popconfirm>
              ) : null}
            </Space>
          ) : null}
        </Form>
      </Space>
    </Drawer>
  );
}
