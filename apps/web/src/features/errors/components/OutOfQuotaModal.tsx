import { formatDate } from '@adatlas/domain/formatting';
import { Alert, Button, Modal, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactAccountManagerButton, useChangePlan, useSubscriptionAccess } from '../../billing/index.ts';

export interface OutOfQuotaModalProps {
  open: boolean;
  /** With the ecommerce scope the user can buy a plan; otherwise sales are contacted by e-mail. */
  canChoosePlan: boolean;
  helpdeskEmail: string | null;
  onClose: () => void;
}

/**
 * Shown when a credit is needed and none is left (spec §6, §8). Choosing a plan opens the plan
 * choice, or the billing portal for a paying subscriber (see useChangePlan). A contract customer
 * buys nothing online, even with the ecommerce scope: they are told when the credits renew and
 * pointed to their account manager.
 */
export function OutOfQuotaModal({ open, canChoosePlan, helpdeskEmail, onClose }: OutOfQuotaModalProps) {
  const { t } = useTranslation();
  const changePlan = useChangePlan();
  const subscription = useSubscriptionAccess(open && canChoosePlan);
  const isContract = canChoosePlan && subscription.access === 'contract';

  let text: ReactNode;
  let action: ReactNode = null;
  if (canChoosePlan && subscription.isPending) {
    text = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  } else if (isContract) {
    text = (
      <Typography.Paragraph>
        {t('OUT_OF_QUOTA.TEXT_ACCOUNT_MANAGER', { date: formatDate(subscription.renewalDate) })}
      </Typography.Paragraph>
    );
    action = (
      <ContactAccountManagerButton key="manager" type="primary" data-testid="out-of-quota-contact-manager" />
    );
  } else if (canChoosePlan) {
    text = <Typography.Paragraph>{t('OUT_OF_QUOTA.TEXT_PLANS')}</Typography.Paragraph>;
    action = (
      <Button
        key="plans"
        type="primary"
        loading={changePlan.isPending}
        onClick={() => changePlan.mutate(undefined, { onSuccess: onClose })}
      >
        {t('OUT_OF_QUOTA.CHOOSE_PLAN')}
      </Button>
    );
  } else {
    text = <Typography.Paragraph>{t('OUT_OF_QUOTA.TEXT_CONTACT')}</Typography.Paragraph>;
    action = helpdeskEmail ? (
      <Button key="mail" type="primary" href={`mailto:${helpdeskEmail}`}>
        {t('OUT_OF_QUOTA.CONTACT_SALES')}
      </Button>
    ) : null;
  }

  return (
    <Modal
      open={open}
      title={t('OUT_OF_QUOTA.TITLE')}
      onCancel={onClose}
      centered
      footer={[
        <Button key="close" onClick={onClose}>
          {t('COMMON.CANCEL')}
        </Button>,
        action,
      ]}
    >
      {text}
      {canChoosePlan && !isContract && changePlan.isError ? (
        <Alert type="error" showIcon title={t('BILLING.PORTAL_FAILED')} />
      ) : null}
      {!canChoosePlan && helpdeskEmail ? (
        <Typography.Link href={`mailto:${helpdeskEmail}`}>{helpdeskEmail}</Typography.Link>
      ) : null}
    </Modal>
  );
}
