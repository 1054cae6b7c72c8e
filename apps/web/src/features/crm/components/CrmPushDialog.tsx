import type { CrmPushRequest } from '@adatlas/domain/crm';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Modal, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import { crmApi } from '../api/crm.api.ts';
import { CrmPushProgress } from './CrmPushProgress.tsx';

export interface CrmPushDialogProps {
  selection: CrmPushRequest;
  /** The connected CRM's name, or null when none is connected. */
  provider: string | null;
  /** The confirmation's question, naming what is pushed. */
  question: string;
  onClose: () => void;
}

/** The push's confirmation, then its progress and report: loaded on the first "Push to CRM". */
export function CrmPushDialog({ selection, provider, question, onClose }: CrmPushDialogProps) {
  const { t } = useTranslation();
  const push = useMutation({ mutationFn: crmApi.createPush });
  return (
    <Modal
      open
      onCancel={onClose}
      title={provider ? t('CRM.PUSH.TITLE', { provider }) : t('CRM.PUSH.BUTTON')}
      width={720}
      destroyOnHidden
      footer={
        push.data || !provider
          ? [
              <Button key="close" onClick={onClose}>
                {t('CRM.PUSH.CLOSE')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                {t('COMMON.CANCEL')}
              </Button>,
              <Button
                key="start"
                type="primary"
                loading={push.isPending}
                onClick={() => push.mutate(selection)}
                data-testid="crm-push-start"
              >
                {t('CRM.PUSH.START')}
              </Button>,
            ]
      }
    >
      <div data-testid="crm-push-dialog">
        {!provider ? (
          <Alert
            type="info"
            showIcon
            title={t('CRM.PUSH.NOT_CONNECTED')}
            description={<Link to="/profile/crm">{t('CRM.PUSH.GO_TO_PROFILE')}</Link>}
          />
        ) : push.data ? (
          <CrmPushProgress pushId={push.data.id} />
        ) : (
          <>
            <Typography.Paragraph>{question}</Typography.Paragraph>
            <Typography.Paragraph type="secondary">{t('CRM.PUSH.RULES')}</Typography.Paragraph>
            <ApiErrorAlert error={push.error} />
          </>
        )}
      </div>
    </Modal>
  );
}
