import type { CrmPushRequest } from '@adatlas/domain/crm';
import { hasScope } from '@adatlas/domain/scopes';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../shared/session/useSession.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import { crmApi } from '../api/crm.api.ts';
import { crmQueries } from '../api/crm.queries.ts';
import { CRM_PROVIDER_LABELS } from '../crmLabels.ts';
import { CrmPushProgress } from './CrmPushProgress.tsx';

export interface CrmPushButtonProps {
  /** The chosen contacts, one tag, or the current contact search. */
  selection: CrmPushRequest;
  /** How the confirmation names what is pushed: the selected count, or the tag's name. */
  description: { kind: 'selected'; count: number } | { kind: 'tag'; name: string } | { kind: 'search' };
  disabled?: boolean;
}

/** "Push to CRM" beside the mailer push: shown to licences with the CRM plugin (issue #34). */
export function CrmPushButton({ selection, description, disabled }: CrmPushButtonProps) {
  const { t } = useTranslation();
  const { viewer } = useSession();
  const mayRead = viewer.isAdmin || hasScope(viewer.scopes, 'contact');
  const connection = useQuery({ ...crmQueries.connection(), enabled: mayRead });
  const [isOpen, setIsOpen] = useState(false);
  const push = useMutation({ mutationFn: crmApi.createPush });
  if (!mayRead || !connection.data?.plugin) return null;
  const provider = connection.data.provider ? CRM_PROVIDER_LABELS[connection.data.provider] : null;
  const close = () => {
    setIsOpen(false);
    push.reset();
  };
  const question =
    description.kind === 'selected'
      ? t('CRM.PUSH.CONFIRM_SELECTED', { count: description.count, provider })
      : description.kind === 'tag'
        ? t('CRM.PUSH.CONFIRM_TAG', { tag: description.name, provider })
        : t('CRM.PUSH.CONFIRM_SEARCH', { provider });
  return (
    <>
      <Button
        icon={<CloudUploadOutlined />}
        onClick={() => setIsOpen(true)}
        disabled={disabled}
        data-testid="crm-push-button"
      >
        {t('CRM.PUSH.BUTTON')}
      </Button>
      <Modal
        open={isOpen}
        onCancel={close}
        title={provider ? t('CRM.PUSH.TITLE', { provider }) : t('CRM.PUSH.BUTTON')}
        width={720}
        destroyOnHidden
        footer={
          push.data || !provider
            ? [
                <Button key="close" onClick={close}>
                  {t('CRM.PUSH.CLOSE')}
                </Button>,
              ]
            : [
                <Button key="cancel" onClick={close}>
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
    </>
  );
}
