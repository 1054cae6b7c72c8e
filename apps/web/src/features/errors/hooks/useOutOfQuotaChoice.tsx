import { formatDate } from '@adatlas/domain/formatting';
import { Alert, Button, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ContactAccountManagerButton, useChangePlan, useSubscriptionAccess } from '../../billing/index.ts';

export interface OutOfQuotaChoiceOptions {
  /** Reads the subscription only while the choice is on screen. */
  enabled: boolean;
  /** With the ecommerce scope the user can buy a plan; otherwise sales are contacted by e-mail. */
  canChoosePlan: boolean;
  helpdeskEmail: string | null;
  /** After the plan choice opened (the billing portal or the plans page). */
  onChosen?: () => void;
}

export interface OutOfQuotaChoice {
  text: ReactNode;
  /** The main action, or null when there is none to offer. */
  action: ReactNode;
  /** The plan change's failure, or the helpdesk's address: shown under the text. */
  extra: ReactNode;
}

/**
 * What a user out of credits may do (spec §6, §8), for the out-of-quota modal and a locked record's
 * page alike. Choosing a plan opens the plan choice, or the billing portal for a paying subscriber
 * (see useChangePlan). A contract customer buys nothing online, even with the ecommerce scope: they
 * are told when the credits renew and pointed to their account manager.
 */
export function useOutOfQuotaChoice({
  enabled,
  canChoosePlan,
  helpdeskEmail,
  onChosen,
}: OutOfQuotaChoiceOptions): OutOfQuotaChoice {
  const { t } = useTranslation();
  const changePlan = useChangePlan();
  const subscription = useSubscriptionAccess(enabled && canChoosePlan);
  const isContract = canChoosePlan && subscription.access === 'contract';

  if (canChoosePlan && subscription.isPending) {
    return { text: <Skeleton active title={false} paragraph={{ rows: 2 }} />, action: null, extra: null };
  }
  if (isContract) {
    return {
      text: (
        <Typography.Paragraph>
          {t('OUT_OF_QUOTA.TEXT_ACCOUNT_MANAGER', { date: formatDate(subscription.renewalDate) })}
        </Typography.Paragraph>
      ),
      action: (
        <ContactAccountManagerButton
          key="manager"
          type="primary"
          data-testid="out-of-quota-contact-manager"
        />
      ),
      extra: null,
    };
  }
  if (canChoosePlan) {
    return {
      text: <Typography.Paragraph>{t('OUT_OF_QUOTA.TEXT_PLANS')}</Typography.Paragraph>,
      action: (
        <Button
          key="plans"
          type="primary"
          loading={changePlan.isPending}
          onClick={() => changePlan.mutate(undefined, { onSuccess: onChosen })}
        >
          {t('OUT_OF_QUOTA.CHOOSE_PLAN')}
        </Button>
      ),
      extra: changePlan.isError ? <Alert type="error" showIcon title={t('BILLING.PORTAL_FAILED')} /> : null,
    };
  }
  return {
    text: <Typography.Paragraph>{t('OUT_OF_QUOTA.TEXT_CONTACT')}</Typography.Paragraph>,
    action: helpdeskEmail ? (
      <Button key="mail" type="primary" href={`mailto:${helpdeskEmail}`}>
        {t('OUT_OF_QUOTA.CONTACT_SALES')}
      </Button>
    ) : null,
    extra: helpdeskEmail ? (
      <Typography.Link href={`mailto:${helpdeskEmail}`}>{helpdeskEmail}</Typography.Link>
    ) : null,
  };
}
