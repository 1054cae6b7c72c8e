import type { AdminPlan } from '@adatlas/domain/admin';
import { formatNumber, formatPrice } from '@adatlas/domain/formatting';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { adminMutation } from '../../../shared/api/adminMutation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { plansQueries } from '../api/plans.queries.ts';
import { PlanFormModal } from './PlanFormModal.tsx';

/** The plan catalogue of every country; super admins create, edit and archive plans. */
export function PlansPanel() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const canEdit = session?.user.group === 'SUPER-ADMIN';
  const plans = useQuery(plansQueries.plans());
  const [editing, setEditing] = useState<{ plan: AdminPlan | null } | null>(null);
  const saved = () => {
    void queryClient.invalidateQueries({ queryKey: plansQueries.plans().queryKey });
    void message.success(t('ADMIN.SAVED'));
  };
  const archive = useMutation({
    mutationFn: (plan: AdminPlan) =>
      adminMutation('PATCH', `/admin/plans/${plan.id}`, { archived: !plan.archived }),
    onSuccess: saved,
  });
  const money = (plan: AdminPlan) => formatPrice(plan.price, plan.currency, i18n.language);

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Alert type="info" showIcon title={t('ADMIN.PLANS.HINT')} />
      {canEdit ? (
        <Button type="primary" onClick={() => setEditing({ plan: null })} data-testid="plan-create">
          {t('ADMIN.PLANS.CREATE')}
        </Button>
      ) : (
        <Typography.Text type="secondary">{t('ADMIN.PLANS.SUPER_ADMIN_ONLY')}</Typography.Text>
      )}
      <Table<AdminPlan>
        rowKey="id"
        size="small"
        loading={plans.isFetching}
        dataSource={plans.data}
        pagination={false}
        scroll={{ x: 1000 }}
        locale={{ emptyText: t('COMMON.NO_DATA') }}
        columns={[
          {
            title: t('ADMIN.PLANS.NAME'),
            width: 220,
            render: (_, plan) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong delete={plan.archived}>
                  {plan.planName}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {plan.id}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('ADMIN.PLANS.PRICE'),
            render: (_, plan) =>
              plan.trial ? (
                <Tag color="blue">{t('ADMIN.PLANS.TRIAL')}</Tag>
              ) : (
                `${money(plan)} / ${t(plan.period === 'year' ? 'ADMIN.PLANS.PERIOD_YEAR' : 'ADMIN.PLANS.PERIOD_MONTH')}`
              ),
          },
          {
            title: t('ADMIN.PLANS.CREDITS'),
            render: (_, plan) =>
              `${formatNumber(plan.companyCredits, i18n.language)} / ${formatNumber(plan.contactCredits, i18n.language)}`,
          },
          { title: t('ADMIN.PLANS.PRICE_ID'), dataIndex: 'priceId' },
          {
            title: t('ADMIN.PLANS.MARKETS'),
            render: (_, plan) =>
              plan.markets.map((market) => <Tag key={market}>{t(`TENANT.${market}`)}</Tag>),
          },
          { title: t('ADMIN.PLANS.SUBSCRIBERS'), dataIndex: 'subscribers', align: 'right' },
          {
            title: t('ADMIN.CUSTOMERS.STATUS'),
            render: (_, plan) => (
              <Tag color={plan.archived ? 'default' : 'green'} data-testid={`plan-status-${plan.id}`}>
                {t(plan.archived ? 'ADMIN.PLANS.ARCHIVED' : 'ADMIN.PLANS.OFFERED')}
              </Tag>
            ),
          },
          ...(canEdit
            ? [
                {
                  title: t('ADMIN.ACTIONS'),
                  render: (_: unknown, plan: AdminPlan) => (
                    <Space size={4}>
                      <Button size="small" onClick={() => setEditing({ plan })}>
                        {t('ADMIN.EDIT')}
                      </Button>
                      <Popconfirm
                        title={t(
                          plan.archived ? 'ADMIN.PLANS.CONFIRM_UNARCHIVE' : 'ADMIN.PLANS.CONFIRM_ARCHIVE',
                          { count: plan.subscribers },
                        )}
                        onConfirm={() => archive.mutate(plan)}
                      >
                        <Button size="small" danger={!plan.archived} data-testid={`plan-archive-${plan.id}`}>
                          {t(plan.archived ? 'ADMIN.PLANS.UNARCHIVE' : 'ADMIN.PLANS.ARCHIVE')}
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing ? (
        <PlanFormModal plan={editing.plan} onClose={() => setEditing(null)} onSaved={saved} />
      ) : null}
    </Space>
  );
}
