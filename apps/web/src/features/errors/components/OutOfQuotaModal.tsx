import { Button, Modal } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useOutOfQuotaChoice } from '../hooks/useOutOfQuotaChoice.tsx';

export interface OutOfQuotaModalProps {
  open: boolean;
  /** With the ecommerce scope the user can buy a plan; otherwise sales are contacted by e-mail. */
  canChoosePlan: boolean;
  helpdeskEmail: string | null;
  onClose: () => void;
}

/** Shown when a credit is needed and none is left: what the user may do (useOutOfQuotaChoice). */
export function OutOfQuotaModal({ open, canChoosePlan, helpdeskEmail, onClose }: OutOfQuotaModalProps) {
  const { t } = useTranslation();
  const choice = useOutOfQuotaChoice({ enabled: open, canChoosePlan, helpdeskEmail, onChosen: onClose });
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
        choice.action,
      ]}
    >
      {choice.text}
      {choice.extra}
    </Modal>
  );
}
