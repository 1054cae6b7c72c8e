import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export interface OutOfQuotaModalProps {
  open: boolean;
  /** With the ecommerce scope the user can buy a plan; otherwise sales are contacted by e-mail. */
  canChoosePlan: boolean;
  helpdeskEmail: string | null;
  onClose: () => void;
}

/** The plan choice, whose checkout follows (spec access §6). */
const PLANS_PATH = '/confirmPlan';

/** Shown when a credit is needed and none is left (spec §6, §8). */
export function OutOfQuotaModal({ open, canChoosePlan, helpdeskEmail, onClose }: OutOfQuotaModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const action = canChoosePlan ? (
    <Button
      key="plans"
      type="primary"
      onClick={() => {
        onClose();
        void navigate(PLANS_PATH);
      }}
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
      {!canChoosePlan && helpdeskEmail ? (
        <Typography.Link href={`mailto:${helpdeskEmail}`}>{helpdeskEmail}</Typography.Link>
      ) : null}
    </Modal>
  );
}
