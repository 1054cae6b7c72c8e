import type { ActivePlan } from '@adatlas/domain/billing';
import { isTrialPlan } from '@adatlas/domain/billing';
import { formatPrice } from '@adatlas/domain/formatting';
import { Card, Col, Radio, Row, Tag, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';

export interface PlanSelectorProps {
  plans: readonly ActivePlan[];
  value: string | undefined;
  onChange: (planId: string) => void;
}

const PERIOD_KEYS = {
  month: 'BILLING.PLAN.PER_MONTH',
  year: 'BILLING.PLAN.PER_YEAR',
  none: 'BILLING.PLAN.FREE',
} as const;

/** The tenant's plans as selectable cards: price (in the plan's currency, + VAT) per period and credits per kind. */
export function PlanSelector({ plans, value, onChange }: PlanSelectorProps) {
  const { t, i18n } = useTranslation();
  return (
    <Radio.Group value={value} onChange={(event) => onChange(event.target.value)} style={{ width: '100%' }}>
      <Row gutter={[16, 16]}>
        {plans.map((plan) => {
          const selected = plan.id === value;
          return (
            <Col key={plan.id} xs={24} sm={12} lg={8}>
              <Card
                size="small"
                hoverable
                onClick={() => onChange(plan.id)}
                style={{
                  height: '100%',
                  borderColor: selected ? '#1d4ed8' : undefined,
                  borderWidth: selected ? 2 : 1,
                }}
                data-testid={`plan-${plan.id}`}
              >
                <Radio value={plan.id} style={{ fontWeight: 600 }}>
                  {plan.planName}
                </Radio>
                <div style={{ marginTop: 8 }}>
                  {isTrialPlan(plan) ? (
                    <Tag color="green">{t('BILLING.PLAN.FREE')}</Tag>
                  ) : (
                    <Typography.Text strong style={{ fontSize: 18 }}>
                      {t('BILLING.PLAN.PRICE', {
                        price: formatPrice(plan.price, plan.currency, i18n.language),
                      })}{' '}
                      <Typography.Text type="secondary">{t(PERIOD_KEYS[plan.period])}</Typography.Text>
                    </Typography.Text>
                  )}
                </div>
                <Typography.Text type="secondary">
                  {t('BILLING.PLAN.CREDITS', {
                    companies: t('BILLING.PLAN.COMPANY_CREDITS', { count: plan.companyCredits }),
                    contacts: t('BILLING.PLAN.CONTACT_CREDITS', { count: plan.contactCredits }),
                  })}
                </Typography.Text>
              </Card>
            </Col>
          );
        })}
      </Row>
    </Radio.Group>
  );
}
