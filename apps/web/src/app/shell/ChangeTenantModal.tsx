import type { TenantId } from '@adatlas/domain/tenants';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TenantPicker } from '../../features/tenants/components/TenantPicker.tsx';
import { sessionStore } from '../../shared/session/sessionStore.ts';
import { switchTenant } from '../../shared/session/switchTenant.ts';
import { useSession } from '../../shared/session/useSession.ts';

export interface ChangeTenantModalProps {
  open: boolean;
  onClose: () => void;
}

/** Moves the session to another country covered by the licence; every cached answer is refetched. */
export function ChangeTenantModal({ open, onClose }: ChangeTenantModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const [tenant, setTenant] = useState<TenantId | undefined>(session?.tenant);
  const [refused, setRefused] = useState(false);

  const confirm = () => {
    if (!session || !tenant) return;
    const next = switchTenant(session, tenant, new Date());
    if (!next) {
      setRefused(true);
      return;
    }
    sessionStore.save(next);
    void queryClient.invalidateQueries();
    onClose();
    void navigate('/');
  };

  return (
    <Modal
      open={open}
      title={t('TENANT.CHANGE_TITLE')}
      okText={t('TENANT.CHANGE_CONFIRM')}
      cancelText={t('COMMON.CANCEL')}
      onOk={confirm}
      onCancel={onClose}
      okButtonProps={{ disabled: !tenant || tenant === session?.tenant }}
      destroyOnHidden
      centered
    >
      <Typography.Paragraph type="secondary">{t('TENANT.CHANGE_TEXT')}</Typography.Paragraph>
      {refused ? (
        <Alert type="error" showIcon title={t('ERROR.NO_RIGHTS_TO_TENANT')} style={{ marginBottom: 16 }} />
      ) : null}
      <TenantPicker
        value={tenant}
        onChange={(value) => {
          setTenant(value);
          setRefused(false);
        }}
        licence={session?.licence}
      />
    </Modal>
  );
}
