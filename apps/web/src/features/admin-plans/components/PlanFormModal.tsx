import type { AdminPlan } from '@adatlas/domain/admin';
import { PLAN_CURRENCIES } from '@adatlas/domain/billing';
import { TENANT_IDS } from '@adatlas/domain/tenants';
import { useMutation } from '@tanstack/react-query';
import { type ButtonProps, Form, Input, InputNumber, Modal, Select, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { adminMutation } from '../../../shared/api/adminMutation.ts';

export interface PlanFormModalProps {
  /** null: a new plan. */
  plan: AdminPlan | null;
  onClose(): void;
  onSaved(): void;
}

type PlanForm = Pick<
  AdminPlan,
  | 'id'
  | 'planName'
  | 'price'
  | 'currency'
  | 'priceId'
  | 'companyCredits'
  | 'contactCredits'
  | 'markets'
  | 'resultsLimited'
  | 'trial'
> & { period: 'month' | 'year' };

const EDITABLE = [
  'planName',
  'price',
  'currency',
  'priceId',
  'companyCredits',
  'contactCredits',
  'markets',
  'resultsLimited',
] as const;

/** Create a plan, or change one: the code, the period and the trial kind stay once created. */
export function PlanFormModal({ plan, onClose, onSaved }: PlanFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PlanForm>();
  const trial = Form.useWatch('trial', form);
  const creating = plan === null;

  useEffect(() => {
    if (plan) form.setFieldsValue({ ...plan, period: plan.period === 'year' ? 'year' : 'month' });
  }, [plan, form]);
  useEffect(() => {
    if (trial) form.setFieldValue('price', 0);
  }, [trial, form]);

  const save = useMutation({
    mutationFn: (values: PlanForm) =>
      creating
        ? adminMutation<AdminPlan>('POST', '/admin/plans', values)
        : adminMutation<AdminPlan>(
            'PATCH',
            `/admin/plans/${plan.id}`,
            Object.fromEntries(EDITABLE.map((key) => [key, values[key]])),
          ),
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
  const required = { required: true, message: t('COMMON.REQUIRED_FIELD') };

  return (
    <Modal
      open
      title={creating ? t('ADMIN.PLANS.CREATE') : t('ADMIN.PLANS.EDIT_TITLE', { id: plan.id })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('ADMIN.SAVE')}
      cancelText={t('COMMON.CANCEL')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'plan-save' } as ButtonProps}
      width={640}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          period: 'month',
          currency: 'EUR',
          trial: false,
          resultsLimited: false,
          markets: ['italy'],
        }}
        onFinish={(values) => save.mutate(values)}
      >
        <Space wrap align="start">
          <Form.Item
            name="id"
            label={t('ADMIN.PLANS.CODE')}
            tooltip={t('ADMIN.PLANS.CODE_HINT')}
            rules={[required, { pattern: /^[A-Z][A-Z0-9_]{1,59}$/, message: t('ADMIN.PLANS.CODE_INVALID') }]}
          >
            <Input disabled={!creating} style={{ width: 260 }} data-testid="plan-code" />
          </Form.Item>
          <Form.Item name="planName" label={t('ADMIN.PLANS.NAME')} rules={[required]}>
            <Input style={{ width: 260 }} data-testid="plan-name" />
          </Form.Item>
        </Space>
        <Space wrap align="start">
          <Form.Item name="trial" label={t('ADMIN.PLANS.TRIAL')} valuePropName="checked">
            <Switch disabled={!creating} />
          </Form.Item>
          <Form.Item name="period" label={t('ADMIN.PLANS.PERIOD')}>
            <Select
              disabled={!creating || trial}
              style={{ width: 140 }}
              options={[
                { value: 'month', label: t('ADMIN.PLANS.PERIOD_MONTH') },
                { value: 'year', label: t('ADMIN.PLANS.PERIOD_YEAR') },
              ]}
            />
          </Form.Item>
          <Form.Item name="price" label={t('ADMIN.PLANS.PRICE')} rules={[required]}>
            <InputNumber min={0} step={1} precision={2} disabled={trial} data-testid="plan-price" />
          </Form.Item>
          <Form.Item name="currency" label={t('ADMIN.PLANS.CURRENCY')}>
            <Select
              style={{ width: 100 }}
              options={PLAN_CURRENCIES.map((value) => ({ value, label: value }))}
            />
          </Form.Item>
        </Space>
        <Form.Item
          name="priceId"
          label={t('ADMIN.PLANS.PRICE_ID')}
          tooltip={t('ADMIN.PLANS.PRICE_ID_HINT')}
          rules={[required, { pattern: /^[A-Za-z0-9_\-.]+$/, message: t('ADMIN.INVALID_VALUE') }]}
        >
          <Input data-testid="plan-price-id" />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="companyCredits" label={t('ADMIN.PLANS.COMPANY_CREDITS')} rules={[required]}>
            <InputNumber min={0} precision={0} data-testid="plan-company-credits" />
          </Form.Item>
          <Form.Item name="contactCredits" label={t('ADMIN.PLANS.CONTACT_CREDITS')} rules={[required]}>
            <InputNumber min={0} precision={0} data-testid="plan-contact-credits" />
          </Form.Item>
          <Form.Item name="resultsLimited" label={t('ADMIN.PLANS.RESULTS_LIMITED')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item name="markets" label={t('ADMIN.PLANS.MARKETS')} rules={[required]}>
          <Select
            mode="multiple"
            options={TENANT_IDS.map((value) => ({ value, label: t(`TENANT.${value}`) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
