import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChangePlan } from '../../billing/index.ts';

export interface OutOfQuotaModalProps {
  open: boolean;
  /** With the ecommerce scope the user can buy a plan; otherwise sales are contacted by e-mail. */
  canChoosePlan: boolean;
  helpdeskEmail: string | null;
  onClose: () => void;
}

/**
 * Shown when a credit is needed and none is left (spec §6, §8). Choosing a plan opens the plan
 * choice, or the billing portal for a paying subscriber (see useChangePlan).
 */
export function OutOfQuotaModal({ open, canChoosePlan, helpdeskEmail, onClose }: OutOfQuotaModalProps) {
  const { t } = useTranslation();
  const changePlan = useChangePlan();
  const action = canChoosePlan ? (
    <Button
      key="plans"
      type="primary"
      loading={changePlan.isPending}
      onClick={() => changePlan.mutate(undefined, { onSuccess: onClose })}
    >
      {t('OUT_OF_QUOTA.CHOOSE_PLAN')}
    </Button>
  ) : helpdeskEmail ? (
    <Button key="mail" type="primary" href={`mailto:${helpdeskEmail}`}>
      {t('OUT_OF_QUOTA.CONTACT_SALES')}
    </Button>
  ) : null;
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
      <Typography.Paragraph>
        {canChoosePlan ? t('OUT_OF_QUOTA.TEXT_PLANS') : t('OUT_OF_QUOTA.TEXT_CONTACT')}
      </Typography.Paragraph>
      {canChoosePlan && changePlan.isError ? (
        <Alert type="error" showIcon title={t('BILLING.PORTAL_FAILED')} />
      ) : null}
      {!canChoosePlan && helpdeskEmail ? (
        <Typography.Link href={`mailto:${helpdeskEmail}`}>{helpdeskEmail}</Typography.Link>
      ) : null}
    </Modal>
  );
}
