import type { TenantId } from '@adatlas/domain/tenants';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Modal, Typography } from 'antd';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { TenantPicker } from '../../features/tenants/index.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { sessionStore } from '../../shared/session/sessionStore.ts';
import { changeTenant } from '../../shared/session/switchTenant.ts';
import { fetchTenantAccess } from '../../shared/session/tenantAccess.ts';
import { useSession } from '../../shared/session/useSession.ts';
import { ApiErrorAlert } from '../../shared/ui/ApiErrorAlert.tsx';

export interface ChangeTenantModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Moves the session to another country covered by the licence, with the scopes and flags the server
 * gives it there; every cached answer is refetched.
 */
export function ChangeTenantModal({ open, onClose }: ChangeTenantModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const [tenant, setTenant] = useState<TenantId | undefined>(session?.tenant);
  const [refused, setRefused] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [isSwitching, setIsSwitching] = useState(false);

  const confirm = async () => {
    if (!session || !tenant) return;
    setIsSwitching(true);
    setFailure(null);
    const next = await changeTenant(session, tenant, new Date(), fetchTenantAccess).catch(
      (error: unknown) => {
        setFailure(error);
        return undefined;
      },
    );
    setIsSwitching(false);
    if (next === undefined) return;
    if (next === null) {
      setRefused(true);
      return;
    }
    onClose();
    // The screen on display first renders with the new country's scopes and flags, so its calls
    // that country refuses are switched off; only then are the cached answers fetched again there.
    flushSync(() => sessionStore.save(next));
    void queryClient.invalidateQueries();
    void navigate('/');
  };

  return (
    <Modal
      open={open}
      title={t('TENANT.CHANGE_TITLE')}
      okText={t('TENANT.CHANGE_CONFIRM')}
      cancelText={t('COMMON.CANCEL')}
      onOk={() => void confirm()}
      onCancel={onClose}
      okButtonProps={{ disabled: !tenant || tenant === session?.tenant, loading: isSwitching }}
      destroyOnHidden
      centered
    >
      <Typography.Paragraph type="secondary">{t('TENANT.CHANGE_TEXT')}</Typography.Paragraph>
      {refused ? (
        <Alert type="error" showIcon title={t('ERROR.NO_RIGHTS_TO_TENANT')} style={{ marginBottom: 16 }} />
      ) : null}
      <ApiErrorAlert error={failure} />
      <TenantPicker
        value={tenant}
        onChange={(value) => {
          setTenant(value);
          setRefused(false);
          setFailure(null);
        }}
        licence={session?.licence}
      />
    </Modal>
  );
}
