import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Modal, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { sessionStore } from '../../../shared/session/sessionStore.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import { securityApi } from '../api/security.api.ts';
import { securityQueries } from '../api/security.queries.ts';
import { fieldErrors } from '../utils/fieldErrors.ts';
import { TwoFactorSetup } from './TwoFactorSetup.tsx';

/** Two-factor sign-in: on/off, the setup flow, and turning it off with password and code. */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery(securityQueries.twoFactor());
  const [settingUp, setSettingUp] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityQueries.twoFactor().queryKey });

  const body = () => {
    if (status.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
    if (status.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('PROFILE.LOAD_FAILED')}
          action={
            <Button size="small" onClick={() => void status.refetch()}>
              {t('COMMON.RETRY')}
            </Button>
          }
        />
      );
    }
    if (settingUp) {
      return (
        <TwoFactorSetup
          onCancel={() => setSettingUp(false)}
          // The card keeps showing the setup (and its codes) while `settingUp`; the tag turns On now.
          onEnabled={(codes) =>
            queryClient.setQueryData(securityQueries.twoFactor().queryKey, {
              enabled: true,
              recoveryCodesLeft: codes.length,
            })
          }
          onDone={() => {
            setSettingUp(false);
            void refresh();
            // Enabling lifted the server's restriction on this session; the web follows.
            const current = sessionStore.get();
            if (current?.twoFactorSetupRequired)
              sessionStore.save({ ...current, twoFactorSetupRequired: false });
          }}
        />
      );
    }
    if (!status.data.enabled) {
      return (
        <>
          <Typography.Paragraph>{t('SECURITY.TWO_FACTOR.OFF_TEXT')}</Typography.Paragraph>
          <Button type="primary" onClick={() => setSettingUp(true)} data-testid="two-factor-start">
            {t('SECURITY.TWO_FACTOR.SET_UP')}
          </Button>
        </>
      );
    }
    return (
      <>
        <Typography.Paragraph>{t('SECURITY.TWO_FACTOR.ON_TEXT')}</Typography.Paragraph>
        <Typography.Paragraph type={status.data.recoveryCodesLeft <= 2 ? 'warning' : 'secondary'}>
          {t('SECURITY.TWO_FACTOR.CODES_LEFT', { count: status.data.recoveryCodesLeft })}
        </Typography.Paragraph>
        <Button danger onClick={() => setDisabling(true)} data-testid="two-factor-disable">
          {t('SECURITY.TWO_FACTOR.DISABLE')}
        </Button>
        <DisableTwoFactorModal
          open={disabling}
          onClose={() => setDisabling(false)}
          onDisabled={() => {
            setDisabling(false);
            void refresh();
          }}
        />
      </>
    );
  };

  return (
    <Card
      title={
        <Space>
          {t('SECURITY.TWO_FACTOR.TITLE')}
          {status.data ? (
            <Tag color={status.data.enabled ? 'green' : 'default'} data-testid="two-factor-state">
              {status.data.enabled ? t('SECURITY.TWO_FACTOR.ON') : t('SECURITY.TWO_FACTOR.OFF')}
            </Tag>
          ) : null}
        </Space>
      }
      data-testid="two-factor-card"
    >
      {body()}
    </Card>
  );
}

interface DisableTwoFactorModalProps {
  open: boolean;
  onClose: () => void;
  onDisabled: () => void;
}

/** Turning the second factor off asks for the password and a code (or a recovery code). */
function DisableTwoFactorModal({ open, onClose, onDisabled }: DisableTwoFactorModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string; code: string }>();
  const disable = useMutation({
    mutationFn: (values: { password: string; code: string }) =>
      securityApi.disableTwoFactor(values.password, values.code.trim()),
    onSuccess: () => {
      form.resetFields();
      onDisabled();
    },
    onError: (error) =>
      form.setFields(
        fieldErrors(error, {
          password: t('SECURITY.PASSWORD.WRONG_CURRENT'),
          code: t('SECURITY.TWO_FACTOR.WRONG_CODE'),
        }),
      ),
  });
  const otherFailure =
    disable.error && !(isApiError(disable.error) && disable.error.clientType === 'VALIDATION_ERROR')
      ? disable.error
      : null;
  return (
    <Modal
      open={open}
      title={t('SECURITY.TWO_FACTOR.DISABLE_TITLE')}
      okText={t('SECURITY.TWO_FACTOR.DISABLE')}
      okButtonProps={{ danger: true, loading: disable.isPending }}
      cancelText={t('COMMON.CANCEL')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('SECURITY.TWO_FACTOR.DISABLE_TEXT')}</Typography.Paragraph>
      <ApiErrorAlert error={otherFailure} />
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => disable.mutate(values)}>
        <Form.Item
          name="password"
          label={t('SECURITY.PASSWORD.CURRENT')}
          rules={[{ required: true, message: t('COMMON.INPUT_PASSWORD') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('SECURITY.TWO_FACTOR.CODE_OR_RECOVERY')}
          rules={[{ required: true, message: t('VALIDATION.REQUIRED_FIELD') }]}
        >
          <Input autoComplete="one-time-code" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
